import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { TimelineMonth } from '../api/get-timeline';
import { useTimelineMonthLoader } from '../api/get-timeline-month';
import { timelineMonthQueryKey } from '../api/keys';
import type { ApiSort } from '../sorting/photo-sort';
import { useMonthSections } from '../timeline/use-month-sections';
import { formatMonthHeading } from '../utils/format-dates';
import type { GridSection, GridSource, UseSectionLoader } from './grid-source';

const monthOfKey = (key: string) => {
  const [year = 0, month = 0] = key.split('/').map(Number);
  return { year, month };
};

/** The loader of a month section in `sort` (one per sort: the timeline remounts when the sort changes). */
function monthLoader(sort: ApiSort): UseSectionLoader {
  return function useMonthLoader(section, _index, enabled) {
    const queryClient = useQueryClient();
    const params = { ...sort, ...monthOfKey(section.key) };
    const { fetchNextPage, refetch } = useTimelineMonthLoader(params, { enabled });
    // Leaving the window cancels a fetch still on its way (the month goes back to where it was before it).
    const queryKeyHash = JSON.stringify(timelineMonthQueryKey(params));
    useEffect(
      () => () => {
        const queryKey = JSON.parse(queryKeyHash) as unknown[];
        if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
          void queryClient.cancelQueries({ queryKey, exact: true });
        }
      },
      [queryClient, queryKeyHash],
    );
    return useMemo(
      () => ({
        loadMore: () => void fetchNextPage({ cancelRefetch: false }),
        retry: () => void refetch(),
      }),
      [fetchNextPage, refetch],
    );
  };
}

/** The timeline's grid source: one section per month, each an infinite query of its own (24 a page). */
export function useMonthSource(
  months: readonly TimelineMonth[],
  sort: ApiSort,
  renderActions?: (month: TimelineMonth) => ReactNode,
): GridSource {
  const i18n = useI18n();
  const { keys, states, slots } = useMonthSections(months, sort);
  const { sortKey, sortOrder } = sort;
  const useSectionLoader = useMemo(() => monthLoader({ sortKey, sortOrder }), [sortKey, sortOrder]);
  const sections = useMemo<GridSection[]>(
    () =>
      months.map((month, index) => ({
        key: keys[index]!,
        heading: formatMonthHeading(month, i18n),
        count: month.count,
        actions: renderActions?.(month),
      })),
    [months, keys, i18n, renderActions],
  );
  return useMemo(
    () => ({ sections, states, slots, useSectionLoader }),
    [sections, states, slots, useSectionLoader],
  );
}
