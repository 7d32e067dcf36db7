import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PhotoAreaFrame, type PhotoAreaFrameProps } from '@/features/photo-area';
import { useT } from '@/lib/i18n/i18n-provider';
import {
  useTimeline,
  type TimelineMonth,
  MonthSelectAll,
  SelectionPanel,
  useSelection,
  resetTimelineMonths,
  orderTimelineMonths,
  sameSort,
  toApiSort,
  usePhotoSort,
  type PhotoSort,
  useMonthSource,
  saveScrollAnchor,
  SortControl,
  Timeline,
} from '@/features/photo-grid';
import { DeleteAllButton } from '../delete-all/delete-all-button';
import styles from './photos.module.css';

/** The bottom toolbar is only needed while selecting. */
const SelectionToolbar = lazy(() => import('../selection/selection-toolbar'));

export interface PhotosPageProps extends Omit<PhotoAreaFrameProps, 'children'> {
  /** Opens the preview of a photo; without it photos cannot be opened. */
  onOpenPhoto?: (photoId: string) => void;
  /** Hides "Delete all photos" (the spec hides it while selecting). */
  hideDeleteAll?: boolean;
}

/** The timeline page: one section per month in the chosen sort, or the empty state. */
export function PhotosPage({ onOpenPhoto, hideDeleteAll = false, ...frame }: PhotosPageProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: months } = useTimeline();
  const [sort, setSort] = usePhotoSort('photos');

  // The API answers newest first; oldest first reverses the sections.
  const ordered = useMemo(() => orderTimelineMonths(months, sort.sortOrder), [months, sort.sortOrder]);
  const apiSort = useMemo(() => toApiSort(sort), [sort]);
  const listId = `photos:${sort.sortKey}:${sort.sortOrder}`;
  const selection = useSelection();
  const renderSectionActions = useCallback(
    (month: TimelineMonth) => <MonthSelectAll month={month} sort={apiSort} />,
    [apiSort],
  );
  const source = useMonthSource(ordered, apiSort, renderSectionActions);

  const changeSort = (next: PhotoSort) => {
    if (sameSort(next, sort)) return;
    setSort(next);
    resetTimelineMonths(queryClient);
    saveScrollAnchor(undefined);
    window.scrollTo(0, 0);
  };

  return (
    <PhotoAreaFrame {...frame}>
      {ordered.length === 0 ? (
        <p className={styles.empty}>{t('photos.empty')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <SelectionPanel />
            {!hideDeleteAll && !selection.active && <DeleteAllButton />}
            <SortControl sort={sort} onChange={changeSort} />
          </div>
          {/* A new sort is a new timeline: every month starts uninitialized, at the top. */}
          <Timeline
            key={listId}
            source={source}
            scrubberMonths={ordered}
            listId={listId}
            onOpenPhoto={onOpenPhoto}
            selectionMode={selection.active}
            isSelected={selection.isSelected}
            onToggleSelection={selection.toggle}
            selectionAnchorId={selection.anchorId}
            onSelectRange={selection.selectRange}
          />
          {selection.active && (
            <Suspense fallback={null}>
              <SelectionToolbar />
            </Suspense>
          )}
        </>
      )}
    </PhotoAreaFrame>
  );
}
