import { describe, expect, it } from 'vitest';
import { currentIdentity, identityFromToken, MissingIdentityError } from './current-identity';

const jwt = (claims: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('current identity', () => {
  it('reads idp_type and idp_sub from the access token', async () => {
    const token = jwt({ sub: 'a1', idp_type: 'local', idp_sub: 'dana' });
    expect(identityFromToken(token)).toEqual({ idpType: 'local', idpSub: 'dana' });
    await expect(currentIdentity({ getAccessToken: async () => token })).resolves.toEqual({
      idpType: 'local',
      idpSub: 'dana',
    });
  });

  it('refuses a token without them, a malformed one, and no token', async () => {
    expect(identityFromToken(jwt({ sub: 'a1' }))).toBeUndefined();
    expect(identityFromToken('not-a-jwt')).toBeUndefined();
    expect(identityFromToken('a.%%%.b')).toBeUndefined();
    await expect(currentIdentity({ getAccessToken: async () => undefined })).rejects.toBeInstanceOf(
      MissingIdentityError,
    );
  });
});
