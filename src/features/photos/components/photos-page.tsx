import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NativeButton } from '@/components/ui/native-button';
import { ActivationBanner } from '@/features/activation';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { useTimeline, type TimelineMonth } from '../api/get-timeline';
import { refreshLibrary } from '../api/refresh-library';
import { MonthSelectAll } from '../selection/month-select-all';
import { SelectionPanel } from '../selection/selection-panel';
import { useSelection } from '../selection/selection-state';
import { resetTimelineMonths } from '../api/get-timeline-month';
import {
  orderTimelineMonths,
  sameSort,
  toApiSort,
  usePhotoSort,
  type PhotoSort,
} from '../sorting/photo-sort';
import { DeleteAllButton } from '../delete/delete-all-button';
import { useMonthSource } from '../grid/use-month-source';
import { saveScrollAnchor } from '../timeline/scroll-anchor';
import { PhotoAreaTabs } from './photo-area-tabs';
import { SortControl } from './sort-control';
import { Timeline } from './timeline';
import { WelcomeBanner } from './welcome-banner';
import styles from './photos.module.css';

/** The bottom toolbar is only needed while selecting. */
const SelectionToolbar = lazy(() => import('../selection/selection-toolbar'));

export interface PhotosPageFrameProps {
  children: ReactNode;
  /** Next to the title: the storage-status button (filled in by the route). */
  headerActions?: ReactNode;
  /** Opens the import; the add-photos button shows only with it and the upload flag on. */
  onAddPhotos?: () => void;
}

/** The page frame: "My photos" with its actions, the photo area's tabs, the welcome banner, then the content. */
export function PhotosPageFrame({ children, headerActions, onAddPhotos }: PhotosPageFrameProps) {
  const t = useT();
  const uploadEnabled = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  // An activation imported the photos: the timeline, its months, the albums and the counts are asked again.
  const onActivated = useCallback(() => void refreshLibrary(queryClient), [queryClient]);
  const showAddPhotos = uploadEnabled && !!onAddPhotos;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('photos.title')}
        </h1>
        {(headerActions || showAddPhotos) && (
          <div className={styles.headerActions}>
            {headerActions}
            {showAddPhotos && <NativeButton onPress={onAddPhotos}>{t('photos.addPhotos')}</NativeButton>}
          </div>
        )}
      </div>
      <PhotoAreaTabs />
      <ActivationBanner onActivated={onActivated} />
      <WelcomeBanner onDismissed={() => headingRef.current?.focus()} />
      {children}
    </div>
  );
}

export interface PhotosPageProps extends Omit<PhotosPageFrameProps, 'children'> {
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
    <PhotosPageFrame {...frame}>
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
    </PhotosPageFrame>
  );
}
