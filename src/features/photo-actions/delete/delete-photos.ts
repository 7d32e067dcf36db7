/**
 * Deleting photos on the photo service (account-area.md sections 4, 7 and 8):
 * - one photo: DELETE /photos with its id, one request (the preview's Delete; the caller undoes its optimistic
 *   removal when this rejects);
 * - a selection: DELETE /photos in chunks of DELETE_PHOTOS_CHUNK_SIZE, one chunk after the other. The ids of a
 *   chunk that come back in `failed`, and a chunk whose request failed (network or 5xx), are tried again, up to
 *   DELETE_PHOTOS_MAX_RETRIES times, waiting a little longer before each retry;
 * - everything: DELETE /photos/all.
 *
 * Assumptions where the documents are silent: a chunk that cannot be deleted does not stop the others (as much
 * as possible is deleted, and what was is reported); a 4xx answer is not retried (the same request would be
 * refused again). An answer that cannot be read (issue 24: the service may have deleted the ids, so a retry hears
 * them back in `failed`) makes that unreadable answer the failure's cause, so the caller reads the truth again
 * instead of reporting photos as not deleted that are gone. The internal messages are the spec's: "Exceeded maximum amount of retries!" when a chunk's
 * request kept failing, "Failed to delete photo!" when the service kept refusing some ids (partial failure).
 */
import { z } from 'zod/mini';
import { DELETE_PHOTOS_CHUNK_SIZE, DELETE_PHOTOS_MAX_RETRIES } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { isUnreadableAnswer } from '@/lib/mutations/unreadable-answer';

/** `FailedList` of openapi/services/photo.yaml: the ids that were not deleted. */
export const failedListSchema = z.object({ failed: z.array(z.string()) });

export const RETRIES_EXCEEDED_MESSAGE = 'Exceeded maximum amount of retries!';
export const PARTIAL_FAILURE_MESSAGE = 'Failed to delete photo!';

/** Why photos were not deleted: retries used up on failing requests, ids refused, or a request not worth retrying. */
export type DeletePhotosFailure = 'retries-exceeded' | 'partial' | 'request';

/** Some photos of a selection were not deleted. `deleted` holds those that were (they are gone on the server). */
export class DeletePhotosError extends Error {
  override name = 'DeletePhotosError';
  readonly reason: DeletePhotosFailure;
  readonly deleted: readonly string[];
  readonly notDeleted: readonly string[];

  constructor(
    reason: DeletePhotosFailure,
    { deleted, notDeleted, cause }: { deleted: string[]; notDeleted: string[]; cause?: unknown },
  ) {
    super(
      reason === 'retries-exceeded'
        ? RETRIES_EXCEEDED_MESSAGE
        : reason === 'partial'
          ? PARTIAL_FAILURE_MESSAGE
          : 'Request failure',
      { cause },
    );
    this.reason = reason;
    this.deleted = deleted;
    this.notDeleted = notDeleted;
  }
}

/** `ids` in chunks of at most `size` (the last one shorter), in order. */
export function chunk<T>(ids: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Chunk size must be a positive integer: ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}

/** Network errors and 5xx (and 408/429) may pass on a later try; other 4xx answers will not. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof RequestFailureError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** One DELETE /photos request: the ids of `photoIds` the service did not delete. */
async function requestDelete(api: ApiClients, photoIds: string[]): Promise<Set<string>> {
  const { data } = await api.photo.DELETE('/photos', { body: { photoIds } });
  return new Set(failedListSchema.parse(data).failed);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits before retry number `attempt` (1, 2, ...): 500 ms, 1 s, 1.5 s. */
export const RETRY_DELAY_MS = 500;

export interface DeletePhotosOptions {
  api: ApiClients;
  photoIds: readonly string[];
  /** Called after each answer with the ids it deleted (the caller removes them from the screen at once). */
  onDeleted?: (photoIds: string[]) => void;
  chunkSize?: number;
  maxRetries?: number;
  /** How to wait before a retry (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
}

interface ChunkResult {
  deleted: string[];
  notDeleted: string[];
  failure?: { reason: DeletePhotosFailure; cause?: unknown };
}

async function deleteChunk(
  ids: string[],
  { api, onDeleted, maxRetries, sleep }: Required<Omit<DeletePhotosOptions, 'photoIds' | 'chunkSize'>>,
): Promise<ChunkResult> {
  const deleted: string[] = [];
  let pending = ids;
  let requestError: unknown;
  /** An answer of this chunk that could not be read: what it did is unknown. */
  let unreadable: unknown;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAY_MS * attempt);
    try {
      const failed = await requestDelete(api, pending);
      requestError = undefined;
      const done = pending.filter((id) => !failed.has(id));
      pending = pending.filter((id) => failed.has(id));
      if (done.length > 0) {
        deleted.push(...done);
        onDeleted(done);
      }
      if (pending.length === 0) return { deleted, notDeleted: [] };
    } catch (error) {
      if (!isRetryable(error))
        return { deleted, notDeleted: pending, failure: { reason: 'request', cause: unreadable ?? error } };
      if (isUnreadableAnswer(error)) unreadable = error;
      requestError = error;
    }
    if (attempt >= maxRetries) break;
  }
  const reason = requestError === undefined ? 'partial' : 'retries-exceeded';
  return { deleted, notDeleted: pending, failure: { reason, cause: unreadable ?? requestError } };
}

/**
 * Deletes a selection chunk by chunk; resolves with the deleted ids when every photo was deleted. Otherwise it
 * rejects with a DeletePhotosError that names what was deleted and what was not (the reason of the first chunk
 * that failed).
 */
export async function deletePhotos({
  api,
  photoIds,
  onDeleted = () => {},
  chunkSize = DELETE_PHOTOS_CHUNK_SIZE,
  maxRetries = DELETE_PHOTOS_MAX_RETRIES,
  sleep = wait,
}: DeletePhotosOptions): Promise<string[]> {
  const unique = [...new Set(photoIds)];
  const deleted: string[] = [];
  const notDeleted: string[] = [];
  let failure: ChunkResult['failure'];
  for (const ids of chunk(unique, chunkSize)) {
    const result = await deleteChunk(ids, { api, onDeleted, maxRetries, sleep });
    deleted.push(...result.deleted);
    notDeleted.push(...result.notDeleted);
    // The first failure, unless a later one had an unreadable answer (then the caller must read the truth again).
    if (
      !failure ||
      (result.failure && isUnreadableAnswer(result.failure.cause) && !isUnreadableAnswer(failure.cause))
    )
      failure = result.failure ?? failure;
  }
  if (failure) {
    throw new DeletePhotosError(failure.reason, { deleted, notDeleted, cause: failure.cause });
  }
  return deleted;
}

/** Deletes one photo (one request, no retries: the user sees the photo come back at once if it fails). */
export async function deletePhoto({ api, photoId }: { api: ApiClients; photoId: string }): Promise<void> {
  const failed = await requestDelete(api, [photoId]);
  if (failed.has(photoId)) throw new Error(PARTIAL_FAILURE_MESSAGE);
}

/** Deletes every photo of the account (DELETE /photos/all, 204). */
export async function deleteAllPhotos({ api }: { api: ApiClients }): Promise<void> {
  await api.photo.DELETE('/photos/all');
}
