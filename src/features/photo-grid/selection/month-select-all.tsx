import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { TimelineMonth } from '../api/get-timeline';
import { getTimelineMonthQueryOptions } from '../api/get-timeline-month';
import type { ApiSort } from '../sorting/photo-sort';
import { formatMonthHeading } from '../utils/format-dates';
import { allSelected } from './selection';
import { useSelection } from './selection-state';
import { loadWholeMonth } from './load-whole-month';

/**
 * A month's select-all button (my-photos.md section 2): it selects every photo of the month (loading the pages
 * not shown yet), or, when all of them are selected, deselects them. Pressing it starts selection mode.
 */
export function MonthSelectAll({ month, sort }: { month: TimelineMonth; sort: ApiSort }) {
  const i18n = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const selection = useSelection();
  const params = { ...sort, year: month.year, month: month.month };
  // Reads the month's cached pages without fetching (the section drives the loading).
  const { data } = useInfiniteQuery({ ...getTimelineMonthQueryOptions(api, params), enabled: false });
  const [busy, setBusy] = useState(false);
  const loaded = data?.pages.flatMap((page) => page.images) ?? [];
  const complete = data !== undefined && !data.pages.at(-1)?.cursor;
  const all = complete && allSelected(selection.selected, loaded);
  const heading = formatMonthHeading(month, i18n);

  const press = async () => {
    if (all) {
      selection.toggleAll(loaded);
      return;
    }
    setBusy(true);
    try {
      selection.toggleAll(await loadWholeMonth(queryClient, api, params));
    } catch {
      // The month's section shows the failure to load and offers it again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <NativeButton
      variant="quiet"
      aria-label={i18n.t(all ? 'photos.selection.deselectMonth' : 'photos.selection.selectMonth', {
        month: heading,
      })}
      aria-busy={busy || undefined}
      disabled={busy}
      onPress={() => void press()}
    >
      {i18n.t(all ? 'photos.selection.deselectAll' : 'photos.selection.selectAll')}
    </NativeButton>
  );
}
