import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ALBUM_SECTION_SIZE, ALBUM_WINDOW_PAGES } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { pageWindow } from '@/lib/query/page-window';
import { photoPageSchema, type PhotoPage } from '@/lib/api/schemas/photo';
import { albumSchema, type Album } from './get-albums';
import { albumPhotosQueryKey, albumQueryKey } from './keys';

export interface AlbumPhotosSort {
  sortKey: 'created' | 'dateTaken';
  sortOrder: 'asc' | 'desc';
}

/** GET photo /albums/{id}: one of the user's albums (404 when it is not theirs or does not exist). */
export async function getAlbum({
  api,
  albumId,
  signal,
}: {
  api: ApiClients;
  albumId: string;
  signal?: AbortSignal;
}): Promise<Album> {
  const { data } = await api.photo.GET('/albums/{id}', { params: { path: { id: albumId } }, signal });
  return albumSchema.parse(data);
}

export const getAlbumQueryOptions = (api: ApiClients, albumId: string) =>
  queryOptions({
    queryKey: albumQueryKey(albumId),
    queryFn: ({ signal }) => getAlbum({ api, albumId, signal }),
  });

/** GET photo /albums/{id}/photos: one page (a section of 24) of an album's photos. */
export async function getAlbumPhotos({
  api,
  albumId,
  cursor,
  sort,
  limit = ALBUM_SECTION_SIZE,
  signal,
}: {
  api: ApiClients;
  albumId: string;
  cursor?: string;
  sort: AlbumPhotosSort;
  limit?: number;
  signal?: AbortSignal;
}): Promise<PhotoPage> {
  const { data } = await api.photo.GET('/albums/{id}/photos', {
    params: { path: { id: albumId }, query: { limit, ...sort, ...(cursor ? { cursor } : {}) } },
    signal,
  });
  return photoPageSchema.parse(data);
}

/** An album's photos, a section (24) a page, with the cursor; the album grid asks for the next as it scrolls. */
export const getAlbumPhotosQueryOptions = (api: ApiClients, albumId: string, sort: AlbumPhotosSort) =>
  infiniteQueryOptions({
    queryKey: albumPhotosQueryKey(albumId, sort),
    queryFn: ({ pageParam, signal }) =>
      getAlbumPhotos({ api, albumId, sort, cursor: pageParam.cursor, signal }),
    ...pageWindow<PhotoPage>(ALBUM_WINDOW_PAGES),
  });

/** Every photo id of an album ("Select all"), 500 a request. */
export async function getAllAlbumPhotos({
  api,
  albumId,
  sort,
}: {
  api: ApiClients;
  albumId: string;
  sort: AlbumPhotosSort;
}) {
  const photos: PhotoPage['images'] = [];
  let cursor: string | undefined;
  do {
    const page = await getAlbumPhotos({ api, albumId, sort, cursor, limit: 500 });
    photos.push(...page.images);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return photos;
}
