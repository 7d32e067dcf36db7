/**
 * An answer the app cannot read: the request left, but what the service did is unknown. The response did not
 * parse (a zod error, or a body that is not JSON), or no response arrived (the network failed or the request was
 * aborted after it was sent). After such an answer a mutation re-reads what it may have changed; after a
 * RequestFailureError (a non-OK answer the service sent on purpose) the service said what happened.
 */
import { z } from 'zod/mini';
import { RequestFailureError } from '@/lib/api/request-failure-error';

function isUnreadable(error: unknown): boolean {
  if (error instanceof z.core.$ZodError) return true;
  // response.json() of a body that is not JSON.
  if (error instanceof SyntaxError) return true;
  // fetch: "Failed to fetch" (browsers), "fetch failed" (Node), a dropped connection.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return true;
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Whether `error` (or what it wraps, through `cause`) is an answer that could not be read. */
export function isUnreadableAnswer(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    if (current instanceof RequestFailureError) return false;
    if (isUnreadable(current)) return true;
    seen.add(current);
  }
  return false;
}
