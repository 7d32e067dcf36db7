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
import { sendInChunks, type ChunkFailureReason } from '@/lib/api/batch';
import { isUnreadableAnswer } from '@/lib/mutations/unreadable-answer';

/** `FailedList` of openapi/services/photo.yaml: the ids that were not deleted. */
export const failedListSchema = z.object({ failed: z.array(z.string()) });

export const RETRIES_EXCEEDED_MESSAGE = 'Exceeded maximum amount of retries!';
export const PARTIAL_FAILURE_MESSAGE = 'Failed to delete photo!';

/** Why photos were not deleted: retries used up on failing requests, ids refused, or a request not worth retrying. */
export type DeletePhotosFailure = ChunkFailureReason;

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

/** One DELETE /photos request: the ids of `photoIds` the service did not delete. */
async function requestDelete(api: ApiClients, photoIds: string[]): Promise<Set<string>> {
  const { data } = await api.photo.DELETE('/photos', { body: { photoIds } });
  return new Set(failedListSchema.parse(data).failed);
}

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
  sleep,
}: DeletePhotosOptions): Promise<string[]> {
  const outcomes = await sendInChunks({
    items: photoIds,
    chunkSize,
    maxRetries,
    retryDelayMs: RETRY_DELAY_MS,
    send: (ids) => requestDelete(api, ids),
    retryRefused: true,
    onDone: onDeleted,
    sleep,
  });
  const deleted = outcomes.flatMap((outcome) => outcome.done);
  const notDeleted = outcomes.flatMap((outcome) => outcome.notDone);
  let failure: { reason: DeletePhotosFailure; cause?: unknown } | undefined;
  for (const outcome of outcomes) {
    if (!outcome.failure) continue;
    // An answer of the chunk that could not be read: what it did is unknown, so it is the cause.
    const cause = outcome.failure.errors.findLast(isUnreadableAnswer) ?? outcome.failure.lastError;
    // The first failure, unless a later one had an unreadable answer (then the caller must read the truth again).
    if (!failure || (isUnreadableAnswer(cause) && !isUnreadableAnswer(failure.cause)))
      failure = { reason: outcome.failure.reason, cause };
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
