/**
 * Signed, expiring file URLs (zip archives, export chunks, single photos), as storage services hand them out:
 * `{publicUrl}{path}?expires={epoch ms}&signature={HMAC-SHA256(path + expires), base64url}`. The file routes
 * serving them are plain msw routes (not part of any contract); the signature is their only authorization.
 *
 * Assumption: the real services sign with a key of their own; the mock signs with a random key per process,
 * so URLs handed out before a restart stop working (403), like URLs signed with a rotated key.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { problemResponse } from '../http/problem';

const PROCESS_SECRET = randomBytes(32);

export interface UrlSigner {
  /** An absolute URL of `path` (already percent-encoded, starting with `/`) valid for the signer's TTL. */
  sign(path: string, now?: number): string;
  /** Null when the request carries a valid, unexpired signature for its path; otherwise a 403 problem. */
  reject(request: Request, now?: number): Response | null;
}

export interface UrlSignerOptions {
  /** Origin of the mock as the browser sees it. */
  publicUrl: string;
  /** How long a signed URL stays valid. */
  ttlMs: number;
  secret?: Uint8Array;
}

function signature(secret: Uint8Array, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createUrlSigner({ publicUrl, ttlMs, secret = PROCESS_SECRET }: UrlSignerOptions): UrlSigner {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    sign(path, now = Date.now()) {
      const expires = now + ttlMs;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signature(secret, path, expires),
      });
      return `${origin}${path}?${query}`;
    },
    reject(request, now = Date.now()) {
      const url = new URL(request.url);
      const expires = Number(url.searchParams.get('expires'));
      const given = url.searchParams.get('signature') ?? '';
      if (!Number.isSafeInteger(expires) || !sameText(given, signature(secret, url.pathname, expires))) {
        return problemResponse(403, 'The signature of this URL is not valid.');
      }
      if (now > expires) return problemResponse(403, 'This URL has expired; ask for a new one.');
      return null;
    },
  };
}
