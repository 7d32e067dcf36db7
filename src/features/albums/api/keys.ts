/**
 * The query keys of the albums feature, in one place: every queryKey, invalidation and cache write of the feature
 * uses these; other features invalidate albums through `@/features/albums` (`refreshAlbums`).
 *
 * The tree, so that each change invalidates what it changes (albumChangeInvalidations, album-changes.ts):
 *   ['albums']                                         everything (photos deleted from the library, activation)
 *     'list', {limit}                                  the own albums, page by page (tiles: names, counts, covers)
 *     'album', albumId                                 one album (name, count, cover)
 *       'photos', sortKey, sortOrder                   its photos, page by page
 *     'shared'                                         the shared albums service
 *       'counts'                                       readAlbumsCount
 *       'list'                                         the shared albums, page by page
 *       'album', albumId                               one shared album (+ participants)
 *         'photos', sortKey, sortOrder                 its photos
 */

/** Every album query starts with this key: invalidate it when albums change. */
export const ALBUMS_QUERY_KEY = ['albums'] as const;

/** Every page of every own-albums list. */
export const ALBUM_LISTS_QUERY_KEY = [...ALBUMS_QUERY_KEY, 'list'] as const;

/** The user's albums page by page, `limit` a page. */
export const albumListQueryKey = (limit: number) => [...ALBUM_LISTS_QUERY_KEY, { limit }] as const;

/** One album and everything under it (its photos). */
export const albumQueryKey = (albumId: string) => [...ALBUMS_QUERY_KEY, 'album', albumId] as const;

/** One album's photos in one sort order. */
export const albumPhotosQueryKey = (albumId: string, sort: { sortKey: string; sortOrder: string }) =>
  [...albumQueryKey(albumId), 'photos', sort.sortKey, sort.sortOrder] as const;

/** Every query of the shared-albums service. */
export const SHARED_ALBUMS_QUERY_KEY = [...ALBUMS_QUERY_KEY, 'shared'] as const;
export const SHARED_ALBUM_COUNTS_QUERY_KEY = [...SHARED_ALBUMS_QUERY_KEY, 'counts'] as const;
export const SHARED_ALBUM_LIST_QUERY_KEY = [...SHARED_ALBUMS_QUERY_KEY, 'list'] as const;
export const sharedAlbumQueryKey = (albumId: string) =>
  [...SHARED_ALBUMS_QUERY_KEY, 'album', albumId] as const;
export const sharedAlbumPhotosQueryKey = (albumId: string, sort: { sortKey: string; sortOrder: string }) =>
  [...sharedAlbumQueryKey(albumId), 'photos', sort.sortKey, sort.sortOrder] as const;
