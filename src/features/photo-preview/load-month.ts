/**
 * Loading a paged photo list's pages from outside its grid (the preview moving past what is loaded, a reload of
 * the preview): a timeline month, or an album's photos. It goes through the list's own infinite query (the same
 * options the grid uses), so the grid under the preview shows the same photos, and a page already on its way is
 * not asked for twice.
 */
import {
  InfiniteQueryObserver,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import type { PhotoPage } from '@/lib/api/schemas/photo';
import {
  getTimelineMonthQueryOptions,
  type TimelineMonthParams,
  hasMorePages,
  monthStateOf,
  type MonthQueryState,
  type MonthState,
} from '@/features/photo-grid';

/** The infinite query of a paged photo list (each page a PhotoPage, the cursor as the page parameter). */
export type PagedListQuery = InfiniteQueryObserverOptions<
  PhotoPage,
  Error,
  InfiniteData<PhotoPage, string | undefined>,
  readonly unknown[],
  string | undefined
>;

/** A list's query options as the loader takes them (a feature's infiniteQueryOptions of PhotoPage pages). */
export const asPagedListQuery = (options: object): PagedListQuery => options as PagedListQuery;

export interface ListLoad {
  queryClient: QueryClient;
  query: PagedListQuery;
}

/** The list's state in the query cache now. */
export function cachedListState({ queryClient, query }: ListLoad): MonthState {
  const found = queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true });
  return monthStateOf(found?.state as MonthQueryState | undefined);
}

/** The list with its first page (loaded unless it has one). Rejects when the page cannot be loaded. */
export async function loadListFirstPage(load: ListLoad): Promise<MonthState> {
  await load.queryClient.fetchInfiniteQuery(load.query as Parameters<QueryClient['fetchInfiniteQuery']>[0]);
  return cachedListState(load);
}

/** One more page at the list's end or before its start, through an observer of the list's own query. */
async function loadAnotherPage(load: ListLoad, direction: 'next' | 'previous'): Promise<MonthState> {
  const observer = new InfiniteQueryObserver(load.queryClient, load.query);
  try {
    if (direction === 'next') {
      const result = await observer.fetchNextPage({ cancelRefetch: false });
      if (result.isFetchNextPageError) throw result.error;
    } else {
      const result = await observer.fetchPreviousPage({ cancelRefetch: false });
      if (result.isFetchPreviousPageError) throw result.error;
    }
  } finally {
    observer.destroy();
  }
  return cachedListState(load);
}

/** The list with one more page (its first when it has none); as it is when it has no more. */
export async function loadListNextPage(load: ListLoad): Promise<MonthState> {
  const before = cachedListState(load);
  if (before.status !== 'fulfilled') return loadListFirstPage(load);
  return hasMorePages(before) ? loadAnotherPage(load, 'next') : before;
}

/** The list with the page before its first (a window of pages that let it go, ADR 058); as it is otherwise. */
export async function loadListPreviousPage(load: ListLoad): Promise<MonthState> {
  const before = cachedListState(load);
  return before.status === 'fulfilled' && before.pagesBefore ? loadAnotherPage(load, 'previous') : before;
}

/**
 * Loads pages until `done` says so or the list has no more; every page when `done` never does. A window of pages
 * (ADR 058) lets go of its first pages meanwhile: `done` sees the pages held at each step.
 */
export async function loadListPagesUntil(
  load: ListLoad,
  done: (list: MonthState) => boolean = () => false,
): Promise<MonthState> {
  let list = await loadListFirstPage(load);
  while (!done(list) && hasMorePages(list)) {
    const last = list.pages.at(-1)?.items;
    list = await loadListNextPage(load);
    if (list.pages.at(-1)?.items === last) break;
  }
  return list;
}

/** A timeline month to load: the month's query is getTimelineMonthQueryOptions. */
export interface MonthLoad {
  queryClient: QueryClient;
  api: ApiClients;
  params: TimelineMonthParams;
}

const monthList = ({
  queryClient,
  api,
  params,
}: Omit<MonthLoad, 'api'> & { api?: ApiClients }): ListLoad => ({
  queryClient,
  // The key is all the cache lookup needs; the fetcher needs the clients.
  query: asPagedListQuery(getTimelineMonthQueryOptions(api as ApiClients, params)),
});

/** The month's state in the query cache now. */
export const cachedMonthState = (load: Omit<MonthLoad, 'api'>): MonthState =>
  cachedListState(monthList(load));
export const loadNextPage = (load: MonthLoad) => loadListNextPage(monthList(load));
export const loadPagesUntil = (load: MonthLoad, done?: (month: MonthState) => boolean) =>
  loadListPagesUntil(monthList(load), done);
