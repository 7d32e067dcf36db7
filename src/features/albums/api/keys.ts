/**
 * The query keys of the albums feature, in one place: every queryKey, invalidation and cache write of the feature
 * uses these; other features invalidate albums through `@/features/albums` (`refreshAlbums`).
 */

/** Every album query starts with this key: invalidate it when albums change. */
export const ALBUMS_QUERY_KEY = ['albums'] as const;

/** The user's albums page by page, `limit` a page. */
export const albumListQueryKey = (limit: number) => [...ALBUMS_QUERY_KEY, 'list', { limit }] as const;
