/**
 * Loading a timeline month's pages from outside the timeline (the preview moving past what is loaded, a reload
 * of the preview). It goes through the timeline's own month queries (getTimelineMonthQueryOptions), so the
 * timeline under the preview shows the same photos, and a page already on its way is not asked for twice.
 */
import { InfiniteQueryObserver, type QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { getTimelineMonthQueryOptions, type TimelineMonthParams } from '../api/get-timeline-month';
import { timelineMonthQueryKey } from '../api/keys';
import { hasMorePages, monthStateOf, type MonthQueryState, type MonthState } from '../timeline/month-state';

export interface MonthLoad {
  queryClient: QueryClient;
  api: ApiClients;
  params: TimelineMonthParams;
}

/** The month's state in the query cache now. */
export function cachedMonthState({ queryClient, params }: Omit<MonthLoad, 'api'>): MonthState {
  const query = queryClient.getQueryCache().find({ queryKey: timelineMonthQueryKey(params), exact: true });
  return monthStateOf(query?.state as MonthQueryState | undefined);
}

/** The month with its first page (loaded unless it has one). Rejects when the page cannot be loaded. */
export async function loadFirstPage(load: MonthLoad): Promise<MonthState> {
  await load.queryClient.fetchInfiniteQuery(getTimelineMonthQueryOptions(load.api, load.params));
  return cachedMonthState(load);
}

/** The month with one more page (its first when it has none); as it is when it has no more. */
export async function loadNextPage(load: MonthLoad): Promise<MonthState> {
  const before = cachedMonthState(load);
  if (before.status !== 'fulfilled') return loadFirstPage(load);
  if (!hasMorePages(before)) return before;
  const observer = new InfiniteQueryObserver(
    load.queryClient,
    getTimelineMonthQueryOptions(load.api, load.params),
  );
  try {
    const result = await observer.fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error;
  } finally {
    observer.destroy();
  }
  return cachedMonthState(load);
}

/** Loads pages until `done` says so or the month has no more; every page when `done` never does. */
export async function loadPagesUntil(
  load: MonthLoad,
  done: (month: MonthState) => boolean = () => false,
): Promise<MonthState> {
  let month = await loadFirstPage(load);
  while (!done(month) && hasMorePages(month)) {
    const pages = month.pages.length;
    month = await loadNextPage(load);
    if (month.pages.length <= pages) break;
  }
  return month;
}
