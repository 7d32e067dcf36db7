/** Access token verification (RS256 JWT, typ at+jwt) against the provider's own key, issuer and audience. */
import { verify, type KeyObject } from 'node:crypto';
import { ACCESS_TOKEN_AUDIENCE, type AccessClaims } from './policy';

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface VerifiedToken {
  claims: AccessClaims;
  /** The grant the token was issued under, the token's id and expiry (seconds). */
  gid?: string;
  jti?: string;
  exp: number;
}

export function verifyJwt(
  token: string,
  key: { kid: string; publicKey: KeyObject },
  issuer: string,
): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', signature = ''] = parts;
  const header = decodeJson(encodedHeader);
  if (!header || header.alg !== 'RS256' || header.typ !== 'at+jwt' || header.kid !== key.kid) return null;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    key.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return null;
  const payload = decodeJson(encodedPayload);
  if (!payload || payload.iss !== issuer) return null;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(ACCESS_TOKEN_AUDIENCE)) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (typeof payload.nbf === 'number' && payload.nbf > now) return null;
  const { sub, email, idp_type, idp_sub, amr, gid, jti } = payload;
  if (
    typeof sub !== 'string' ||
    typeof email !== 'string' ||
    typeof idp_type !== 'string' ||
    typeof idp_sub !== 'string' ||
    !Array.isArray(amr) ||
    !amr.every((m) => typeof m === 'string')
  ) {
    return null;
  }
  return {
    claims: { sub, email, idp_type, idp_sub, amr: amr as string[] },
    gid: typeof gid === 'string' ? gid : undefined,
    jti: typeof jti === 'string' ? jti : undefined,
    exp: payload.exp,
  };
}
