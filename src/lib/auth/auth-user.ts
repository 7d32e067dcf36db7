import type { TokenClaims } from './jwt';

/** The signed-in customer. */
export interface AuthUser {
  /** Account id (the token's subject). */
  sub: string;
  email?: string;
  amr: string[];
  /** Business account: the authentication method reads b2b. */
  isBusiness: boolean;
}

export const BUSINESS_AMR = 'b2b';

export function userFromClaims(claims: Pick<TokenClaims, 'sub' | 'email' | 'amr'>): AuthUser {
  return {
    sub: claims.sub,
    email: claims.email,
    amr: claims.amr,
    isBusiness: claims.amr.includes(BUSINESS_AMR),
  };
}
