import { z } from 'zod/mini';
import type { components } from '@/api/generated/downloads';
import type { ApiClients } from '@/lib/api/clients';

/** `Download` of the downloads contract: the archive being generated for the photos. */
export const downloadSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  photos: z.array(z.string()),
}) satisfies z.ZodMiniType<components['schemas']['Download']>;

export type Download = z.infer<typeof downloadSchema>;

/**
 * POST downloads /downloads: starts generating a zip archive of own photos (at most DOWNLOAD_LIMIT, no
 * duplicates: the caller checks). The archive's progress comes on the downloads push channel.
 */
export async function createDownload({
  api,
  photoIds,
  name,
  signal,
}: {
  api: ApiClients;
  photoIds: readonly string[];
  /** The archive's name (the contract's "e.g. the album name"): the Downloads page and the saved file show it. */
  name?: string;
  signal?: AbortSignal;
}): Promise<Download> {
  const body = { photos: [...photoIds], ...(name === undefined ? {} : { name }) };
  const { data } = await api.downloads.POST('/downloads', { body, signal });
  return downloadSchema.parse(data);
}

/** POST downloads /shared-album-downloads: a zip archive of photos of a shared album (each with its owner). */
export async function createSharedAlbumDownload({
  api,
  albumId,
  photos,
}: {
  api: ApiClients;
  albumId: string;
  photos: { photoId: string; ownerId: string }[];
}): Promise<Download> {
  const { data } = await api.downloads.POST('/shared-album-downloads', { body: { albumId, photos } });
  return downloadSchema.parse(data);
}
