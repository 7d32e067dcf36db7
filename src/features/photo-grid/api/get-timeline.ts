import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { useApi } from '@/lib/api/use-api';
import { TIMELINE_QUERY_KEY } from './keys';

/** One month of the timeline. */
export interface TimelineMonth {
  year: number;
  /** 1 to 12. */
  month: number;
  count: number;
}

/** Year (four digits) -> month (1-12, no leading zero) -> count, as GET /users/timeline answers. */
const timelineResponseSchema = z.record(
  z.string().check(z.regex(/^\d{4}$/, 'year must be four digits')),
  z.record(z.string().check(z.regex(/^(?:[1-9]|1[0-2])$/, 'month must be 1 to 12')), z.int()),
);

/** The map becomes a list of months, newest first; a negative count is logged and counted as 0. */
export const timelineSchema = z.pipe(
  timelineResponseSchema,
  z.transform((years): TimelineMonth[] =>
    Object.entries(years)
      .flatMap(([year, months]) =>
        Object.entries(months).map(([month, count]) => {
          if (count < 0) console.warn(`Timeline: negative count ${count} for ${year}/${month}, counted as 0`);
          return { year: Number(year), month: Number(month), count: Math.max(0, count) };
        }),
      )
      .sort((a, b) => b.year - a.year || b.month - a.month),
  ),
);

export async function getTimeline({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<TimelineMonth[]> {
  const { data } = await api.photo.GET('/users/timeline', { signal });
  return timelineSchema.parse(data);
}

export const getTimelineQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: TIMELINE_QUERY_KEY,
    queryFn: ({ signal }) => getTimeline({ api, signal }),
  });

/** The months of the timeline (the route loader has already started the request). */
export function useTimeline() {
  return useSuspenseQuery(getTimelineQueryOptions(useApi()));
}
