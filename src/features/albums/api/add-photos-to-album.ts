import { z } from 'zod/mini';
import { ALBUM_PHOTOS_CHUNK_SIZE } from '../constants';
import { chunk } from '@/lib/api/batch';
import type { ApiClients } from '@/lib/api/clients';

const failedListSchema = z.object({ failed: z.array(z.string()) });

/** Some photos were not added: the service answered them in `failed` (not the user's, or deleted meanwhile). */
export class PhotosNotAddedError extends Error {
  override name = 'PhotosNotAddedError';
  constructor(readonly failed: readonly string[]) {
    super(`${failed.length} photos could not be added to the album`);
  }
}

/**
 * POST photo /albums/{id}/photos, one chunk of ALBUM_PHOTOS_CHUNK_SIZE after the other. Adding is idempotent (a
 * photo already in the album is no failure), so after any failure the whole copy can simply be tried again.
 * Rejects with the request's error (chunks before it were added) or with PhotosNotAddedError listing the ids
 * the service did not add.
 */
export async function addPhotosToAlbum({
  api,
  albumId,
  photoIds,
  chunkSize = ALBUM_PHOTOS_CHUNK_SIZE,
}: {
  api: ApiClients;
  albumId: string;
  photoIds: readonly string[];
  chunkSize?: number;
}): Promise<void> {
  const failed: string[] = [];
  for (const ids of chunk([...new Set(photoIds)], chunkSize)) {
    const { data } = await api.photo.POST('/albums/{id}/photos', {
      params: { path: { id: albumId } },
      body: { photoIds: ids },
    });
    failed.push(...failedListSchema.parse(data).failed);
  }
  if (failed.length > 0) throw new PhotosNotAddedError(failed);
}
