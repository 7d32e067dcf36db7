import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import type { Photo } from '@/lib/api/schemas/photo';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { TimelineMonth } from '../api/get-timeline';
import { useThumbnailId } from '../hooks/use-thumbnail-id';
import type { ApiSort } from '../sorting/photo-sort';
import { UNINITIALIZED_MONTH } from '../timeline/month-state';
import { useMonthSections } from '../timeline/use-month-sections';
import { useTimelineController } from '../timeline/use-timeline-controller';
import { formatMonthHeading } from '../utils/format-dates';
import { TimelineSection } from './timeline-section';
import styles from './timeline.module.css';

const TimelineScrubber = lazy(() => import('./timeline-scrubber'));

export interface TimelineProps {
  /** The months with photos, in display order (newest first for a descending sort). */
  months: readonly TimelineMonth[];
  sort: ApiSort;
  /** Names the list and its sort in the remembered scroll anchor, e.g. "photos:dateTaken:desc". */
  listId: string;
  /** Opens a photo (the preview); without it photos cannot be opened. */
  onOpenPhoto?: (photoId: string) => void;
  /** Per-month actions next to the heading (the select-all button of the selection issue). */
  renderSectionActions?: (month: TimelineMonth) => ReactNode;
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
 * The timeline: one section per month, each as tall as its count says, in a spacer as tall as all of them;
 * only the rows near the viewport are in the DOM. Keyboard: a grid over the whole library (arrows, Home/End,
 * PageUp/PageDown, Enter) with one tab stop. Scrolling, focus, the remembered place and the scrubber are the
 * timeline controller's (timeline/timeline-controller.ts); this component renders what it decides.
 */
export function Timeline(props: TimelineProps) {
  const { months, sort } = props;
  const i18n = useI18n();
  const thumbnailId = useThumbnailId();
  const hintId = useId();
  const { keys, states, slots } = useMonthSections(months, sort);
  const labels = useMemo(() => months.map((month) => formatMonthHeading(month, i18n)), [months, i18n]);
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
              const month = months[rows.index]!;
              return (
                <TimelineSection
                  key={section.key}
                  month={month}
                  sort={sort}
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
                  actions={props.renderSectionActions?.(month)}
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
        {layout && months.length > 1 && (
          <Suspense fallback={null}>
            <TimelineScrubber
              months={months}
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
