/**
 * What the album routes' loaders take, in the one shape of every feature's routes (docs/architecture.md "Routes:
 * one loader, one guard"): async `load…` functions the loader awaits side by side, then hands to `loadList`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getUserCountsQueryOptions } from '@/features/user-counts';
import type { ApiClients } from '@/lib/api/clients';
import { getAlbumQueryOptions } from './get-album';
import { getAlbumsInfiniteQueryOptions } from './get-albums';
import { prefetchAlbumFirstPage, type AlbumFirstPageInput } from './prefetch-album-first-page';
import { getSharedAlbumCountsQueryOptions, getSharedAlbumQueryOptions } from './shared-albums';

/** The query options of the albums list. */
export const loadAlbumsQueryOptions = async (api: ApiClients) => getAlbumsInfiniteQueryOptions(api);

/** The query options of one own album. */
export const loadAlbumQueryOptions = async (api: ApiClients, albumId: string) =>
  getAlbumQueryOptions(api, albumId);

/** The query options of one shared album (its route, and the album route's redirect). */
export const loadSharedAlbumQueryOptions = async (api: ApiClients, albumId: string) =>
  getSharedAlbumQueryOptions(api, albumId);

/** The album screen's first page of photos, asked for beside the album (prefetch-album-first-page.ts). */
export const loadAlbumFirstPage = async (input: AlbumFirstPageInput) => prefetchAlbumFirstPage(input);

/**
 * The photo area's tab counts on the album screens (PhotoAreaTabs: the photo and album counts, and the shared albums'
 * read count with its flag on), started by the loader beside the screen's own calls instead of after the screen
 * rendered, a round trip later (issue 23 "Slow network"; src/start/first-calls.ts starts the same calls). Not
 * awaited: the screen shows without them and the counts fill in when they answer.
 */
export const startPhotoAreaTabCounts = ({
  queryClient,
  api,
  sharedAlbums,
}: {
  queryClient: QueryClient;
  api: ApiClients;
  sharedAlbums: boolean;
}): void => {
  void queryClient.prefetchQuery(getUserCountsQueryOptions(api));
  if (sharedAlbums) void queryClient.prefetchQuery(getSharedAlbumCountsQueryOptions(api));
};
