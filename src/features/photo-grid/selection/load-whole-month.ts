import { InfiniteQueryObserver, type QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { getTimelineMonthQueryOptions, type TimelineMonthParams } from '../api/get-timeline-month';

/**
 * Every photo of a month, for its select-all button: the pages not loaded yet are fetched one after the other
 * with the cursor (into the same cache the timeline shows, so its "+N" tile disappears too).
 */
export async function loadWholeMonth(
  queryClient: QueryClient,
  api: ApiClients,
  params: TimelineMonthParams,
): Promise<Photo[]> {
  const options = getTimelineMonthQueryOptions(api, params);
  const first = await queryClient.fetchInfiniteQuery(options);
  let pages: readonly PhotoPage[] = first.pages;
  const observer = new InfiniteQueryObserver(queryClient, options);
  // A month of n photos has at most n/24 + 1 pages: a guard against a service whose cursors never end.
  for (let page = 0; pages.at(-1)?.cursor && page < 10_000; page++) {
    const result = await observer.fetchNextPage({ throwOnError: true });
    if (!result.data) break;
    pages = result.data.pages;
  }
  return pages.flatMap((page) => page.images);
}
