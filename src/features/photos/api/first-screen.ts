import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { photoPageSchema } from '@/lib/api/schemas/photo';
import { noStartAnswers, withStartAnswer, type StartAnswers } from '@/lib/start/start-answers';
import {
  getTimelineQueryOptions,
  timelineSchema,
  type TimelineMonth,
  getTimelineMonthQueryOptions,
  TIMELINE_PAGE_LIMIT,
} from '@/features/photo-grid';
import { getUserCountsQueryOptions, userCountsSchema } from '@/features/user-counts';

/**
 * The timeline route's data: the counts (not awaited), the months, and the first month's first page when the
 * start script requested it (ADR 012). What the start script already has is taken from it, parsed by the same
 * parsers; everything else is requested as usual. Resolves with the months.
 */
export async function loadTimelineFirstScreen({
  queryClient,
  api,
  start = noStartAnswers,
  accessToken,
}: {
  queryClient: QueryClient;
  api: ApiClients;
  start?: StartAnswers;
  accessToken: string | undefined;
}): Promise<TimelineMonth[]> {
  // The tabs' counts are not needed to show the page: they arrive when they arrive.
  void queryClient.prefetchQuery(
    withStartAnswer(
      getUserCountsQueryOptions(api),
      start.take('userCounts', accessToken),
      userCountsSchema.parse,
    ),
  );
  const firstMonth = start.takeMonth(accessToken);
  const months = await queryClient.ensureQueryData(
    withStartAnswer(getTimelineQueryOptions(api), start.take('timeline', accessToken), timelineSchema.parse),
  );
  // Named as soon as the timeline arrived: no wait here. The month query then finds its first page on its way.
  const month = await firstMonth;
  if (month && month.params.limit === TIMELINE_PAGE_LIMIT) {
    const { limit: _limit, ...params } = month.params;
    void queryClient.prefetchInfiniteQuery(
      withStartAnswer(getTimelineMonthQueryOptions(api, params), month.page, photoPageSchema.parse),
    );
  }
  return months;
}
