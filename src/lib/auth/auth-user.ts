import type { TokenClaims } from './jwt';

/** The signed-in customer. */
export interface AuthUser {
  /** Account id (the token's subject). */
  sub: string;
  email?: string;
  amr: string[];
  /** Business account: the authentication method reads b2b. */
  isBusiness: boolean;
  /** The identity as the account identity service addresses it (access token claims idp_type, idp_sub). */
  identity?: { idpType: string; idpSub: string };
}

export const BUSINESS_AMR = 'b2b';

export function userFromClaims(
  claims: Pick<TokenClaims, 'sub' | 'email' | 'amr'> & Partial<Pick<TokenClaims, 'idp_type' | 'idp_sub'>>,
): AuthUser {
  const { idp_type: idpType, idp_sub: idpSub } = claims;
  return {
    sub: claims.sub,
    email: claims.email,
    amr: claims.amr,
    isBusiness: claims.amr.includes(BUSINESS_AMR),
    ...(idpType && idpSub ? { identity: { idpType, idpSub } } : {}),
  };
}
