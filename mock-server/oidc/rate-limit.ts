/** Anonymous sign-ins per client address (issue 24): each one stores an interaction and a session. */
export interface RateLimit {
  /** Requests at once. */
  burst: number;
  /** Requests per second after the burst. */
  perSecond: number;
}

/** Far above what a browser or a test suite does, far below a flood (3,000 in 4 s). */
export const ANONYMOUS_AUTH_RATE: RateLimit = { burst: 200, perSecond: 20 };

/** A token bucket per key; `take` is false when the key's bucket is empty. */
export function createRateLimiter({ burst, perSecond }: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): boolean {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at };
      bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
      bucket.at = at;
      buckets.set(key, bucket);
      if (buckets.size > 10_000) for (const [k, b] of buckets) if (b.tokens >= burst) buckets.delete(k);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** Seconds until the key may try again. */
    retryAfter(key: string): number {
      const bucket = buckets.get(key);
      return bucket ? Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) : 1;
    },
  };
}
