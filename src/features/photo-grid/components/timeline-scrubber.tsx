import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import type { TimelineMonth } from '../api/get-timeline';
import { sectionIndexAt, type TimelineLayout } from '../timeline/layout';
import { scrubberTarget, yearMarkers } from '../timeline/scrubber-math';
import type { ViewStore } from '../timeline/view-store';
import styles from './timeline.module.css';

export interface TimelineScrubberProps {
  months: readonly TimelineMonth[];
  /** Month headings, in the order of `months`. */
  labels: readonly string[];
  layout: TimelineLayout;
  view: ViewStore;
  /** Scrolls to the month at `index`; `settled` once the user has let go (load it at once). */
  onJump: (index: number, settled: boolean) => void;
}

/**
 * A year/month scrubber along the right edge (loaded after the first screen; its column is reserved): a vertical slider over the months (aria-valuetext "November
 * 2025") that follows the scroll position. Drag or click to jump anywhere; arrows move a month, PageUp and
 * PageDown a year, Home and End to the ends.
 */
/** How close (px) the thumb may come to a year's label before the label makes way. */
const YEAR_CLEARANCE_PX = 8;

export default function TimelineScrubber({ months, labels, layout, view, onJump }: TimelineScrubberProps) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const [trackHeight, setTrackHeight] = useState(0);
  const [pointer, setPointer] = useState<{ index: number; y: number; dragging: boolean } | null>(null);

  const position = useSyncExternalStore(view.subscribe, () => {
    const { top, height } = view.get();
    const index = Math.max(0, sectionIndexAt(layout, top + 1));
    const range = Math.max(1, layout.height - height);
    return `${index}:${Math.min(1, Math.max(0, top / range)).toFixed(3)}`;
  });
  const [indexText = '0', fractionText = '0'] = position.split(':');
  const current = pointer?.dragging ? pointer.index : Number(indexText);
  const fraction = Number(fractionText);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(() => setTrackHeight(track.clientHeight));
    observer.observe(track);
    setTrackHeight(track.clientHeight);
    return () => observer.disconnect();
  }, []);

  const indexAt = (clientY: number) => {
    const rect = trackRef.current!.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (clientY - rect.top) / Math.max(1, rect.height)));
    return { index: Math.max(0, sectionIndexAt(layout, ratio * layout.height)), y: clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    const at = indexAt(event.clientY);
    setPointer({ ...at, dragging: true });
    onJump(at.index, false);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const at = indexAt(event.clientY);
    const dragging = event.currentTarget.hasPointerCapture(event.pointerId);
    setPointer((previous) =>
      previous?.index === at.index && previous.dragging === dragging && Math.abs(previous.y - at.y) < 1
        ? previous
        : { ...at, dragging },
    );
    if (dragging && at.index !== pointer?.index) onJump(at.index, false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    const at = indexAt(event.clientY);
    setPointer({ ...at, dragging: false });
    onJump(at.index, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = scrubberTarget(months, current, event.key);
    if (target === undefined) return;
    event.preventDefault();
    // Not settled: keys are often pressed in a row; the months passed on the way are not loaded.
    onJump(target, false);
  };

  const markers = yearMarkers(
    months,
    layout.sections.map((section) => section.top),
    layout.height,
    trackHeight,
  );
  const thumbTop = fraction * trackHeight;

  return (
    <div
      className={styles.scrubber}
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a vertical scrubber with month value text; a native range input cannot be shaped so
      role="slider"
      tabIndex={0}
      aria-label={t('photos.scrubber.label')}
      aria-orientation="vertical"
      aria-valuemin={1}
      aria-valuemax={months.length}
      aria-valuenow={current + 1}
      aria-valuetext={labels[current]}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setPointer(null)}
      onPointerLeave={() => setPointer((previous) => (previous?.dragging ? previous : null))}
    >
      <div ref={trackRef} className={styles.scrubberRail}>
        <div className={styles.scrubberLine} aria-hidden="true" />
        {markers.map((marker) => (
          <span
            key={marker.year}
            className={styles.scrubberYear}
            style={{ top: marker.position }}
            // The thumb's line would run through the year's digits (issue 23): a year it covers makes way.
            data-covered={Math.abs(marker.position - thumbTop) < YEAR_CLEARANCE_PX || undefined}
            aria-hidden="true"
          >
            {marker.year}
          </span>
        ))}
        <span className={styles.scrubberThumb} style={{ top: thumbTop }} aria-hidden="true" />
        {pointer && (
          <span className={styles.scrubberBubble} style={{ top: pointer.y }} aria-hidden="true">
            {labels[pointer.index]}
          </span>
        )}
      </div>
    </div>
  );
}
