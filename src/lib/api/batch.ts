/**
 * Sending a list of ids to the services in chunks, each chunk tried again when its request fails in a way that may
 * pass later (network, 5xx, 408, 429): deleting photos (features/photo-actions/delete/delete-photos.ts) and taking
 * photos out of an album (features/albums/api/album-changes.ts). A chunk that cannot be done does not stop the
 * others; each chunk's outcome says what was done, what was not and why, and the caller builds its own error.
 */
import { RequestFailureError } from './request-failure-error';

/** `items` in chunks of at most `size` (the last one shorter), in order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Chunk size must be a positive integer: ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Network errors and 5xx (and 408/429) may pass on a later try; other 4xx answers will not. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof RequestFailureError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Why a chunk was not done: retries used up on failing requests, items refused, or a request not worth retrying. */
export type ChunkFailureReason = 'retries-exceeded' | 'partial' | 'request';

export interface ChunkOutcome<T> {
  done: T[];
  notDone: T[];
  failure?: {
    reason: ChunkFailureReason;
    /** The error of the chunk's last request, when that request failed. */
    lastError?: unknown;
    /** Every request error of the chunk, in order. */
    errors: unknown[];
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SendInChunksOptions<T> {
  /** Duplicates are sent once. */
  items: readonly T[];
  chunkSize: number;
  /** Retries of a chunk after its first request (0: one request only). */
  maxRetries: number;
  /** Retry number n (1, 2, ...) waits n times this. */
  retryDelayMs: number;
  /** One request for `items`: resolves with those the service refused (it did the others). */
  send: (items: T[]) => Promise<Iterable<T>>;
  /** Send the refused items again (true), or count them as not done at once (false). */
  retryRefused: boolean;
  /** Called after each answer with the items it did. */
  onDone?: (items: T[]) => void;
  /** How to wait before a retry (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
}

/** Sends the items chunk by chunk, one chunk after the other; resolves with each chunk's outcome, in order. */
export async function sendInChunks<T>({
  items,
  chunkSize,
  maxRetries,
  retryDelayMs,
  send,
  retryRefused,
  onDone = () => {},
  sleep = wait,
}: SendInChunksOptions<T>): Promise<ChunkOutcome<T>[]> {
  const outcomes: ChunkOutcome<T>[] = [];
  for (const ids of chunk([...new Set(items)], chunkSize)) {
    outcomes.push(await sendChunk(ids, { maxRetries, retryDelayMs, send, retryRefused, onDone, sleep }));
  }
  return outcomes;
}

async function sendChunk<T>(
  ids: T[],
  {
    maxRetries,
    retryDelayMs,
    send,
    retryRefused,
    onDone,
    sleep,
  }: Required<Omit<SendInChunksOptions<T>, 'items' | 'chunkSize'>>,
): Promise<ChunkOutcome<T>> {
  const done: T[] = [];
  const errors: unknown[] = [];
  let pending = ids;
  let lastError: unknown;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs * attempt);
    try {
      const refused = new Set(await send(pending));
      lastError = undefined;
      const now = pending.filter((id) => !refused.has(id));
      pending = pending.filter((id) => refused.has(id));
      if (now.length > 0) {
        done.push(...now);
        onDone(now);
      }
      if (pending.length === 0) return { done, notDone: [] };
      if (!retryRefused) return { done, notDone: pending, failure: { reason: 'partial', errors } };
    } catch (error) {
      errors.push(error);
      lastError = error;
      if (!isRetryable(error))
        return { done, notDone: pending, failure: { reason: 'request', lastError: error, errors } };
    }
    if (attempt >= maxRetries) break;
  }
  const reason = lastError === undefined ? 'partial' : 'retries-exceeded';
  return { done, notDone: pending, failure: { reason, lastError, errors } };
}
