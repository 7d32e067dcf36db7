/**
 * Loaders of list pages: the route's loader starts the page's query before its component renders (data before
 * code), with the query client of the router context. A failure does not throw: the query keeps its error, and
 * the page shows its own error state with Try again (ListState) inside the account layout, not the route's
 * error page. The components read the same options with `useListQuery` / `useLoadMoreQuery`, which do not ask
 * again on mount after a failure the loader just had (Try again does).
 *
 *   loader: ({ context, deps }) => loadList(context.queryClient, getOrdersQueryOptions(context.api, deps.page)),
 */
import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

export interface LoadListOptions {
  /** Ask the service even when the cache holds a fresh answer (the page depends on the state now). */
  fresh?: boolean;
}

/**
 * Loads one query (a page of an offset list, or one resource) and resolves with its data, or undefined when it
 * failed (the error stays in the cache for the component). Await it to render with data; `void` it to render at
 * once with the loading state.
 *
 * A page seen before renders at once from the cache, as the browser's Back shows a page it kept: data that has
 * only grown old (past its staleTime) is shown and asked again behind it (the page's query refetches on mount),
 * instead of the old page staying on screen under the new address for a round trip. Data a change invalidated,
 * and `fresh`, wait for the service.
 */
export async function loadList<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, DefaultError, TData, TKey>,
  { fresh = false }: LoadListOptions = {},
): Promise<TData | undefined> {
  const kept = queryClient.getQueryState<TData>(options.queryKey);
  if (!fresh && kept?.data !== undefined && !kept.isInvalidated) return kept.data;
  await queryClient.prefetchQuery(fresh ? { ...options, staleTime: 0 } : options);
  return queryClient.getQueryData<TData>(options.queryKey);
}

/**
 * Loads the first `pages` pages of a cursor-paged "load more" list (`?pages=` of loadedPagesSearchSchema), one
 * cursor after the other, unless they are in the cache already. Resolves with the data, or undefined on failure.
 */
export async function loadMoreList<TPage, TKey extends QueryKey, TParam>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<TPage, DefaultError, TPage, TKey, TParam>,
  pages = 1,
): Promise<InfiniteData<TPage, TParam> | undefined> {
  const cached = queryClient.getQueryData<InfiniteData<TPage, TParam>>(options.queryKey);
  if (cached && cached.pages.length >= pages) {
    await queryClient.prefetchInfiniteQuery(options);
  } else {
    // A reload (or a cache that holds fewer pages than the address says): all of them, afresh.
    await queryClient.prefetchInfiniteQuery({ ...options, pages, staleTime: 0 } as typeof options);
  }
  return queryClient.getQueryData<InfiniteData<TPage, TParam>>(options.queryKey);
}

/** The list page's query (the options its loader loaded); a failure the loader had is shown, not asked again. */
export function useListQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
) {
  return useQuery({ ...options, retryOnMount: false });
}

/** The "load more" list's query (the options its loader loaded); see useListQuery. */
export function useLoadMoreQuery<TPage, TData, TKey extends QueryKey, TParam>(
  options: UseInfiniteQueryOptions<TPage, DefaultError, TData, TKey, TParam>,
) {
  return useInfiniteQuery({ ...options, retryOnMount: false });
}
