import { memo, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import type { Photo } from '@/lib/api/schemas/photo';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { GridSection, UseSectionLoader } from '../grid/grid-source';
import { gridHeight, rowOffset, type GridMetrics } from '../timeline/layout';
import { slotContent, type MonthSlots, type MonthState } from '../timeline/month-state';
import { cellId, type SectionLoader } from '../timeline/timeline-controller';
import { PhotoTile } from './photo-tile';
import styles from './timeline.module.css';

/** Wait this long before loading a month that appeared while scrolling (it may be gone by then). */
export const MONTH_LOAD_DELAY_MS = 150;

/** A timeline month's key ("year/month"): its section also carries data-month. */
const MONTH_KEY = /^\d+\/\d+$/;

export interface TimelineSectionProps {
  section: GridSection;
  /** The section's place in the grid. */
  index: number;
  useSectionLoader: UseSectionLoader;
  /** Position in the timeline's window element, and height. */
  top: number;
  height: number;
  metrics: GridMetrics;
  state: MonthState;
  slots: MonthSlots;
  /** Rows to render: firstRow..lastRow, plus pinnedRow (the focused cell's row) when >= 0. */
  firstRow: number;
  lastRow: number;
  pinnedRow: number;
  /** The slot that is the grid's tab stop, or -1. */
  tabStop: number;
  thumbnailId: number;
  /** Load at once (first screen, a jump) instead of after MONTH_LOAD_DELAY_MS. */
  loadImmediately: boolean;
  /** Keyboard instructions of the grid (aria-describedby). */
  hintId: string;
  selectionMode: boolean;
  isSelected?: (photo: Photo) => boolean;
  /** `range`: a shift-click, from the selection's anchor to this photo. */
  onToggleSelection?: (photo: Photo, range: boolean) => void;
  onOpenPhoto?: (photo: Photo) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onCellFocus: (event: FocusEvent<HTMLDivElement>) => void;
  registerLoader: (key: string, loader: SectionLoader | undefined) => void;
}

/**
 * One section (a month, a page of an album): its heading row and the rows of its grid that are near the
 * viewport. Placeholders hold the place of photos still loading; a section loads (its source's loader) when it is
 * shown and still uninitialized.
 */
export const TimelineSection = memo(function TimelineSection(props: TimelineSectionProps) {
  const { section, metrics, state, slots, firstRow, lastRow, pinnedRow, tabStop, thumbnailId } = props;
  const i18n = useI18n();
  const key = section.key;
  const headingId = `grid-${key.replace(/[^\w-]/g, '-')}`;

  const [loadAllowed, setLoadAllowed] = useState(props.loadImmediately);
  if (props.loadImmediately && !loadAllowed) setLoadAllowed(true);
  useEffect(() => {
    if (loadAllowed) return;
    const timer = window.setTimeout(() => setLoadAllowed(true), MONTH_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loadAllowed]);
  // oxlint-disable-next-line react/hooks -- the source passes one loader hook for the grid's lifetime (grid-source.ts)
  const loader = props.useSectionLoader(section, props.index, loadAllowed);

  const { registerLoader } = props;
  const { loadMore } = loader;
  useEffect(() => {
    registerLoader(key, { loadMore });
    return () => registerLoader(key, undefined);
  }, [registerLoader, key, loadMore]);

  const { columns, cell, gap, headerHeight } = metrics;
  const rowsHeight = gridHeight(Math.ceil(slots.total / columns), metrics);
  const rowIndexes: number[] = [];
  for (let row = firstRow; row <= lastRow; row++) rowIndexes.push(row);
  if (pinnedRow >= 0 && (pinnedRow < firstRow || pinnedRow > lastRow)) {
    rowIndexes.push(pinnedRow);
    rowIndexes.sort((a, b) => a - b);
  }

  // The rows of the first month that a tall phone shows without scrolling.
  const firstScreenRows = props.top === 0 ? Math.ceil(window.innerHeight / (cell + gap)) : 0;
  const renderCell = (slot: number) => {
    const content = slotContent(slots, state, slot);
    return (
      <PhotoTile
        key={slot}
        content={content}
        thumbnailId={thumbnailId}
        firstScreen={slot < firstScreenRows * columns}
        cellId={cellId(key, slot)}
        tabIndex={slot === tabStop ? 0 : -1}
        onKeyDown={props.onCellKeyDown}
        onFocus={props.onCellFocus}
        onOpen={props.onOpenPhoto}
        selectionMode={props.selectionMode}
        selected={content.kind === 'photo' && (props.isSelected?.(content.photo) ?? false)}
        onToggle={props.onToggleSelection}
        onLoadMore={loadMore}
        loadMoreFailed={state.loadMoreFailed}
      />
    );
  };

  const rowStyle = { gridTemplateColumns: `repeat(${columns}, ${cell}px)`, gap: `${gap}px`, height: cell };

  return (
    <div
      className={styles.section}
      style={{ top: props.top, height: props.height }}
      data-section={key}
      data-month={MONTH_KEY.test(key) ? key : undefined}
    >
      <div className={styles.sectionHeader} style={{ height: headerHeight }}>
        <h2 id={headingId}>{section.heading}</h2>
        <span className={styles.count}>{i18n.t('photos.monthCount', { count: section.count })}</span>
        {section.actions && <div className={styles.sectionActions}>{section.actions}</div>}
      </div>
      {state.status === 'rejected' ? (
        <div className={styles.sectionError} style={{ top: headerHeight, height: rowsHeight }}>
          <Alert
            action={
              <NativeButton variant="secondary" onPress={loader.retry}>
                {i18n.t('common.tryAgain')}
              </NativeButton>
            }
          >
            {i18n.t('photos.loadError')}
          </Alert>
        </div>
      ) : (
        rowIndexes.length > 0 && (
          <div
            role="grid"
            className={styles.grid}
            style={{ top: headerHeight, height: rowsHeight }}
            aria-labelledby={headingId}
            aria-describedby={props.hintId}
            aria-rowcount={Math.ceil(slots.total / columns)}
            aria-colcount={columns}
            aria-busy={state.status !== 'fulfilled' || state.loadingMore}
            aria-multiselectable={props.selectionMode || undefined}
          >
            {rowIndexes.map((row) => {
              const first = row * columns;
              const last = Math.min(slots.total, first + columns);
              const cells = [];
              for (let slot = first; slot < last; slot++) cells.push(renderCell(slot));
              return (
                <div
                  key={row}
                  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- ARIA grid over a virtualized CSS grid (rows absolutely positioned); table elements cannot be
                  role="row"
                  aria-rowindex={row + 1}
                  className={styles.row}
                  style={{ ...rowStyle, top: rowOffset(row, metrics) - headerHeight }}
                >
                  {cells}
                </div>
              );
            })}
          </div>
        )
      )}
    </div>
  );
});
