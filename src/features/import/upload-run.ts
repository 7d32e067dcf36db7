/**
 * One attempt at uploading the chosen photos: a few at a time, each to its own outcome, with the bytes sent so far.
 *
 * Assumption: three uploads at once (UPLOAD_CONCURRENCY) keeps a phone-sized batch moving without opening a
 * connection per photo; the documents give no number.
 */
import { isRequestFailure } from '@/lib/api/request-failure-error';
import type { ImportItem, UploadFailure, UploadOutcome } from './import-selection';

export const UPLOAD_CONCURRENCY = 3;

export interface UploadRunProgress {
  /** Bytes sent, of all photos of the attempt. */
  loaded: number;
  total: number;
  /** Photos finished (uploaded or failed), of all photos of the attempt. */
  finished: number;
  count: number;
}

export type UploadOne = (
  file: File,
  options: { signal: AbortSignal; onProgress: (loaded: number) => void },
) => Promise<unknown>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** What a failed upload's error means for the user. */
export function failureOf(error: unknown): UploadFailure {
  if (isRequestFailure(error, 415)) return 'type';
  if (isRequestFailure(error, 413)) return 'tooLarge';
  if (isRequestFailure(error, 400)) return 'unreadable';
  // fetch and XMLHttpRequest reject with a TypeError when no answer came (offline, connection dropped).
  if (error instanceof TypeError) return 'network';
  // Any other status, or an answer that does not match the contract.
  return 'server';
}

export async function runUploads(
  items: readonly ImportItem[],
  {
    upload,
    signal,
    onProgress,
    concurrency = UPLOAD_CONCURRENCY,
  }: {
    upload: UploadOne;
    signal: AbortSignal;
    onProgress: (progress: UploadRunProgress) => void;
    concurrency?: number;
  },
): Promise<Map<string, UploadOutcome>> {
  const outcomes = new Map<string, UploadOutcome>();
  const loaded = new Map<string, number>();
  const total = items.reduce((sum, item) => sum + item.file.size, 0);
  const report = () => {
    let sent = 0;
    for (const bytes of loaded.values()) sent += bytes;
    const finished = [...outcomes.values()].filter((o) => o.kind !== 'cancelled').length;
    onProgress({ loaded: Math.min(sent, total), total, finished, count: items.length });
  };

  const uploadItem = async (item: ImportItem) => {
    if (signal.aborted) {
      outcomes.set(item.id, { kind: 'cancelled' });
      return;
    }
    try {
      await upload(item.file, {
        signal,
        onProgress: (bytes) => {
          loaded.set(item.id, Math.min(bytes, item.file.size));
          report();
        },
      });
      outcomes.set(item.id, { kind: 'uploaded' });
    } catch (error) {
      outcomes.set(
        item.id,
        signal.aborted || isAbort(error)
          ? { kind: 'cancelled' }
          : { kind: 'failed', failure: failureOf(error) },
      );
    }
    // A finished photo counts whole (a failed one too: the bar shows the attempt's way to its end).
    if (outcomes.get(item.id)?.kind === 'cancelled') loaded.delete(item.id);
    else loaded.set(item.id, item.file.size);
    report();
  };

  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await uploadItem(item);
  };
  report();
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return outcomes;
}
