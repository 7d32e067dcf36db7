import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PHOTOS_DEFAULT_SORT, TIMELINE_PAGE_LIMIT } from '@/config/constants';
import type { ApiClients } from '@/lib/api/clients';
import { photoPageSchema, type PhotoPage } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';

export type SortKey = 'created' | 'dateTaken';
export type SortOrder = 'asc' | 'desc';

export interface TimelineMonthParams {
  year: number;
  month: number;
  sortKey?: SortKey;
  sortOrder?: SortOrder;
}

/** One page of a month's photos: GET /photos/timeline/{year}/{month}. */
export async function getTimelineMonth({
  api,
  year,
  month,
  cursor,
  sortKey = PHOTOS_DEFAULT_SORT.sortKey,
  sortOrder = PHOTOS_DEFAULT_SORT.sortOrder,
  signal,
}: TimelineMonthParams & { api: ApiClients; cursor?: string; signal?: AbortSignal }): Promise<PhotoPage> {
  const { data } = await api.photo.GET('/photos/timeline/{year}/{month}', {
    params: { path: { year, month }, query: { cursor, limit: TIMELINE_PAGE_LIMIT, sortKey, sortOrder } },
    signal,
  });
  return photoPageSchema.parse(data);
}

/** A month's photos, page by page (the spec's per-month state: status and pages of {cursor, items}). */
export const getTimelineMonthQueryOptions = (api: ApiClients, params: TimelineMonthParams) => {
  const {
    year,
    month,
    sortKey = PHOTOS_DEFAULT_SORT.sortKey,
    sortOrder = PHOTOS_DEFAULT_SORT.sortOrder,
  } = params;
  return infiniteQueryOptions({
    queryKey: ['photos', 'timeline', year, month, { sortKey, sortOrder }],
    queryFn: ({ pageParam, signal }) =>
      getTimelineMonth({ api, year, month, sortKey, sortOrder, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
};

/** A month's photos; nothing is fetched until `enabled` (the section has entered the viewport). */
export function useTimelineMonth(params: TimelineMonthParams, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...getTimelineMonthQueryOptions(useApi(), params), enabled });
}
