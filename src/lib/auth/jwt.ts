import { z } from 'zod/mini';

/** The claims the app reads from a token (account-area.md section 3: e-mail, subject, authentication method). */
export const tokenClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  /** Authentication methods; business accounts sign in with `b2b`. Some issuers send a single string. */
  amr: z.pipe(
    z.optional(
      z.union([
        z.array(z.string()),
        z.pipe(
          z.string(),
          z.transform((value) => [value]),
        ),
      ]),
    ),
    z.transform((value) => value ?? []),
  ),
  /** The identity at its identity provider (section 3: "Current user identity: idp_type, idp_sub"). */
  idp_type: z.optional(z.string()),
  idp_sub: z.optional(z.string()),
  /** Expiry, seconds since the epoch. */
  exp: z.optional(z.number()),
  /** Issued at, seconds since the epoch (the token's lifetime sets how early it is refreshed). */
  iat: z.optional(z.number()),
});

export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload claims of a JWT (not verified: the services verify tokens), or undefined when it is not one. */
export function decodeJwtClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Expiry of a JWT as a Date, when it has one. */
export function jwtExpiry(token: string): Date | undefined {
  const exp = decodeJwtClaims(token)?.exp;
  return exp === undefined ? undefined : new Date(exp * 1000);
}
