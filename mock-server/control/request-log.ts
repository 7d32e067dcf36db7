/**
 * The request log the mock's console shows (issue 26): every call the mock answered, in a ring buffer of at most
 * `capacity` entries (default REQUEST_LOG_CAPACITY) with bodies cut at BODY_LIMIT characters, so its memory stays
 * bounded however long the mock runs. New entries are pushed to subscribers (the console's Server-Sent Events
 * stream, GET /__mock/requests/events); a reset does not empty it (the log is the developer's, not the seed's).
 */
import type { RequestLogEntry } from './schemas';

export const REQUEST_LOG_CAPACITY = 500;
/** Characters kept of a request or response body. */
export const BODY_LIMIT = 16 * 1024;

export type { RequestLogEntry };

export interface RequestLog {
  add(entry: Omit<RequestLogEntry, 'seq'>): RequestLogEntry;
  /** Oldest first. */
  list(): RequestLogEntry[];
  find(seq: number): RequestLogEntry | undefined;
  /** Calls `listener` with each new entry; returns the unsubscribe. */
  subscribe(listener: (entry: RequestLogEntry) => void): () => void;
  clear(): void;
}

/** `text` cut to `limit` characters, with a marker saying how much was left out. */
export function truncateBody(text: string | undefined, limit = BODY_LIMIT): string | undefined {
  if (text === undefined || text.length <= limit) return text;
  return `${text.slice(0, limit)}\n… (${text.length - limit} more characters not kept)`;
}

export function createRequestLog(capacity = REQUEST_LOG_CAPACITY): RequestLog {
  const ring: (RequestLogEntry | undefined)[] = new Array<RequestLogEntry | undefined>(capacity);
  let next = 0;
  let seq = 0;
  const listeners = new Set<(entry: RequestLogEntry) => void>();
  return {
    add(input) {
      const entry: RequestLogEntry = {
        ...input,
        seq: ++seq,
        requestBody: truncateBody(input.requestBody),
        responseBody: truncateBody(input.responseBody),
      };
      ring[next] = entry;
      next = (next + 1) % capacity;
      for (const listener of listeners) listener(entry);
      return entry;
    },
    list() {
      const entries: RequestLogEntry[] = [];
      for (let i = 0; i < capacity; i += 1) {
        const entry = ring[(next + i) % capacity];
        if (entry) entries.push(entry);
      }
      return entries;
    },
    find(wanted) {
      return ring.find((entry) => entry?.seq === wanted);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      ring.fill(undefined);
      next = 0;
    },
  };
}
