/**
 * The signed-in identity as the account identity service addresses it (account-area.md section 3, "Current user
 * identity: idp_type, idp_sub, account id"): the access token's idp_type and idp_sub claims. The token is not
 * verified here (the services verify it); an access token without them cannot call the identity service.
 */
import { z } from 'zod/mini';
import type { AuthService } from '@/lib/auth/auth-service';

const identityClaimsSchema = z.object({
  idp_type: z.string().check(z.minLength(1)),
  idp_sub: z.string().check(z.minLength(1)),
});

export interface CurrentIdentity {
  idpType: string;
  idpSub: string;
}

/** The idp_type and idp_sub claims of a JWT, or undefined when it has none. */
export function identityFromToken(token: string): CurrentIdentity | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const claims = identityClaimsSchema.safeParse(JSON.parse(json));
    return claims.success ? { idpType: claims.data.idp_type, idpSub: claims.data.idp_sub } : undefined;
  } catch {
    return undefined;
  }
}

export class MissingIdentityError extends Error {
  constructor() {
    super('The access token names no identity (idp_type, idp_sub).');
    this.name = 'MissingIdentityError';
  }
}

/** The signed-in identity; rejects when there is no token or it names none. */
export async function currentIdentity(auth: Pick<AuthService, 'getAccessToken'>): Promise<CurrentIdentity> {
  const token = await auth.getAccessToken();
  const identity = token ? identityFromToken(token) : undefined;
  if (!identity) throw new MissingIdentityError();
  return identity;
}
