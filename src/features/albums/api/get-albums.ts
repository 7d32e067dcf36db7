import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ALBUMS_PAGE_LIMIT } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';
import { photoSchema } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';
import { albumListQueryKey } from './keys';

/** One of the user's own albums (`Album` of openapi/components/albums.yaml; field names unchanged, dates as Date). */
export const albumSchema = z.object({
  albumId: z.string().check(z.minLength(1)),
  albumName: z.string(),
  coverPhoto: z.optional(z.nullable(photoSchema)),
  photosCount: z.int().check(z.nonnegative()),
  created: dateTimeSchema,
  updated: dateTimeSchema,
  userId: z.string().check(z.minLength(1)),
  isShared: z.boolean(),
});

export type Album = z.infer<typeof albumSchema>;

/** A page of albums and the cursor of the next page (null on the last page). */
export const albumPageSchema = z.object({
  cursor: z.nullable(z.string()),
  albums: z.array(albumSchema),
});

export type AlbumPage = z.infer<typeof albumPageSchema>;

/** The spec's first-page rule: one less than the page size on the first page, the page size after. */
export const firstPageLimit = (cursor: string | undefined): number =>
  cursor === undefined ? ALBUMS_PAGE_LIMIT - 1 : ALBUMS_PAGE_LIMIT;

/** GET photo /albums: one page of the user's own albums, newest created first. */
export async function getAlbums({
  api,
  cursor,
  limit = ALBUMS_PAGE_LIMIT,
  signal,
}: {
  api: ApiClients;
  cursor?: string;
  limit?: number;
  signal?: AbortSignal;
}): Promise<AlbumPage> {
  const { data } = await api.photo.GET('/albums', {
    params: { query: { limit, ...(cursor ? { cursor } : {}) } },
    signal,
  });
  return albumPageSchema.parse(data);
}

/**
 * The user's albums page by page (the albums list, the copy-to-album modal's list): the first page holds one less
 * than ALBUMS_PAGE_LIMIT (the New album tile takes its place, account-area.md section 9), later pages the full size.
 */
export const getAlbumsInfiniteQueryOptions = (api: ApiClients) =>
  infiniteQueryOptions({
    queryKey: albumListQueryKey(ALBUMS_PAGE_LIMIT),
    queryFn: ({ pageParam, signal }) =>
      getAlbums({ api, cursor: pageParam, limit: firstPageLimit(pageParam), signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });

export function useAlbums() {
  return useInfiniteQuery(getAlbumsInfiniteQueryOptions(useApi()));
}
