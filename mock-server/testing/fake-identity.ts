/** Test doubles for the identity provider: token `test-token:<email>` is valid for that demo account. */
import type { IdentityProvider } from '../oidc/provider';
import { findAccountByEmail } from '../accounts';
import type { AccessClaims, TokenVerifier } from '../http/auth';

const PREFIX = 'test-token:';

export function fakeToken(email: string): string {
  return `${PREFIX}${email}`;
}

export function fakeClaims(email: string): AccessClaims | null {
  const account = findAccountByEmail(email);
  if (!account) return null;
  return {
    sub: account.accountId,
    email: account.email,
    idp_type: account.idpType,
    idp_sub: account.idpSub,
    amr: [account.business ? 'b2b' : 'pwd'],
  };
}

export const fakeVerifier: TokenVerifier = {
  async verifyAccessToken(token) {
    return token.startsWith(PREFIX) ? fakeClaims(token.slice(PREFIX.length)) : null;
  },
};

export const fakeIdentityProvider: IdentityProvider = {
  ...fakeVerifier,
  callback(_req, res) {
    res.writeHead(501, { 'Content-Type': 'text/plain' }).end('no identity provider in this test');
  },
};
