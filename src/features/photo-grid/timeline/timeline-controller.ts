/**
 * Over 500 lines on purpose: one class, the one place that orders scrolling, focus and loading (ADR 015); what it
 * builds on (layout, month state, grid navigation, scroll anchor) is already in files of its own.
 *
 * The scroll and focus orchestration of a sectioned, virtualized photo grid (the timeline's months; an album's
 * pages of photos can be its sections too, see docs/decisions/015-timeline-controller.md), in the manner of
 * Immich's timeline manager: plain TypeScript that React drives through `useTimelineController`, tested without a
 * browser.
 *
 * It keeps what is on screen where it was when a section above the viewport changes height, remembers the place
 * (scroll-anchor.ts) and restores it after the preview, scrolls the focused cell into view and moves the keyboard
 * focus across sections, decides which rows are rendered and whether sections shown load at once, and feeds the
 * scrubber (the view store). What it needs of the page goes through `TimelineViewport` (dom-viewport.ts in the
 * browser, a fake in tests); what React renders comes back through `TimelineHost` (state setters, so that the
 * first grid and rows can render as transitions, ADR 008).
 */
import type { Photo } from '@/lib/api/schemas/photo';
import { photosBetween } from '../selection/selection';
import { GRID_KEYS, moveInGrid, type GridKey, type GridPosition } from './grid-navigation';
import {
  anchorAt,
  anchorScrollTop,
  rowsInRange,
  slotTop,
  type LayoutAnchor,
  type ScrollMapping,
  type SectionRows,
  type TimelineLayout,
} from './layout';
import { slotContent, UNINITIALIZED_MONTH, type MonthSlots, type MonthState } from './month-state';
import {
  loadScrollAnchor,
  saveScrollAnchor,
  takeRestoreRequest,
  type ScrollAnchor,
  type TimelineScrollController,
} from './scroll-anchor';
import { createViewStore, type ViewStore } from './view-store';

/** Rows are rendered this many viewport heights above and below the viewport. */
export const OVERSCAN = 0.75;
/** Space kept between a focused row and the viewport's edge. */
export const SCROLL_MARGIN = 8;
export const ANCHOR_SAVE_DELAY_MS = 200;
/** After the first render and after a jump, sections shown load at once (no scrolling-past delay). */
export const IMMEDIATE_LOAD_MS = 400;
/** No anchor is saved for this long after opening a photo (the place saved then is the one to come back to). */
export const OPEN_SAVE_BLOCK_MS = 1000;
/** A route rendered this soon after mounting may have reset the scroll: the timeline restores its place again. */
export const MOUNT_RESTORE_WINDOW_MS = 2000;

/** A cell of the grid: section key and slot. */
export interface CellRef {
  key: string;
  slot: number;
}

export const cellId = (key: string, slot: number): string => `${key}|${slot}`;

export const parseCellId = (id: string | undefined): CellRef | undefined => {
  const [key, slot] = id?.split('|') ?? [];
  return key && slot !== undefined ? { key, slot: Number(slot) } : undefined;
};

/** What the controller can ask of a mounted section. */
export interface SectionLoader {
  loadMore(): void;
}

/** The sizes the grid's metrics and scroll mapping come from. */
export interface Geometry {
  containerWidth: number;
  viewportWidth: number;
  viewportHeight: number;
  rem: number;
}

export const sameGeometry = (a: Geometry | null, b: Geometry): boolean =>
  !!a &&
  a.containerWidth === b.containerWidth &&
  a.viewportWidth === b.viewportWidth &&
  a.viewportHeight === b.viewportHeight &&
  a.rem === b.rem;

/** The rows near the viewport (what is rendered), and the grid's tab stop when the focused cell is not rendered. */
export interface RenderRange {
  key: string;
  rows: SectionRows[];
  /** The first cell in view. */
  entry: CellRef | null;
}

/** The page around the grid. */
export interface TimelineViewport {
  /** The sizes now; undefined while the grid's container is not mounted. */
  geometry(): Geometry | undefined;
  /** The container's top edge from the viewport's top edge; undefined while it is not mounted. */
  containerTop(): number | undefined;
  /** Height of the sticky page header that hides the top of the viewport. */
  topInset(): number;
  viewportHeight(): number;
  scrollY(): number;
  scrollTo(y: number): void;
  /** Moves the rendered window (only used while the timeline is scroll-scaled). */
  setWindowOffset(y: number): void;
  /** Focuses the cell when it is rendered; false when it is not (yet). */
  focusCell(id: string): boolean;
}

/** React's state, set by the controller (each update as React's `setState` takes it). */
export interface TimelineHost {
  /** `nonBlocking`: render it as a transition (the first grid). */
  setGeometry(update: (previous: Geometry | null) => Geometry | null, nonBlocking: boolean): void;
  /** `nonBlocking`: render it as a transition (the first rows). */
  setRange(update: (previous: RenderRange | null) => RenderRange | null, nonBlocking: boolean): void;
  setFocused(update: (previous: CellRef | null) => CellRef | null): void;
  setFocusWithin(within: boolean): void;
  /** Renders again (sections shown may now load at once). */
  refresh(): void;
}

export interface Clock {
  now(): number;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

export const browserClock: Clock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

/** What a user can do with a photo of the grid; each is optional. */
export interface TimelineActions {
  onOpenPhoto?: (photoId: string) => void;
  selectionMode?: boolean;
  /** Toggles one photo (a click in selection mode, Space or Enter on it); Space starts selection mode. */
  onToggleSelection?: (photo: Photo) => void;
  /** The photo a shift-click range starts from (the last one toggled). */
  selectionAnchorId?: string;
  /** Selects the loaded photos from the anchor to the shift-clicked photo, across sections. */
  onSelectRange?: (photos: Photo[]) => void;
}

/**
 * What was committed last. A section's cells and loading state have a month's shapes (month-state.ts): a
 * source whose sections are single pages (an album) fills them the same way.
 */
export interface TimelineInputs {
  layout: TimelineLayout | null;
  mapping: ScrollMapping | null;
  /** Cells of each section, in the layout's order. */
  slots: readonly MonthSlots[];
  /** Loading state of each section, by key. */
  states: ReadonlyMap<string, MonthState>;
  /** Virtual y of the rendered window's top (see `planRender`). */
  base: number;
  actions: TimelineActions;
}

/** The keyboard event of a cell, as much as the controller reads of it. */
export interface CellKeyEvent {
  currentTarget: { dataset: { cell?: string } };
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  preventDefault(): void;
}

export interface TimelineControllerOptions {
  /** Names the list and its sort in the remembered scroll anchor, e.g. "photos:dateTaken:desc". */
  listId: string;
  host: TimelineHost;
  viewport: TimelineViewport;
  clock?: Clock;
}

/** The controller's calls; every one is bound (a stable function to hand to React). */
export interface TimelineController extends TimelineScrollController {
  /** Where the viewport is: the scrubber follows it. */
  readonly view: ViewStore;
  /** Takes what React committed; call in a layout effect on every commit, before the others. */
  update(inputs: TimelineInputs): void;
  /**
   * The first measurement, when the container has mounted. The grid it sizes renders as a transition, in slices
   * that keep the page responsive (it may appear a frame after the page around it; nothing below it moves).
   */
  start(): void;
  /** Stops the pending frame and anchor save (the timeline unmounts). */
  stop(): void;
  /** Whether sections rendered now load at once (the first screen, after a jump) rather than after a delay. */
  loadImmediately(): boolean;
  /** The rendered window's offset in the container for a window starting at virtual y `base`. */
  windowOffset(mapping: ScrollMapping | null, base: number): number;
  /**
   * Scrolls back to the remembered place; with `photoId`, puts that photo where the remembered one was.
   * `nonBlocking` as for `measure`.
   */
  restore(photoId?: string, nonBlocking?: boolean): void;
  /**
   * The router resets or restores the window's scroll after it renders a route: the timeline's own restore comes
   * after it, on mount and when the page is shown again (a preview nested in its route closed). `atHome`: the
   * location is the timeline's own page (a route nested in it, the preview, counts as away, also when the page
   * was opened with it already showing: a reload of the preview).
   */
  watchRoute(atHome: boolean): void;
  /** The router rendered a location (`atHome` as for `watchRoute`). */
  routeRendered(atHome: boolean): void;
  /** The page scrolled: measure in the next frame, remember the place once scrolling pauses. */
  scrolled(): void;
  /** The window or the container changed size. */
  resized(): void;
  /**
   * A new layout committed (a section loaded, more photos, another width): keeps what is on screen where it was,
   * then carries out a requested scroll and re-measures; the first one restores the remembered place. Call in a
   * layout effect (before the browser paints).
   */
  layoutCommitted(layout: TimelineLayout | null, mapping: ScrollMapping | null): void;
  /** Focus follows the keyboard once the target cell is rendered; call in a layout effect on every commit. */
  applyFocusRequest(): void;
  /** Whether the focus is in the grid (the focused row then stays rendered even when scrolled away). */
  focusWithinChanged(within: boolean): void;
  registerLoader(key: string, loader: SectionLoader | undefined): void;
  openPhoto(photo: Photo): void;
  /** One photo, or with `extend` the loaded photos from the anchor to it, in the grid's order. */
  toggleSelection(photo: Photo, extend: boolean): void;
  /** Scrolls to section `index` (the scrubber); `settled` once the user has let go: its sections load at once. */
  jumpToSection(index: number, settled: boolean): void;
  /** A cell received the focus (a click, Tab, or the controller's own request). */
  cellFocused(event: { currentTarget: { dataset: { cell?: string } } }): void;
  /**
   * The grid's keyboard: Enter opens (selects in selection mode), Space selects, both activate a "+N" tile;
   * arrows, Home/End and PageUp/PageDown move across the whole grid.
   */
  cellKeyDown(event: CellKeyEvent): void;
}

/**
 * A controller for one mounted grid. A closure rather than a class: its state stays in local variables, which the
 * minifier shortens (the timeline route's JavaScript has a budget, ADR 007).
 */
export function createTimelineController({
  listId,
  host,
  viewport,
  clock = browserClock,
}: TimelineControllerOptions): TimelineController {
  const view = createViewStore();
  let inputs: TimelineInputs = {
    layout: null,
    mapping: null,
    slots: [],
    states: new Map(),
    base: 0,
    actions: {},
  };
  let physicalTop = 0;
  let immediateLoadUntil = 0;
  /** The cell to focus once it is rendered. */
  let focusRequest: string | null = null;
  const applyFocusRequest = (): void => {
    if (focusRequest && viewport.focusCell(focusRequest)) focusRequest = null;
  };
  const loaders = new Map<string, SectionLoader>();
  let previousLayout: TimelineLayout | null = null;
  let restored = false;
  /** The restore asked for before this timeline mounted (the preview's photo), re-applied after the router's. */
  let mountRestore: { photoId?: string } | undefined;
  /** No anchor is saved while the page is away (the preview is open) or just after opening a photo. */
  let saveBlockedUntil = 0;
  let away = false;
  let mountedAt = 0;
  let frame = 0;
  let saveTimer = 0;

  const loadSoon = () => {
    immediateLoadUntil = clock.now() + IMMEDIATE_LOAD_MS;
  };

  const windowOffset = (mapping: ScrollMapping | null, base: number): number =>
    !mapping || mapping.scale === 1 ? base : physicalTop + (base - view.get().top);

  /**
   * Reads the scroll position; updates the rendered rows (only when they change) and the scrubber. With
   * `nonBlocking`, the rows render as a transition (the first rows of a new timeline).
   */
  const measure = (nonBlocking = false): void => {
    const { layout, mapping, base } = inputs;
    if (!layout || !mapping) return;
    const inset = viewport.topInset();
    const containerTop = viewport.containerTop();
    if (containerTop === undefined) return;
    physicalTop = inset - containerTop;
    const height = Math.max(0, viewport.viewportHeight() - inset);
    const top = mapping.toVirtual(physicalTop);
    view.set({ top, height });
    if (mapping.scale !== 1) viewport.setWindowOffset(windowOffset(mapping, base));
    const rows = rowsInRange(layout, top - height * OVERSCAN, top + height * (1 + OVERSCAN));
    const visible = rowsInRange(layout, top, top + height).find((entry) => entry.lastRow >= entry.firstRow);
    const entry = visible
      ? { key: layout.sections[visible.section]!.key, slot: visible.firstRow * layout.metrics.columns }
      : null;
    const key = `${rows.map((r) => `${r.section}:${r.firstRow}-${r.lastRow}`).join(',')}|${entry?.key}:${entry?.slot}`;
    host.setRange((previous) => (previous?.key === key ? previous : { key, rows, entry }), nonBlocking);
  };

  /** Scrolls the page so that the viewport's top edge is at virtual `y`. */
  const scrollToVirtual = (y: number): void => {
    const { mapping } = inputs;
    const containerTop = viewport.containerTop();
    if (!mapping || containerTop === undefined) return;
    const pageTop = containerTop + viewport.scrollY();
    viewport.scrollTo(Math.max(0, pageTop + mapping.toPhysical(y) - viewport.topInset()));
  };

  /** The section and slot showing a loaded photo (a photo behind the "+N" tile: the tile). */
  const findPhoto = (photoId: string) => {
    const { layout, states, slots } = inputs;
    if (!layout) return undefined;
    for (const [index, { key }] of layout.sections.entries()) {
      const position = states.get(key)?.items.findIndex((photo) => photo.imageId === photoId) ?? -1;
      if (position < 0) continue;
      const cells = slots[index]!;
      const slot = position < cells.photos ? position : Math.max(0, cells.total - 1);
      return { key, index, slot };
    }
    return undefined;
  };

  const capture = (): ScrollAnchor | undefined => {
    const { layout, states, slots } = inputs;
    if (!layout) return undefined;
    const anchor = anchorAt(layout, view.get().top);
    if (!anchor) return undefined;
    const index = layout.indexOf.get(anchor.key)!;
    const photo =
      anchor.slot >= 0 && anchor.slot < slots[index]!.photos
        ? states.get(anchor.key)?.items[anchor.slot]
        : undefined;
    return { list: listId, ...anchor, photoId: photo?.imageId };
  };

  /**
   * `focus`: the photo restored also gets the focus (the preview closed: the photo shown last, not the one that
   * opened it; issue 23).
   */
  const restore = (photoId?: string, nonBlocking = false, focus = false): void => {
    const { layout } = inputs;
    if (!layout) return;
    const stored = loadScrollAnchor();
    const own = stored?.list === listId ? stored : undefined;
    let anchor: LayoutAnchor | undefined = own;
    const wanted = photoId ?? own?.photoId;
    const found = wanted ? findPhoto(wanted) : undefined;
    if (found) {
      // Not measured yet on the first layout: the viewport's height below the header.
      const height = view.get().height || Math.max(0, viewport.viewportHeight() - viewport.topInset());
      const offset =
        anchor && wanted === stored?.photoId
          ? anchor.offset
          : Math.min(
              Math.max(anchor?.offset ?? SCROLL_MARGIN, SCROLL_MARGIN),
              height - layout.metrics.cell - SCROLL_MARGIN,
            );
      anchor = { key: found.key, slot: found.slot, offset };
      if (focus) focusRequest = cellId(found.key, found.slot);
    }
    if (!anchor) return;
    const y = anchorScrollTop(layout, anchor);
    if (y === undefined) return;
    loadSoon();
    scrollToVirtual(y);
    measure(nonBlocking);
    // A cell already on screen takes the focus now: when the place did not move, no render follows to apply it
    // (the preview closed on a photo in view), and the dialog would give the focus back to its opener.
    applyFocusRequest();
  };

  const saveAnchorSoon = (): void => {
    clock.clearTimeout(saveTimer);
    saveTimer = clock.setTimeout(() => {
      if (restored && !away && clock.now() > saveBlockedUntil) {
        const anchor = capture();
        if (anchor) saveScrollAnchor(anchor);
      }
    }, ANCHOR_SAVE_DELAY_MS);
  };

  const scrolled = (): void => {
    if (frame) return;
    frame = clock.requestFrame(() => {
      frame = 0;
      measure();
      saveAnchorSoon();
    });
  };

  const openPhoto = (photo: Photo): void => {
    const { actions, layout } = inputs;
    if (!actions.onOpenPhoto) return;
    const found = findPhoto(photo.imageId);
    if (found && layout) {
      // The page may have scrolled since the last frame measured it (the click that opens the photo can scroll
      // it into view first): the place remembered is where the photo is now.
      measure();
      const offset = slotTop(layout, found.index, found.slot) - view.get().top;
      saveScrollAnchor({ list: listId, key: found.key, slot: found.slot, photoId: photo.imageId, offset });
      saveBlockedUntil = clock.now() + OPEN_SAVE_BLOCK_MS;
    }
    actions.onOpenPhoto(photo.imageId);
  };

  const toggleSelection = (photo: Photo, extend: boolean): void => {
    const { actions, layout, states, slots } = inputs;
    const anchor = actions.selectionAnchorId;
    if (extend && anchor && layout && actions.onSelectRange) {
      // The photos on screen: a photo under a "+N" tile is not picked by a range.
      const sections = layout.sections.map((section, index) => ({
        key: section.key,
        photos: (states.get(section.key)?.items ?? []).slice(0, slots[index]?.photos ?? 0),
      }));
      const between = photosBetween(sections, anchor, photo.imageId);
      if (between) {
        actions.onSelectRange(between);
        return;
      }
    }
    actions.onToggleSelection?.(photo);
  };

  /** Moves the grid's focus to `position`, scrolling its row into view (and rendering it) first. */
  const moveFocus = (position: GridPosition): void => {
    const { layout } = inputs;
    const section = layout?.sections[position.section];
    if (!layout || !section) return;
    const { top, height } = view.get();
    const rowTop = slotTop(layout, position.section, position.slot);
    const rowBottom = rowTop + layout.metrics.cell;
    const wantedTop = position.slot < layout.metrics.columns ? section.top : rowTop;
    if (wantedTop - SCROLL_MARGIN < top) scrollToVirtual(wantedTop - SCROLL_MARGIN);
    else if (rowBottom + SCROLL_MARGIN > top + height) scrollToVirtual(rowBottom + SCROLL_MARGIN - height);
    loadSoon();
    focusRequest = cellId(section.key, position.slot);
    const focused = { key: section.key, slot: position.slot };
    host.setFocused(() => focused);
    measure();
  };

  return {
    view,
    update(next) {
      inputs = next;
    },
    start() {
      loadSoon();
      const geometry = viewport.geometry();
      if (geometry) host.setGeometry(() => geometry, true);
    },
    stop() {
      clock.cancelFrame(frame);
      frame = 0;
      clock.clearTimeout(saveTimer);
    },
    loadImmediately: () => clock.now() < immediateLoadUntil,
    windowOffset,
    capture,
    restore,
    watchRoute(atHome) {
      mountedAt = clock.now();
      if (!atHome) away = true;
    },
    routeRendered(atHome) {
      if (!atHome) {
        away = true;
        return;
      }
      if (away) {
        away = false;
        const request = takeRestoreRequest();
        restore(request?.photoId, false, request?.photoId !== undefined);
      } else if (clock.now() - mountedAt < MOUNT_RESTORE_WINDOW_MS) {
        restore(mountRestore?.photoId);
      }
    },
    scrolled,
    resized() {
      const next = viewport.geometry();
      if (!next) return;
      host.setGeometry((previous) => (sameGeometry(previous, next) ? previous : next), false);
      scrolled();
    },
    layoutCommitted(layout, mapping) {
      if (!layout || !mapping) return;
      const previous = previousLayout;
      previousLayout = layout;
      if (!restored) {
        restored = true;
        mountRestore = takeRestoreRequest();
        // The first rows render as a transition: React renders them in slices and the page stays responsive.
        restore(mountRestore?.photoId, true);
        measure(true);
        return;
      }
      if (previous && previous !== layout) {
        const top = view.get().top;
        const anchor = anchorAt(previous, top);
        const next = anchor && anchorScrollTop(layout, anchor);
        if (next !== undefined && Math.abs(next - top) >= 0.5) scrollToVirtual(next);
      }
      measure();
    },
    applyFocusRequest,
    focusWithinChanged: (within) => host.setFocusWithin(within),
    registerLoader(key, loader) {
      if (loader) loaders.set(key, loader);
      else loaders.delete(key);
    },
    openPhoto,
    toggleSelection,
    jumpToSection(index, settled) {
      const section = inputs.layout?.sections[index];
      if (!section) return;
      if (settled) {
        loadSoon();
        host.refresh();
      }
      scrollToVirtual(section.top);
      measure();
    },
    cellFocused(event) {
      const cell = parseCellId(event.currentTarget.dataset.cell);
      if (!cell) return;
      host.setFocused((previous) =>
        previous?.key === cell.key && previous.slot === cell.slot ? previous : cell,
      );
    },
    cellKeyDown(event) {
      const cell = parseCellId(event.currentTarget.dataset.cell);
      const { actions, layout, states, slots } = inputs;
      if (!cell || !layout || event.altKey || event.metaKey) return;
      const index = layout.indexOf.get(cell.key);
      if (index === undefined) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const content = slotContent(slots[index]!, states.get(cell.key) ?? UNINITIALIZED_MONTH, cell.slot);
        if (content.kind === 'loadMore') loaders.get(cell.key)?.loadMore();
        // Space selects (and starts selection mode); in selection mode Enter does too.
        else if (content.kind === 'photo' && (actions.selectionMode || event.key === ' '))
          toggleSelection(content.photo, event.shiftKey);
        else if (content.kind === 'photo' && event.key === 'Enter') openPhoto(content.photo);
        return;
      }
      if (!GRID_KEYS.has(event.key)) return;
      event.preventDefault();
      const { cell: size, gap, columns } = layout.metrics;
      const shape = {
        // A section that failed to load has no cells to move to (it shows its error and retry instead).
        slots: layout.sections.map((section) =>
          states.get(section.key)?.status === 'rejected' ? 0 : section.slots,
        ),
        columns,
        pageRows: Math.max(1, Math.floor(view.get().height / (size + gap))),
      };
      moveFocus(moveInGrid(shape, { section: index, slot: cell.slot }, event.key as GridKey));
    },
  };
}

/** Rows of one section to render: first..last, plus `pinned` (the focused cell's row) when >= 0. */
export interface RenderedSection {
  index: number;
  first: number;
  last: number;
  pinned: number;
}

export interface RenderPlan {
  /** The sections to render, in order. */
  sections: RenderedSection[];
  /** The grid's one tab stop. */
  tabStop: CellRef | null;
  /** Virtual y of the rendered window's top: the first rendered section's. */
  base: number;
}

/**
 * What to render: the sections and rows near the viewport, and the focused cell's row while the focus is in the
 * grid (so it stays focused when scrolled away). The tab stop is the focused cell when it is rendered, else the
 * first cell in view.
 */
export function planRender(
  layout: TimelineLayout | null,
  range: RenderRange | null,
  focused: CellRef | null,
  focusWithin: boolean,
): RenderPlan {
  const rendered = new Map<number, RenderedSection>();
  if (layout && range) {
    for (const row of range.rows) {
      if (row.section < layout.sections.length) {
        rendered.set(row.section, { index: row.section, first: row.firstRow, last: row.lastRow, pinned: -1 });
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
        rendered.set(index, { index, first: entry?.first ?? 0, last: entry?.last ?? -1, pinned: row });
        tabStop = focused;
      }
    }
  }
  const sections = [...rendered.values()].sort((a, b) => a.index - b.index);
  const base = layout && sections.length > 0 ? layout.sections[sections[0]!.index]!.top : 0;
  return { sections, tabStop, base };
}
