/**
 * The changes of one album (photo service): rename (PATCH), delete (DELETE) and removing photos from it (DELETE
 * /albums/{id}/photos in chunks, each tried again on a failure that may pass). Which queries each change makes
 * stale is `albumChangeInvalidations` (the keys of api/keys.ts): only what it changes.
 */
import { z } from 'zod/mini';
import { ALBUM_REMOVE_CHUNK_SIZE, ALBUM_REMOVE_RETRIES } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { chunk } from './add-photos-to-album';
import { ALBUM_LISTS_QUERY_KEY, ALBUMS_QUERY_KEY, albumQueryKey } from './keys';

const failedListSchema = z.object({ failed: z.array(z.string()) });

/** PATCH photo /albums/{id} with the new name (400 naming body.name when the service refuses it). */
export async function renameAlbum(api: ApiClients, albumId: string, name: string): Promise<void> {
  await api.photo.PATCH('/albums/{id}', { params: { path: { id: albumId } }, body: { name } });
}

/** DELETE photo /albums/{id}: the album goes, its photos stay in the library. */
export async function deleteAlbum(api: ApiClients, albumId: string): Promise<void> {
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

const mayPassLater = (error: unknown) =>
  !(error instanceof RequestFailureError) ||
  error.status >= 500 ||
  error.status === 408 ||
  error.status === 429;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  sleep = wait,
}: {
  api: ApiClients;
  albumId: string;
  photoIds: readonly string[];
  chunkSize?: number;
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
}): Promise<void> {
  const removed: string[] = [];
  const notRemoved: string[] = [];
  let cause: unknown;
  for (const ids of chunk([...new Set(photoIds)], chunkSize)) {
    for (let attempt = 0; ; attempt++) {
      try {
        const { data } = await api.photo.DELETE('/albums/{id}/photos', {
          params: { path: { id: albumId } },
          body: { photoIds: ids },
        });
        const failed = new Set(failedListSchema.parse(data).failed);
        removed.push(...ids.filter((id) => !failed.has(id)));
        notRemoved.push(...ids.filter((id) => failed.has(id)));
        break;
      } catch (error) {
        if (attempt >= retries || !mayPassLater(error)) {
          cause ??= error;
          notRemoved.push(...ids);
          break;
        }
        await sleep(300 * (attempt + 1));
      }
    }
  }
  if (notRemoved.length > 0) throw new RemoveAlbumPhotosError(removed, notRemoved, { cause });
}

/**
 * What each change of an album makes stale:
 * - rename: the album and the lists (the tile's name), not its photos;
 * - photos added or removed: the album with its photos (count, cover) and the lists (tile count, cover);
 * - delete: the lists (the album itself is removed from the cache by the caller) and the user's counts.
 */
export const albumChangeInvalidations = {
  rename: (albumId: string) => [{ queryKey: albumQueryKey(albumId), exact: true }, ALBUM_LISTS_QUERY_KEY],
  photos: (albumId: string) => [albumQueryKey(albumId), ALBUM_LISTS_QUERY_KEY],
  deleted: () => [ALBUM_LISTS_QUERY_KEY],
  all: () => [ALBUMS_QUERY_KEY],
} as const;
