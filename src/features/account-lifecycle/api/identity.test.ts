import { describe, expect, it } from 'vitest';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { identityPath, TokenLinkCallError, withoutToken, withTokenRedacted } from './identity';

describe('a confirmation token stays out of error reports', () => {
  it('replaces the token in a URL, plain or percent-encoded', () => {
    expect(
      withoutToken('https://x/identity/v2/identities/local/demo/emailchanges/a+b/actions/confirm', 'a+b'),
    ).toBe('https://x/identity/v2/identities/local/demo/emailchanges/{token}/actions/confirm');
    expect(withoutToken('https://x/deleteaccount/a%2Bb/actions/confirm', 'a+b')).toBe(
      'https://x/deleteaccount/{token}/actions/confirm',
    );
  });

  it('rethrows a failed call with its status and correlation id, without the token', async () => {
    const failure = new RequestFailureError({
      status: 410,
      method: 'POST',
      url: 'https://x/emailchanges/secret-token/actions/confirm',
      correlationId: 'c-1',
    });
    const error = await withTokenRedacted('secret-token', () => Promise.reject(failure)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TokenLinkCallError);
    expect(error).toMatchObject({ status: 410, correlationId: 'c-1' });
    expect(JSON.stringify(error)).not.toContain('secret-token');
    expect(String((error as Error).message)).not.toContain('secret-token');
    expect((error as Error).message).toContain('{token}');
  });

  it('resolves with the answer of a call that succeeds', async () => {
    await expect(withTokenRedacted('t', async () => 'ok')).resolves.toBe('ok');
  });
});

describe('the identity of the signed-in user', () => {
  it("is the access token's idp_type and idp_sub", () => {
    const user = { sub: 's', amr: [], isBusiness: false, identity: { idpType: 'local', idpSub: 'demo' } };
    expect(identityPath(user)).toEqual({ idpType: 'local', idpSub: 'demo' });
  });

  it('is missing when the token has no such claims, and nothing is sent', () => {
    expect(() => identityPath({ sub: 's', amr: [], isBusiness: false })).toThrow(/idp_type/);
    expect(() => identityPath(null)).toThrow();
  });
});
