import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useMatch, useRouter } from '@tanstack/react-router';
import type { Photo } from '@/lib/api/schemas/photo';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { TimelineMonth } from '../api/get-timeline';
import { useThumbnailId } from '../hooks/use-thumbnail-id';
import { photosBetween } from '../selection/selection';
import type { ApiSort } from '../sorting/photo-sort';
import { GRID_KEYS, moveInGrid, type GridKey, type GridPosition } from '../timeline/grid-navigation';
import {
  anchorAt,
  anchorScrollTop,
  computeLayout,
  createScrollMapping,
  gridMetrics,
  rowsInRange,
  slotTop,
  type LayoutAnchor,
  type ScrollMapping,
  type SectionRows,
  type TimelineLayout,
} from '../timeline/layout';
import {
  monthKey,
  monthSlots,
  slotContent,
  UNINITIALIZED_MONTH,
  type MonthSlots,
  type MonthState,
} from '../timeline/month-state';
import {
  loadScrollAnchor,
  registerTimelineScroll,
  saveScrollAnchor,
  takeRestoreRequest,
  type ScrollAnchor,
} from '../timeline/scroll-anchor';
import { useMonthStates, type MonthStates } from '../timeline/use-month-states';
import { createViewStore } from '../timeline/view-store';
import { formatMonthHeading } from '../utils/format-dates';
import { cellId, TimelineSection, type SectionLoader } from './timeline-section';
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

/** Rows are rendered this many viewport heights above and below the viewport. */
const OVERSCAN = 0.75;
/** Space kept between a focused row and the viewport's edge. */
const SCROLL_MARGIN = 8;
const ANCHOR_SAVE_DELAY_MS = 200;
/** After the first render and after a jump, months shown load at once (no scrolling-past delay). */
const IMMEDIATE_LOAD_MS = 400;

interface Geometry {
  containerWidth: number;
  viewportWidth: number;
  viewportHeight: number;
  rem: number;
}

const sameGeometry = (a: Geometry | null, b: Geometry) =>
  !!a &&
  a.containerWidth === b.containerWidth &&
  a.viewportWidth === b.viewportWidth &&
  a.viewportHeight === b.viewportHeight &&
  a.rem === b.rem;

function readGeometry(container: HTMLElement): Geometry {
  return {
    containerWidth: Math.floor(container.clientWidth),
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    rem: parseFloat(getComputedStyle(document.documentElement).fontSize) || 16,
  };
}

/** Height of the page's sticky header, which hides the top of the viewport. */
function stickyTopInset(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  if (position !== 'sticky' && position !== 'fixed') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

interface RenderRange {
  key: string;
  rows: SectionRows[];
  /** The grid's tab stop when the focused cell is not rendered: the first cell in view. */
  entry: { key: string; slot: number } | null;
}

const parseCellId = (id: string | undefined): { key: string; slot: number } | undefined => {
  const [key, slot] = id?.split('|') ?? [];
  return key && slot !== undefined ? { key, slot: Number(slot) } : undefined;
};

/**
 * The timeline: one section per month, each as tall as its count says, in a spacer as tall as all of them;
 * only the rows near the viewport are in the DOM. Keyboard: a grid over the whole library (arrows, Home/End,
 * PageUp/PageDown, Enter) with one tab stop. The scroll position is compensated when a month above the viewport
 * changes height, remembered in session storage and restored when the timeline mounts again.
 */
export function Timeline(props: TimelineProps) {
  const { months, sort, listId } = props;
  const i18n = useI18n();
  const router = useRouter();
  const thumbnailId = useThumbnailId();
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const windowRef = useRef<HTMLDivElement>(null);
  const [viewStore] = useState(createViewStore);
  const states = useMonthStates(months, sort);
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  const [range, setRange] = useState<RenderRange | null>(null);
  const [focused, setFocused] = useState<{ key: string; slot: number } | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [, setLoadEpoch] = useState(0);

  const keys = useMemo(() => months.map(monthKey), [months]);
  const labels = useMemo(() => months.map((month) => formatMonthHeading(month, i18n)), [months, i18n]);
  const slots = useMonthSlots(months, keys, states);
  const metrics = useMemo(() => geometry && gridMetrics(geometry), [geometry]);
  const layout = useMemo(
    () =>
      metrics &&
      computeLayout(
        keys,
        slots.map((slot) => slot.total),
        metrics,
      ),
    [metrics, keys, slots],
  );
  const layoutHeight = layout?.height;
  const viewportHeight = geometry?.viewportHeight;
  const mapping = useMemo(
    () =>
      layoutHeight === undefined || viewportHeight === undefined
        ? null
        : createScrollMapping(layoutHeight, viewportHeight),
    [layoutHeight, viewportHeight],
  );

  // Everything the stable callbacks below read.
  const latest = useRef({ props, layout, mapping, states, slots });
  useLayoutEffect(() => {
    latest.current = { props, layout, mapping, states, slots };
  });

  const physicalTopRef = useRef(0);
  const baseRef = useRef(0);
  const immediateLoadUntil = useRef(0);
  const focusRequest = useRef<string | null>(null);
  const loaders = useRef(new Map<string, SectionLoader>());
  const previousLayout = useRef<TimelineLayout | null>(null);
  const restored = useRef(false);
  /** The restore asked for before this timeline mounted (the preview's photo), re-applied after the router's. */
  const mountRestore = useRef<{ photoId?: string } | undefined>(undefined);
  /** No anchor is saved while the page is away (the preview is open) or just after opening a photo. */
  const saveBlockedUntil = useRef(0);
  const away = useRef(false);

  const windowTop = (mappingNow: ScrollMapping | null, base: number) =>
    !mappingNow || mappingNow.scale === 1 ? base : physicalTopRef.current + (base - viewStore.get().top);

  /**
   * Reads the scroll position; updates the rendered rows (only when they change) and the scrubber. With
   * `nonBlocking`, the rows render as a transition (the first rows of a new timeline).
   */
  const measure = useCallback(
    (nonBlocking = false) => {
      const { layout: layoutNow, mapping: mappingNow } = latest.current;
      const container = containerRef.current;
      if (!layoutNow || !mappingNow || !container) return;
      const inset = stickyTopInset();
      const physicalTop = inset - container.getBoundingClientRect().top;
      const height = Math.max(0, window.innerHeight - inset);
      const top = mappingNow.toVirtual(physicalTop);
      physicalTopRef.current = physicalTop;
      viewStore.set({ top, height });
      if (mappingNow.scale !== 1 && windowRef.current) {
        windowRef.current.style.transform = `translateY(${windowTop(mappingNow, baseRef.current)}px)`;
      }
      const rows = rowsInRange(layoutNow, top - height * OVERSCAN, top + height * (1 + OVERSCAN));
      const visible = rowsInRange(layoutNow, top, top + height).find(
        (entry) => entry.lastRow >= entry.firstRow,
      );
      const entry = visible
        ? {
            key: layoutNow.sections[visible.section]!.key,
            slot: visible.firstRow * layoutNow.metrics.columns,
          }
        : null;
      const key = `${rows.map((r) => `${r.section}:${r.firstRow}-${r.lastRow}`).join(',')}|${entry?.key}:${entry?.slot}`;
      const update = () => setRange((previous) => (previous?.key === key ? previous : { key, rows, entry }));
      if (nonBlocking) startTransition(update);
      else update();
    },
    // windowTop only reads refs and the view store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewStore],
  );

  /** Scrolls the window so that the viewport's top edge is at virtual `y`. */
  const scrollToVirtual = useCallback((y: number) => {
    const { mapping: mappingNow } = latest.current;
    const container = containerRef.current;
    if (!mappingNow || !container) return;
    const containerTop = container.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, containerTop + mappingNow.toPhysical(y) - stickyTopInset()));
  }, []);

  const findPhoto = useCallback((photoId: string) => {
    const { props: propsNow, layout: layoutNow, states: statesNow, slots: slotsNow } = latest.current;
    if (!layoutNow) return undefined;
    for (const [index, month] of propsNow.months.entries()) {
      const key = monthKey(month);
      const position = statesNow.get(key)?.items.findIndex((photo) => photo.imageId === photoId) ?? -1;
      if (position < 0) continue;
      const monthSlotsNow = slotsNow[index]!;
      // A photo behind the "+N" tile is represented by the tile.
      const slot = position < monthSlotsNow.photos ? position : Math.max(0, monthSlotsNow.total - 1);
      return { key, index, slot };
    }
    return undefined;
  }, []);

  /** The remembered place of the viewport now. */
  const captureAnchor = useCallback((): ScrollAnchor | undefined => {
    const { layout: layoutNow, states: statesNow, slots: slotsNow } = latest.current;
    if (!layoutNow) return undefined;
    const anchor = anchorAt(layoutNow, viewStore.get().top);
    if (!anchor) return undefined;
    const index = layoutNow.indexOf.get(anchor.key)!;
    const photo =
      anchor.slot >= 0 && anchor.slot < slotsNow[index]!.photos
        ? statesNow.get(anchor.key)?.items[anchor.slot]
        : undefined;
    return { list: listId, ...anchor, photoId: photo?.imageId };
  }, [listId, viewStore]);

  /**
   * Scrolls back to the remembered place; with `photoId`, puts that photo where the remembered one was.
   * `nonBlocking` as for `measure`.
   */
  const restore = useCallback(
    (photoId?: string, nonBlocking = false) => {
      const { layout: layoutNow } = latest.current;
      if (!layoutNow) return;
      const stored = loadScrollAnchor();
      const own = stored?.list === listId ? stored : undefined;
      let anchor: LayoutAnchor | undefined = own;
      const wanted = photoId ?? own?.photoId;
      const found = wanted ? findPhoto(wanted) : undefined;
      if (found) {
        const { height } = viewStore.get();
        const cell = layoutNow.metrics.cell;
        const offset =
          anchor && wanted === stored?.photoId
            ? anchor.offset
            : Math.min(
                Math.max(anchor?.offset ?? SCROLL_MARGIN, SCROLL_MARGIN),
                height - cell - SCROLL_MARGIN,
              );
        anchor = { key: found.key, slot: found.slot, offset };
      }
      if (!anchor) return;
      const y = anchorScrollTop(layoutNow, anchor);
      if (y === undefined) return;
      immediateLoadUntil.current = performance.now() + IMMEDIATE_LOAD_MS;
      scrollToVirtual(y);
      measure(nonBlocking);
    },
    [findPhoto, listId, measure, scrollToVirtual, viewStore],
  );

  useEffect(() => registerTimelineScroll({ capture: captureAnchor, restore }), [captureAnchor, restore]);

  // The router resets or restores the window's scroll after it renders a route: the timeline's own restore
  // comes after it, on mount and when the page is shown again (a preview nested in this route closed).
  // The page's own path: a route nested in it (the preview) counts as away, also when the page was opened with
  // the nested route already showing (a reload of the preview).
  const home = useMatch({ strict: false, select: (match) => match.pathname });
  useEffect(() => {
    const mountedAt = performance.now();
    if (router.state.location.pathname !== home) away.current = true;
    return router.subscribe('onRendered', (event) => {
      if (event.toLocation.pathname !== home) {
        away.current = true;
        return;
      }
      if (away.current) {
        away.current = false;
        restore(takeRestoreRequest()?.photoId);
      } else if (performance.now() - mountedAt < 2000) {
        restore(mountRestore.current?.photoId);
      }
    });
  }, [router, restore, home]);

  // The first measurement. The grid it sizes renders as a transition, in slices that keep the page responsive
  // (it may appear a frame after the page around it; nothing below the timeline moves).
  useLayoutEffect(() => {
    immediateLoadUntil.current = performance.now() + IMMEDIATE_LOAD_MS;
    const geometryNow = readGeometry(containerRef.current!);
    startTransition(() => setGeometry(geometryNow));
  }, []);

  // Scroll and resize.
  useEffect(() => {
    let frame = 0;
    let saveTimer = 0;
    const saveAnchorSoon = () => {
      window.clearTimeout(saveTimer);
      saveTimer = window.setTimeout(() => {
        if (restored.current && !away.current && performance.now() > saveBlockedUntil.current) {
          const anchor = captureAnchor();
          if (anchor) saveScrollAnchor(anchor);
        }
      }, ANCHOR_SAVE_DELAY_MS);
    };
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
        saveAnchorSoon();
      });
    };
    const onResize = () => {
      const container = containerRef.current;
      if (!container) return;
      const next = readGeometry(container);
      setGeometry((previous) => (sameGeometry(previous, next) ? previous : next));
      onScroll();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    const observer = new ResizeObserver(onResize);
    observer.observe(containerRef.current!);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(saveTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer.disconnect();
    };
  }, [captureAnchor, measure]);

  // A new layout (a month loaded, more photos, another width): keep what is on screen where it was, then
  // carry out a requested scroll (restore, jump) and re-measure. Runs before the browser paints.
  useLayoutEffect(() => {
    if (!layout || !mapping) return;
    const previous = previousLayout.current;
    previousLayout.current = layout;
    if (!restored.current) {
      restored.current = true;
      mountRestore.current = takeRestoreRequest();
      // The first rows render as a transition: React renders them in slices and the page stays responsive.
      restore(mountRestore.current?.photoId, true);
      measure(true);
      return;
    } else if (previous && previous !== layout) {
      const top = viewStore.get().top;
      const anchor = anchorAt(previous, top);
      const next = anchor && anchorScrollTop(layout, anchor);
      if (next !== undefined && Math.abs(next - top) >= 0.5) scrollToVirtual(next);
    }
    measure();
  }, [layout, mapping, measure, restore, scrollToVirtual, viewStore]);

  // Focus follows the keyboard once the target cell is rendered.
  useLayoutEffect(() => {
    const id = focusRequest.current;
    if (!id) return;
    const cell = containerRef.current?.querySelector<HTMLElement>(`[data-cell="${CSS.escape(id)}"]`);
    if (cell) {
      focusRequest.current = null;
      cell.focus({ preventScroll: true });
    }
  });

  // Whether the focus is in the grid (the focused row then stays rendered even when scrolled away).
  useEffect(() => {
    const container = containerRef.current!;
    const onFocusIn = () => setFocusWithin(true);
    const onFocusOut = (event: globalThis.FocusEvent) => {
      if (!container.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const registerLoader = useCallback((key: string, loader: SectionLoader | undefined) => {
    if (loader) loaders.current.set(key, loader);
    else loaders.current.delete(key);
  }, []);

  const openPhoto = useCallback(
    (photo: Photo) => {
      const { props: propsNow, layout: layoutNow } = latest.current;
      if (!propsNow.onOpenPhoto) return;
      const found = findPhoto(photo.imageId);
      if (found && layoutNow) {
        // The page may have scrolled since the last frame measured it (the click that opens the photo can scroll
        // it into view first): the place remembered is where the photo is now.
        measure();
        const offset = slotTop(layoutNow, found.index, found.slot) - viewStore.get().top;
        saveScrollAnchor({ list: listId, key: found.key, slot: found.slot, photoId: photo.imageId, offset });
        saveBlockedUntil.current = performance.now() + 1000;
      }
      propsNow.onOpenPhoto(photo.imageId);
    },
    [findPhoto, listId, measure, viewStore],
  );

  /** One photo, or with `extend` the loaded photos from the anchor to it, in the timeline's order. */
  const toggleSelection = useCallback((photo: Photo, extend: boolean) => {
    const { props: propsNow, layout: layoutNow, states: statesNow, slots: slotsNow } = latest.current;
    const anchor = propsNow.selectionAnchorId;
    if (extend && anchor && layoutNow && propsNow.onSelectRange) {
      // The photos on screen: a photo under a "+N" tile is not picked by a range.
      const sections = layoutNow.sections.map((section, index) => ({
        key: section.key,
        photos: (statesNow.get(section.key)?.items ?? []).slice(0, slotsNow[index]?.photos ?? 0),
      }));
      const between = photosBetween(sections, anchor, photo.imageId);
      if (between) {
        propsNow.onSelectRange(between);
        return;
      }
    }
    propsNow.onToggleSelection?.(photo);
  }, []);

  const jumpToSection = useCallback(
    (index: number, settled: boolean) => {
      const { layout: layoutNow } = latest.current;
      const section = layoutNow?.sections[index];
      if (!section) return;
      if (settled) {
        immediateLoadUntil.current = performance.now() + IMMEDIATE_LOAD_MS;
        setLoadEpoch((epoch) => epoch + 1);
      }
      scrollToVirtual(section.top);
      measure();
    },
    [measure, scrollToVirtual],
  );

  /** Moves the grid's focus to `position`, scrolling its row into view (and rendering it) first. */
  const moveFocus = useCallback(
    (position: GridPosition) => {
      const { layout: layoutNow } = latest.current;
      const section = layoutNow?.sections[position.section];
      if (!layoutNow || !section) return;
      const { top, height } = viewStore.get();
      const rowTop = slotTop(layoutNow, position.section, position.slot);
      const rowBottom = rowTop + layoutNow.metrics.cell;
      const wantedTop = position.slot < layoutNow.metrics.columns ? section.top : rowTop;
      if (wantedTop - SCROLL_MARGIN < top) scrollToVirtual(wantedTop - SCROLL_MARGIN);
      else if (rowBottom + SCROLL_MARGIN > top + height) scrollToVirtual(rowBottom + SCROLL_MARGIN - height);
      immediateLoadUntil.current = performance.now() + IMMEDIATE_LOAD_MS;
      focusRequest.current = cellId(section.key, position.slot);
      setFocused({ key: section.key, slot: position.slot });
      measure();
    },
    [measure, scrollToVirtual, viewStore],
  );

  const onCellFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const cell = parseCellId(event.currentTarget.dataset.cell);
    if (cell)
      setFocused((previous) => (previous?.key === cell.key && previous.slot === cell.slot ? previous : cell));
  }, []);

  const onCellKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const cell = parseCellId(event.currentTarget.dataset.cell);
      const { props: propsNow, layout: layoutNow, states: statesNow, slots: slotsNow } = latest.current;
      if (!cell || !layoutNow || event.altKey || event.metaKey) return;
      const index = layoutNow.indexOf.get(cell.key);
      if (index === undefined) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const content = slotContent(
          slotsNow[index]!,
          statesNow.get(cell.key) ?? UNINITIALIZED_MONTH,
          cell.slot,
        );
        if (content.kind === 'loadMore') loaders.current.get(cell.key)?.loadMore();
        // Space selects (and starts selection mode); in selection mode Enter does too.
        else if (content.kind === 'photo' && (propsNow.selectionMode || event.key === ' '))
          toggleSelection(content.photo, event.shiftKey);
        else if (content.kind === 'photo' && event.key === 'Enter') openPhoto(content.photo);
        return;
      }
      if (!GRID_KEYS.has(event.key)) return;
      event.preventDefault();
      const { cell: size, gap, columns } = layoutNow.metrics;
      const shape = {
        // A month that failed to load has no cells to move to (it shows its error and retry instead).
        slots: layoutNow.sections.map((section) =>
          statesNow.get(section.key)?.status === 'rejected' ? 0 : section.slots,
        ),
        columns,
        pageRows: Math.max(1, Math.floor(viewStore.get().height / (size + gap))),
      };
      moveFocus(moveInGrid(shape, { section: index, slot: cell.slot }, event.key as GridKey));
    },
    [moveFocus, openPhoto, toggleSelection, viewStore],
  );

  // What to render: the sections and rows near the viewport, and the focused row.
  const rendered = new Map<number, { first: number; last: number; pinned: number }>();
  if (layout && range) {
    for (const row of range.rows) {
      if (row.section < layout.sections.length) {
        rendered.set(row.section, { first: row.firstRow, last: row.lastRow, pinned: -1 });
      }
    }
  }
  let tabStop = range?.entry ?? null;
  if (layout && focused) {
    const index = layout.indexOf.get(focused.key);
    const section = index === undefined ? undefined : layout.sections[index];
    if (index !== undefined && section && focused.slot < section.slots) {
      const row = Math.floor(focused.slot / layout.metrics.columns);
      const entry = rendered.get(index);
      const inRange = !!entry && row >= entry.first && row <= entry.last;
      if (inRange) tabStop = focused;
      else if (focusWithin) {
        rendered.set(index, { first: entry?.first ?? 0, last: entry?.last ?? -1, pinned: row });
        tabStop = focused;
      }
    }
  }
  const order = [...rendered.keys()].sort((a, b) => a - b);
  const base = layout && order.length > 0 ? layout.sections[order[0]!]!.top : 0;
  baseRef.current = base;
  const loadImmediately = performance.now() < immediateLoadUntil.current;

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
            style={{ transform: `translateY(${windowTop(mapping, base)}px)` }}
          >
            {order.map((index) => {
              const section = layout.sections[index]!;
              const rows = rendered.get(index)!;
              const month = months[index]!;
              return (
                <TimelineSection
                  key={section.key}
                  month={month}
                  sort={sort}
                  top={section.top - base}
                  height={section.height}
                  metrics={layout.metrics}
                  state={states.get(section.key) ?? UNINITIALIZED_MONTH}
                  slots={slots[index]!}
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
                  onToggleSelection={props.onToggleSelection ? toggleSelection : undefined}
                  onOpenPhoto={props.onOpenPhoto ? openPhoto : undefined}
                  onCellKeyDown={onCellKeyDown}
                  onCellFocus={onCellFocus}
                  registerLoader={registerLoader}
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
              view={viewStore}
              onJump={jumpToSection}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** Each month's cells; a month keeps the same object while its state and count are unchanged. */
function useMonthSlots(
  months: readonly TimelineMonth[],
  keys: readonly string[],
  states: MonthStates,
): MonthSlots[] {
  const [cache] = useState(() => new Map<string, { state: MonthState; count: number; slots: MonthSlots }>());
  return useMemo(
    () =>
      months.map((month, index) => {
        const key = keys[index]!;
        const state = states.get(key) ?? UNINITIALIZED_MONTH;
        const cached = cache.get(key);
        if (cached && cached.state === state && cached.count === month.count) return cached.slots;
        const slots = monthSlots(month.count, state);
        cache.set(key, { state, count: month.count, slots });
        return slots;
      }),
    [cache, months, keys, states],
  );
}
