import type { AuthUser } from '@/lib/auth/auth-user';

/** The identity path of the account identity service: /v2/identities/{idpType}/{idpSub}/... */
export interface IdentityPath {
  idpType: string;
  idpSub: string;
}

/** The signed-in user's identity (access token claims idp_type, idp_sub); throws when the token has none. */
export function identityPath(user: AuthUser | null): IdentityPath {
  if (!user?.identity) throw new Error('The access token names no identity (idp_type, idp_sub)');
  return user.identity;
}

/**
 * A failed call of a confirmation link as it may be logged or reported: the status, method and correlation id,
 * the URL with the token replaced. The token is a credential for a signed-in user's account (account-area.md
 * section 4, token pages); error reports and consoles outlive it.
 */
export class TokenLinkCallError extends Error {
  override name = 'TokenLinkCallError';
  constructor(
    readonly status: number | undefined,
    readonly url: string | undefined,
    readonly correlationId: string | null | undefined,
  ) {
    super(`Confirmation failed${status === undefined ? '' : ` with ${status}`}${url ? ` (${url})` : ''}`);
  }
}

/** `url` without `token` (every occurrence, also percent-encoded). */
export function withoutToken(url: string, token: string): string {
  if (!token) return url;
  return url.split(token).join('{token}').split(encodeURIComponent(token)).join('{token}');
}

/** Runs a confirmation call; a failure is rethrown as a TokenLinkCallError without the token. */
export async function withTokenRedacted<T>(token: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const details = (error ?? {}) as { status?: unknown; url?: unknown; correlationId?: unknown };
    throw new TokenLinkCallError(
      typeof details.status === 'number' ? details.status : undefined,
      typeof details.url === 'string' ? withoutToken(details.url, token) : undefined,
      typeof details.correlationId === 'string' ? details.correlationId : null,
    );
  }
}
