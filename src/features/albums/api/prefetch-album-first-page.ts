/**
 * The album route's first page of photos, asked for beside the album (ADR 052) before the album's answer tells
 * whether the id is one of the user's albums at all: a shared album's id on the own-album route answers 404 to
 * both calls, and the route then redirects to the shared album (ADR 060). The page is the album grid's own
 * infinite query (the grid takes it from the cache, or joins it while it is on its way); its answer is never held
 * back, only a failure waits for the route's verdict:
 * - `keep()`: the route shows the album: a failure goes on as any query's (retried, cached, reported), as before;
 * - `drop()`: the route redirects: the query leaves the cache unless it holds data, so a request on its way is
 *   aborted and a failure is neither cached nor reported (the shared album's photos are another call).
 * Call one of them in every case (a failure waits until then); a second call does nothing more.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { getAlbumPhotos, getAlbumPhotosQueryOptions, type AlbumPhotosSort } from './get-album';

export interface AlbumFirstPage {
  /** The album is shown: a failure of the page is a failure as any other. */
  keep: () => void;
  /** The route goes elsewhere: the page's query goes, silently, unless it holds data. */
  drop: () => void;
}

/** Which album's first page, in which order, with the app's query client and API clients. */
export interface AlbumFirstPageInput {
  queryClient: QueryClient;
  api: ApiClients;
  albumId: string;
  sort: AlbumPhotosSort;
}

export function prefetchAlbumFirstPage({
  queryClient,
  api,
  albumId,
  sort,
}: AlbumFirstPageInput): AlbumFirstPage {
  const options = getAlbumPhotosQueryOptions(api, albumId, sort);
  let settle = () => {};
  const verdict = new Promise<void>((resolve) => (settle = resolve));
  void queryClient.prefetchInfiniteQuery({
    ...options,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getAlbumPhotos({ api, albumId, sort, cursor: pageParam.cursor, signal });
      } catch (error) {
        await verdict;
        throw error;
      }
    },
  });
  return {
    keep: () => settle(),
    drop: () => {
      queryClient.removeQueries({
        queryKey: options.queryKey,
        exact: true,
        predicate: (query) => query.state.data === undefined,
      });
      settle();
    },
  };
}
