/**
 * The changes of one album (photo service): rename (PATCH), delete (DELETE) and removing photos from it (DELETE
 * /albums/{id}/photos in chunks, each tried again on a failure that may pass). Which queries each change makes
 * stale is `albumChangeInvalidations` (the keys of api/keys.ts): only what it changes.
 */
import { z } from 'zod/mini';
import { ALBUM_REMOVE_CHUNK_SIZE, ALBUM_REMOVE_RETRIES } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { sendInChunks } from '@/lib/api/batch';
import { ALBUM_LISTS_QUERY_KEY, ALBUMS_QUERY_KEY, albumQueryKey, SHARED_ALBUMS_QUERY_KEY } from './keys';
import { USER_COUNTS_QUERY_KEY } from '@/features/user-counts';

const failedListSchema = z.object({ failed: z.array(z.string()) });

/** PATCH photo /albums/{id} with the new name (400 naming body.name when the service refuses it). */
export async function renameAlbum({
  api,
  albumId,
  name,
}: {
  api: ApiClients;
  albumId: string;
  name: string;
}): Promise<void> {
  await api.photo.PATCH('/albums/{id}', { params: { path: { id: albumId } }, body: { name } });
}

/** DELETE photo /albums/{id}: the album goes, its photos stay in the library. */
export async function deleteAlbum({ api, albumId }: { api: ApiClients; albumId: string }): Promise<void> {
  await api.photo.DELETE('/albums/{id}', { params: { path: { id: albumId } } });
}

/** Some photos were not taken out of the album; `removed` were. */
export class RemoveAlbumPhotosError extends Error {
  override name = 'RemoveAlbumPhotosError';
  constructor(
    readonly removed: readonly string[],
    readonly notRemoved: readonly string[],
    options?: { cause?: unknown },
  ) {
    super(`${notRemoved.length} photos could not be removed from the album`, options);
  }
}

/**
 * Removes photos from an album chunk by chunk; a chunk whose request fails in a way that may pass (network, 5xx)
 * is sent again up to ALBUM_REMOVE_RETRIES times. Resolves when every photo left the album; otherwise rejects with
 * RemoveAlbumPhotosError naming what was removed (the service confirmed it) and what was not.
 */
export async function removeAlbumPhotos({
  api,
  albumId,
  photoIds,
  chunkSize = ALBUM_REMOVE_CHUNK_SIZE,
  retries = ALBUM_REMOVE_RETRIES,
  sleep,
}: {
  api: ApiClients;
  albumId: string;
  photoIds: readonly string[];
  chunkSize?: number;
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
}): Promise<void> {
  const outcomes = await sendInChunks({
    items: photoIds,
    chunkSize,
    maxRetries: retries,
    retryDelayMs: 300,
    send: async (ids) => {
      const { data } = await api.photo.DELETE('/albums/{id}/photos', {
        params: { path: { id: albumId } },
        body: { photoIds: ids },
      });
      return failedListSchema.parse(data).failed;
    },
    retryRefused: false,
    sleep,
  });
  const removed = outcomes.flatMap((outcome) => outcome.done);
  const notRemoved = outcomes.flatMap((outcome) => outcome.notDone);
  const cause = outcomes.find((outcome) => outcome.failure?.lastError !== undefined)?.failure?.lastError;
  if (notRemoved.length > 0) throw new RemoveAlbumPhotosError(removed, notRemoved, { cause });
}

/**
 * What each change of an album makes stale; every album change invalidates through this table:
 * - created: the lists (a new tile) and the user's counts (the Albums tab's number);
 * - rename: the album and the lists (the tile's name), not its photos;
 * - photos added or removed: the album with its photos (count, cover) and the lists (tile count, cover);
 * - copied (the copy modal, into an album it may have just created): every album query and the user's counts;
 * - deleted: the lists and the user's counts (the Albums tab's number); the album itself is removed from the
 *   cache by the caller;
 * - shared album deleted: the shared albums;
 * - all (photos left the library, an activation): every album query.
 */
export const albumChangeInvalidations = {
  created: () => [ALBUM_LISTS_QUERY_KEY, USER_COUNTS_QUERY_KEY],
  rename: (albumId: string) => [{ queryKey: albumQueryKey(albumId), exact: true }, ALBUM_LISTS_QUERY_KEY],
  photos: (albumId: string) => [albumQueryKey(albumId), ALBUM_LISTS_QUERY_KEY],
  copied: () => [ALBUMS_QUERY_KEY, USER_COUNTS_QUERY_KEY],
  deleted: () => [ALBUM_LISTS_QUERY_KEY, USER_COUNTS_QUERY_KEY],
  sharedDeleted: () => [SHARED_ALBUMS_QUERY_KEY],
  all: () => [ALBUMS_QUERY_KEY],
} as const;
