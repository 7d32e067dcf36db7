import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { TIMELINE_PAGE_LIMIT } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { photoPageSchema, type PhotoPage } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';
import type { ApiSort } from '../sorting/photo-sort';
import { TIMELINE_MONTHS_QUERY_KEY, timelineMonthQueryKey } from './keys';

export interface TimelineMonthParams extends ApiSort {
  year: number;
  month: number;
}

/** One page of a month's photos: GET /photos/timeline/{year}/{month}; `signal` aborts it. */
export async function getTimelineMonth({
  api,
  year,
  month,
  cursor,
  sortKey,
  sortOrder,
  signal,
}: TimelineMonthParams & { api: ApiClients; cursor?: string; signal?: AbortSignal }): Promise<PhotoPage> {
  const { data } = await api.photo.GET('/photos/timeline/{year}/{month}', {
    params: { path: { year, month }, query: { cursor, limit: TIMELINE_PAGE_LIMIT, sortKey, sortOrder } },
    signal,
  });
  return photoPageSchema.parse(data);
}

/** Loaded months stay in memory this long after they leave the window (then they load again when shown). */
const MONTH_GC_TIME = 10 * 60_000;

/**
 * A month's photos page by page (24 at a time, with the cursor). A month loads once (never stale): it is only
 * fetched again after a sort change or a failure. TanStack Query's AbortSignal reaches fetch, so cancelling the
 * query (the month left the window) aborts the request.
 */
export const getTimelineMonthQueryOptions = (api: ApiClients, params: TimelineMonthParams) =>
  infiniteQueryOptions({
    queryKey: timelineMonthQueryKey(params),
    queryFn: ({ pageParam, signal }) => getTimelineMonth({ api, ...params, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
    staleTime: Infinity,
    gcTime: MONTH_GC_TIME,
  });

/**
 * Drives the loading of a month shown on screen: nothing is fetched until `enabled`. It does not re-render its
 * component (the timeline reads every month's state from the query cache, see use-month-states.ts).
 */
export function useTimelineMonthLoader(params: TimelineMonthParams, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...getTimelineMonthQueryOptions(useApi(), params),
    enabled,
    notifyOnChangeProps: [],
  });
}

/** A change of sort: every month back to uninitialized with empty pages (fetches on their way are cancelled). */
export function resetTimelineMonths(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: TIMELINE_MONTHS_QUERY_KEY });
}
