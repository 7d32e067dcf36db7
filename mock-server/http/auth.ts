/**
 * Bearer authentication of the mock APIs. Handlers get a `TokenVerifier` injected: the identity provider in
 * the server, a fake in tests.
 */
import type { AccessClaims, IdentityProvider } from '../oidc/provider';

export type { AccessClaims };
export type TokenVerifier = Pick<IdentityProvider, 'verifyAccessToken' | 'endSessionsOf'>;

export function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(headers.get('Authorization') ?? '');
  return match?.[1];
}

/** The token's claims, or null when the request has no valid bearer token. */
export async function authenticate(headers: Headers, verifier: TokenVerifier): Promise<AccessClaims | null> {
  const token = bearerToken(headers);
  if (!token) return null;
  try {
    return await verifier.verifyAccessToken(token);
  } catch {
    return null;
  }
}
