import { lazy, Suspense, useId, useMemo } from 'react';
import type { Photo } from '@/lib/api/schemas/photo';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { TimelineMonth } from '../api/get-timeline';
import type { GridSource } from '../grid/grid-source';
import { useThumbnailId } from '../hooks/use-thumbnail-id';
import { UNINITIALIZED_MONTH } from '../timeline/month-state';
import { useTimelineController } from '../timeline/use-timeline-controller';
import { TimelineSection } from './timeline-section';
import styles from './timeline.module.css';

const TimelineScrubber = lazy(() => import('./timeline-scrubber'));

export interface TimelineProps {
  /** The sections, their states and cells, and their loader (the timeline's months, an album's pages). */
  source: GridSource;
  /** An element that scrolls the grid instead of the window (the picker's modal body). */
  scroller?: HTMLElement | null;
  /** Whether this grid's place is remembered for the preview (default true; not for a picker). */
  remembersPlace?: boolean;
  /** The timeline's months in the order of the sections: the year/month scrubber shows with them. */
  scrubberMonths?: readonly TimelineMonth[];
  /** Names the list and its sort in the remembered scroll anchor, e.g. "photos:dateTaken:desc". */
  listId: string;
  /** Opens a photo (the preview); without it photos cannot be opened. */
  onOpenPhoto?: (photoId: string) => void;
  selectionMode?: boolean;
  isSelected?: (photo: Photo) => boolean;
  /** Toggles one photo (a click in selection mode, Space or Enter on it); Space starts selection mode. */
  onToggleSelection?: (photo: Photo) => void;
  /** The photo a shift-click range starts from (the last one toggled). */
  selectionAnchorId?: string;
  /** Selects the loaded photos from the anchor to the shift-clicked photo, across months. */
  onSelectRange?: (photos: Photo[]) => void;
}

/**
 * The photo grid (the timeline, an album): one section per month or page, each as tall as its count says, in a spacer as tall as all of them;
 * only the rows near the viewport are in the DOM. Keyboard: a grid over the whole library (arrows, Home/End,
 * PageUp/PageDown, Enter) with one tab stop. Scrolling, focus, the remembered place and the scrubber are the
 * timeline controller's (timeline/timeline-controller.ts); this component renders what it decides.
 */
export function Timeline(props: TimelineProps) {
  const { source, scrubberMonths } = props;
  const { sections, states, slots } = source;
  const i18n = useI18n();
  const thumbnailId = useThumbnailId();
  const hintId = useId();
  const keys = useMemo(() => sections.map((section) => section.key), [sections]);
  const labels = useMemo(() => sections.map((section) => section.heading), [sections]);
  const { controller, containerRef, windowRef, layout, mapping, plan, windowOffset, loadImmediately } =
    useTimelineController({ ...props, keys, slots, states });
  const { tabStop, base } = plan;

  return (
    <div className={styles.timelineRow}>
      <div ref={containerRef} className={styles.timeline} style={{ height: mapping?.physicalHeight ?? 0 }}>
        <p id={hintId} className="visually-hidden">
          {i18n.t('photos.timeline.keyboardHint')}
        </p>
        {layout && (
          <div
            ref={windowRef}
            className={styles.window}
            style={{ transform: `translateY(${windowOffset}px)` }}
          >
            {plan.sections.map((rows) => {
              const section = layout.sections[rows.index]!;
              return (
                <TimelineSection
                  key={section.key}
                  section={sections[rows.index]!}
                  index={rows.index}
                  useSectionLoader={source.useSectionLoader}
                  top={section.top - base}
                  height={section.height}
                  metrics={layout.metrics}
                  state={states.get(section.key) ?? UNINITIALIZED_MONTH}
                  slots={slots[rows.index]!}
                  firstRow={rows.first}
                  lastRow={rows.last}
                  pinnedRow={rows.pinned}
                  tabStop={tabStop?.key === section.key ? tabStop.slot : -1}
                  thumbnailId={thumbnailId}
                  loadImmediately={loadImmediately}
                  hintId={hintId}
                  selectionMode={props.selectionMode ?? false}
                  isSelected={props.isSelected}
                  onToggleSelection={props.onToggleSelection ? controller.toggleSelection : undefined}
                  onOpenPhoto={props.onOpenPhoto ? controller.openPhoto : undefined}
                  onCellKeyDown={controller.cellKeyDown}
                  onCellFocus={controller.cellFocused}
                  registerLoader={controller.registerLoader}
                />
              );
            })}
          </div>
        )}
      </div>
      <div className={styles.scrubberColumn}>
        {layout && scrubberMonths && scrubberMonths.length > 1 && (
          <Suspense fallback={null}>
            <TimelineScrubber
              months={scrubberMonths}
              labels={labels}
              layout={layout}
              view={controller.view}
              onJump={controller.jumpToSection}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
