// Over 500 lines on purpose: the tests of timeline-controller.ts, one class (see there); its parts' tests are
// beside their files (layout, month-state, grid-navigation, scroll-anchor).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@/lib/api/schemas/photo';
import {
  computeLayout,
  createScrollMapping,
  gridMetrics,
  slotTop,
  type GridMetrics,
  type TimelineLayout,
} from './layout';
import { monthSlots, UNINITIALIZED_MONTH, type MonthState } from './month-state';
import {
  loadScrollAnchor,
  registerTimelineScroll,
  rememberScrollAnchor,
  requestScrollRestore,
  restoreScrollAnchor,
  saveScrollAnchor,
} from './scroll-anchor';
import {
  ANCHOR_SAVE_DELAY_MS,
  cellId,
  IMMEDIATE_LOAD_MS,
  planRender,
  createTimelineController,
  type CellKeyEvent,
  type CellRef,
  type Clock,
  type Geometry,
  type RenderRange,
  type TimelineActions,
} from './timeline-controller';

const LIST = 'photos:dateTaken:desc';

const photo = (key: string, n: number): Photo => ({
  imageId: `${key}#${n}`,
  uploadId: `up-${key}#${n}`,
  localFileName: `IMG_${n}.jpg`,
  url: `https://img.example/${n}.jpg`,
  untouchedUrl: `https://img.example/${n}.jpg`,
  thumbnails: [],
  dateTaken: new Date('2025-01-01T00:00:00Z'),
  uploadEnd: new Date('2025-01-01T00:00:00Z'),
});

/** A section whose first page (`loaded` photos, more to come when `more`) has arrived. */
function loadedState(key: string, loaded: number, more = false): MonthState {
  const items = Array.from({ length: loaded }, (_, n) => photo(key, n));
  return {
    status: 'fulfilled',
    pages: [{ cursor: more ? 'next' : null, items }],
    items,
    loadingMore: false,
    loadMoreFailed: false,
  };
}

/** A clock the test moves: frames run on `frame()`, timers on `advance()`. */
function fakeClock() {
  let now = 1_000;
  let nextHandle = 1;
  const frames = new Map<number, () => void>();
  let timers: { handle: number; at: number; callback: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    requestFrame(callback) {
      frames.set(nextHandle, callback);
      return nextHandle++;
    },
    cancelFrame: (handle) => frames.delete(handle),
    setTimeout(callback, ms) {
      timers.push({ handle: nextHandle, at: now + ms, callback });
      return nextHandle++;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  };
  return {
    clock,
    frame() {
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback();
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
  };
}

interface SectionSpec {
  key: string;
  count: number;
  state?: MonthState;
}

interface Options {
  sections: SectionSpec[];
  listId?: string;
  actions?: TimelineActions;
  /** The page: the grid's container starts this far down the page, under a sticky header this high. */
  containerOffset?: number;
  headerHeight?: number;
  viewportHeight?: number;
  /** Cells per page of a section (the timeline's 24). */
  pageLimit?: number;
  metrics?: (geometry: Geometry) => GridMetrics;
  maxScrollHeight?: number;
}

/**
 * The controller on a simulated page, rendered the way the hook renders it: the host's state feeds `planRender`,
 * the committed inputs go to `update`, the layout effect runs when the layout changes, then the focus request.
 */
function mount(options: Options) {
  const {
    containerOffset = 200,
    headerHeight = 64,
    viewportHeight = 800,
    pageLimit = 24,
    metrics = gridMetrics,
  } = options;
  let sections = options.sections;
  let actions = options.actions ?? {};
  const time = fakeClock();
  const page = {
    scrollY: 0,
    windowOffset: 0,
    windowBase: 0,
    focusedCell: undefined as string | undefined,
    scrolls: 0,
  };
  const state = {
    geometry: null as Geometry | null,
    range: null as RenderRange | null,
    focused: null as CellRef | null,
    focusWithin: false,
    nonBlocking: [] as string[],
    refreshes: 0,
    dirty: false,
  };
  const set = <K extends 'geometry' | 'range' | 'focused'>(
    key: K,
    update: (previous: (typeof state)[K]) => (typeof state)[K],
  ) => {
    const next = update(state[key]);
    if (next !== state[key]) {
      state[key] = next;
      state.dirty = true;
    }
  };
  let rendered = new Set<string>();
  const controller = createTimelineController({
    listId: options.listId ?? LIST,
    clock: time.clock,
    host: {
      setGeometry(update, nonBlocking) {
        if (nonBlocking) state.nonBlocking.push('geometry');
        set('geometry', update);
      },
      setRange(update, nonBlocking) {
        if (nonBlocking) state.nonBlocking.push('range');
        set('range', update);
      },
      setFocused: (update) => set('focused', update),
      setFocusWithin(within) {
        if (within !== state.focusWithin) state.dirty = true;
        state.focusWithin = within;
      },
      refresh() {
        state.refreshes++;
        state.dirty = true;
      },
    },
    viewport: {
      geometry: () => ({ containerWidth: 1000, viewportWidth: 1280, viewportHeight, rem: 16 }),
      containerTop: () => containerOffset - page.scrollY,
      topInset: () => headerHeight,
      viewportHeight: () => viewportHeight,
      scrollY: () => page.scrollY,
      scrollTo(y) {
        page.scrollY = y;
        page.scrolls++;
      },
      setWindowOffset(y) {
        page.windowOffset = y;
      },
      focusCell(id) {
        if (!rendered.has(id)) return false;
        page.focusedCell = id;
        return true;
      },
    },
  });

  let layout: TimelineLayout | null = null;
  let layoutKey = '';
  let mapping: ReturnType<typeof createScrollMapping> | null = null;
  const states = () =>
    new Map(sections.map((section) => [section.key, section.state ?? UNINITIALIZED_MONTH]));
  const slots = () =>
    sections.map((section) => monthSlots(section.count, section.state ?? UNINITIALIZED_MONTH, pageLimit));

  /** One render and commit; repeated while the controller's updates ask for another. */
  function render() {
    for (let pass = 0; pass < 10; pass++) {
      state.dirty = false;
      const cells = slots();
      let layoutChanged = false;
      if (state.geometry) {
        const totals = cells.map((cell) => cell.total);
        const nextKey = `${JSON.stringify(state.geometry)}|${sections.map((s) => s.key).join()}|${totals.join()}`;
        if (nextKey !== layoutKey) {
          layoutKey = nextKey;
          layout = computeLayout(
            sections.map((section) => section.key),
            totals,
            metrics(state.geometry),
          );
          mapping = createScrollMapping(
            layout.height,
            state.geometry.viewportHeight,
            options.maxScrollHeight,
          );
          layoutChanged = true;
        }
      }
      const plan = planRender(layout, state.range, state.focused, state.focusWithin);
      // The window element's style, as the component renders it.
      page.windowOffset = controller.windowOffset(mapping, plan.base);
      page.windowBase = plan.base;
      rendered = new Set();
      for (const entry of plan.sections) {
        const columns = layout!.metrics.columns;
        const key = layout!.sections[entry.index]!.key;
        const rows = [entry.pinned];
        for (let row = entry.first; row <= entry.last; row++) rows.push(row);
        for (const row of rows.filter((candidate) => candidate >= 0)) {
          for (let column = 0; column < columns; column++) rendered.add(cellId(key, row * columns + column));
        }
      }
      controller.update({ layout, mapping, slots: cells, states: states(), base: plan.base, actions });
      if (layoutChanged) controller.layoutCommitted(layout, mapping);
      controller.applyFocusRequest();
      if (!state.dirty) return plan;
    }
    throw new Error('the controller keeps asking for renders');
  }

  controller.start();
  render();
  controller.watchRoute(true);

  const keyDown = (cell: CellRef, key: string, modifiers: { shiftKey?: boolean } = {}) => {
    const event: CellKeyEvent & { defaultPrevented: boolean } = {
      currentTarget: { dataset: { cell: cellId(cell.key, cell.slot) } },
      key,
      shiftKey: modifiers.shiftKey ?? false,
      altKey: false,
      metaKey: false,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    controller.cellKeyDown(event);
    render();
    return event;
  };

  return {
    controller,
    page,
    state,
    time,
    render,
    keyDown,
    get layout() {
      return layout!;
    },
    /** The user scrolls the page to `y`; the next frame measures it. */
    scrollTo(y: number) {
      page.scrollY = y;
      controller.scrolled();
      time.frame();
      render();
    },
    setSections(next: SectionSpec[]) {
      sections = next;
      render();
    },
    setActions(next: TimelineActions) {
      actions = next;
      render();
    },
    /** Where a cell's row is, from the viewport's top edge below the header. */
    rowOffset(key: string, slot: number) {
      const index = layout!.indexOf.get(key)!;
      return slotTop(layout!, index, slot) - controller.view.get().top;
    },
    isRendered: (key: string, slot: number) => rendered.has(cellId(key, slot)),
  };
}

/** Twelve months of 24 loaded photos, newest first (a section is 1,068 px at 5 columns of 196 px). */
const year = (): SectionSpec[] =>
  Array.from({ length: 12 }, (_, index) => {
    const key = `2025/${12 - index}`;
    return { key, count: 24, state: loadedState(key, 24) };
  });

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the first screen', () => {
  it('renders the first grid and rows as transitions, then only the rows near the viewport', () => {
    const timeline = mount({ sections: year() });
    expect(timeline.state.nonBlocking).toEqual(['geometry', 'range']);
    expect(timeline.isRendered('2025/12', 0)).toBe(true);
    expect(timeline.isRendered('2025/11', 0)).toBe(true);
    expect(timeline.isRendered('2025/6', 0)).toBe(false);
    expect(timeline.controller.loadImmediately()).toBe(true);
    timeline.time.advance(IMMEDIATE_LOAD_MS);
    expect(timeline.controller.loadImmediately()).toBe(false);
  });

  it('opens at the remembered place of the same list, and ignores another sort', () => {
    saveScrollAnchor({ list: LIST, key: '2025/7', slot: 5, photoId: '2025/7#5', offset: 20 });
    const timeline = mount({ sections: year() });
    expect(timeline.rowOffset('2025/7', 5)).toBe(20);
    expect(timeline.isRendered('2025/7', 5)).toBe(true);

    window.sessionStorage.clear();
    saveScrollAnchor({ list: 'photos:created:asc', key: '2025/7', slot: 5, offset: 20 });
    const other = mount({ sections: year() });
    expect(other.page.scrollY).toBe(0);
    expect(other.page.scrolls).toBe(0);
  });

  it('puts a photo asked for before it mounted (a closed preview) where the remembered one was', () => {
    saveScrollAnchor({ list: LIST, key: '2025/7', slot: 5, photoId: '2025/7#5', offset: 120 });
    requestScrollRestore('2025/5#12');
    const timeline = mount({ sections: year() });
    expect(timeline.rowOffset('2025/5', 12)).toBe(120);
  });
});

describe('keeping the place', () => {
  it('keeps what is on screen where it was when a month above it grows', () => {
    const sections = year();
    sections[1] = { key: '2025/11', count: 60, state: loadedState('2025/11', 24, true) };
    const timeline = mount({ sections });
    timeline.scrollTo(5_000);
    const anchorRow = timeline.rowOffset('2025/8', 10);
    const scrollBefore = timeline.page.scrollY;

    // The "+N" tile of 2025/11 loaded its next page: 36 more photos, 7 more rows above the viewport.
    sections[1] = { key: '2025/11', count: 60, state: loadedState('2025/11', 60) };
    timeline.setSections([...sections]);
    expect(timeline.rowOffset('2025/8', 10)).toBe(anchorRow);
    expect(timeline.page.scrollY - scrollBefore).toBe(7 * 200);
  });

  it('remembers the place once scrolling pauses, not while the page is away', () => {
    const timeline = mount({ sections: year() });
    timeline.scrollTo(3_000);
    timeline.time.advance(ANCHOR_SAVE_DELAY_MS - 1);
    expect(loadScrollAnchor()).toBeUndefined();
    timeline.time.advance(1);
    expect(loadScrollAnchor()).toMatchObject({ list: LIST, key: '2025/10' });

    timeline.controller.routeRendered(false);
    timeline.scrollTo(0);
    timeline.time.advance(ANCHOR_SAVE_DELAY_MS);
    expect(loadScrollAnchor()).toMatchObject({ key: '2025/10' });
  });

  it('a router scroll reset just after mounting is undone; later ones are the user going elsewhere', () => {
    saveScrollAnchor({ list: LIST, key: '2025/7', slot: 5, photoId: '2025/7#5', offset: 20 });
    const timeline = mount({ sections: year() });
    timeline.page.scrollY = 0;
    timeline.controller.routeRendered(true);
    timeline.render();
    expect(timeline.rowOffset('2025/7', 5)).toBe(20);

    timeline.time.advance(3_000);
    timeline.scrollTo(0);
    timeline.controller.routeRendered(true);
    expect(timeline.page.scrollY).toBe(0);
  });
});

describe('the preview', () => {
  it('opening a photo remembers where it is; closing puts the last previewed photo there', () => {
    const onOpenPhoto = vi.fn();
    const timeline = mount({ sections: year(), actions: { onOpenPhoto } });
    const unregister = registerTimelineScroll(timeline.controller);
    timeline.scrollTo(2_500);
    const offset = timeline.rowOffset('2025/10', 7);

    timeline.controller.openPhoto(photo('2025/10', 7));
    expect(onOpenPhoto).toHaveBeenCalledWith('2025/10#7');
    expect(loadScrollAnchor()).toMatchObject({ key: '2025/10', slot: 7, photoId: '2025/10#7', offset });
    // The preview is a route nested in the page: the page is away, scrolling under it is not remembered.
    timeline.controller.routeRendered(false);
    timeline.scrollTo(0);
    timeline.time.advance(ANCHOR_SAVE_DELAY_MS);
    expect(rememberScrollAnchor()).toMatchObject({ key: '2025/12', slot: -1 });

    // The preview moved on three photos and closed.
    saveScrollAnchor({ list: LIST, key: '2025/10', slot: 7, photoId: '2025/10#7', offset });
    requestScrollRestore('2025/10#10');
    timeline.controller.routeRendered(true);
    timeline.render();
    expect(timeline.rowOffset('2025/10', 10)).toBe(offset);
    unregister();
  });

  it('closing gives the focus to the photo shown last at once, when its cell is on screen and nothing renders again', () => {
    const timeline = mount({ sections: year() });
    timeline.scrollTo(2_500);
    timeline.controller.openPhoto(photo('2025/10', 7));
    timeline.controller.routeRendered(false);
    // The preview moved on one photo, in the same row, and closed: no scroll, so no render follows. The focus
    // must not wait for one: the dialog gives it back to its opener in the next frame when it is on the body.
    requestScrollRestore('2025/10#8');
    timeline.controller.routeRendered(true);
    expect(timeline.page.focusedCell).toBe(cellId('2025/10', 8));
  });

  it('restores through the preview call while mounted, and a photo behind a "+N" tile by the tile', () => {
    const sections = year();
    sections[3] = { key: '2025/9', count: 80, state: loadedState('2025/9', 48, true) };
    sections[3].state!.pages.push({ cursor: 'next', items: [] });
    const timeline = mount({ sections });
    const unregister = registerTimelineScroll(timeline.controller);
    saveScrollAnchor({ list: LIST, key: '2025/9', slot: 2, photoId: '2025/9#2', offset: 40 });
    // 48 loaded, more to come: 47 photos and the "+N" tile in slot 47.
    restoreScrollAnchor('2025/9#47');
    timeline.render();
    expect(timeline.rowOffset('2025/9', 47)).toBe(40);
    unregister();
  });
});

describe('the keyboard', () => {
  it('moving down past the viewport scrolls the row into view, then focuses the cell', () => {
    const timeline = mount({ sections: year() });
    // 736 px visible below the header: rows of 2025/12 at 48, 248, 448, 648 (to 844), 848.
    const event = timeline.keyDown({ key: '2025/12', slot: 12 }, 'ArrowDown');
    expect(event.defaultPrevented).toBe(true);
    expect(timeline.state.focused).toEqual({ key: '2025/12', slot: 17 });
    expect(timeline.page.focusedCell).toBe(cellId('2025/12', 17));
    expect(timeline.rowOffset('2025/12', 17) + 196).toBe(736 - 8);
  });

  it('End goes to the last photo, months away, rendering its row first', () => {
    const timeline = mount({ sections: year() });
    timeline.keyDown({ key: '2025/12', slot: 0 }, 'End');
    expect(timeline.page.focusedCell).toBe(cellId('2025/1', 23));
    expect(timeline.isRendered('2025/1', 23)).toBe(true);
    expect(timeline.isRendered('2025/12', 0)).toBe(false);
    expect(timeline.controller.loadImmediately()).toBe(true);
  });

  it('skips a month that failed to load', () => {
    const sections = year();
    sections[1] = { key: '2025/11', count: 24, state: { ...UNINITIALIZED_MONTH, status: 'rejected' } };
    const timeline = mount({ sections });
    timeline.keyDown({ key: '2025/12', slot: 22 }, 'ArrowDown');
    expect(timeline.state.focused).toEqual({ key: '2025/10', slot: 2 });
  });

  it('the focused row stays rendered while the focus is in the grid, and is the tab stop', () => {
    const timeline = mount({ sections: year() });
    timeline.keyDown({ key: '2025/12', slot: 0 }, 'ArrowRight');
    timeline.controller.focusWithinChanged(true);
    timeline.scrollTo(8_000);
    expect(timeline.isRendered('2025/12', 1)).toBe(true);
    expect(timeline.isRendered('2025/12', 10)).toBe(false);
    expect(planRender(timeline.layout, timeline.state.range, timeline.state.focused, true).tabStop).toEqual({
      key: '2025/12',
      slot: 1,
    });

    timeline.controller.focusWithinChanged(false);
    timeline.render();
    expect(timeline.isRendered('2025/12', 1)).toBe(false);
    // The tab stop is then the first cell in view.
    const plan = planRender(timeline.layout, timeline.state.range, timeline.state.focused, false);
    expect(plan.tabStop).toEqual(timeline.state.range!.entry);
  });

  it('Enter opens, Space selects (in selection mode Enter too), shift selects the range', () => {
    const actions = { onOpenPhoto: vi.fn(), onToggleSelection: vi.fn(), onSelectRange: vi.fn() };
    const timeline = mount({ sections: year(), actions });
    timeline.keyDown({ key: '2025/12', slot: 3 }, 'Enter');
    expect(actions.onOpenPhoto).toHaveBeenCalledWith('2025/12#3');
    timeline.keyDown({ key: '2025/12', slot: 4 }, ' ');
    expect(actions.onToggleSelection).toHaveBeenCalledWith(photo('2025/12', 4));

    timeline.setActions({ ...actions, selectionMode: true, selectionAnchorId: '2025/12#22' });
    timeline.keyDown({ key: '2025/11', slot: 1 }, 'Enter', { shiftKey: true });
    expect(actions.onSelectRange).toHaveBeenCalledWith([
      photo('2025/12', 22),
      photo('2025/12', 23),
      photo('2025/11', 0),
      photo('2025/11', 1),
    ]);
    expect(actions.onOpenPhoto).toHaveBeenCalledTimes(1);
  });

  it('Enter on the "+N" tile loads the month\'s next page', () => {
    const sections = year();
    sections[0] = { key: '2025/12', count: 100, state: loadedState('2025/12', 24, true) };
    const timeline = mount({ sections });
    const loadMore = vi.fn();
    timeline.controller.registerLoader('2025/12', { loadMore });
    timeline.keyDown({ key: '2025/12', slot: 23 }, 'Enter');
    expect(loadMore).toHaveBeenCalledTimes(1);
    timeline.controller.registerLoader('2025/12', undefined);
    timeline.keyDown({ key: '2025/12', slot: 23 }, 'Enter');
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});

describe('the scrubber', () => {
  it('follows the scroll position', () => {
    const timeline = mount({ sections: year() });
    const seen: number[] = [];
    timeline.controller.view.subscribe(() => seen.push(timeline.controller.view.get().top));
    timeline.scrollTo(4_000);
    expect(seen).toEqual([4_000 + 64 - 200]);
    expect(timeline.controller.view.get().height).toBe(800 - 64);
  });

  it('a jump scrolls to the month; once let go the months shown load at once', () => {
    const timeline = mount({ sections: year() });
    timeline.time.advance(IMMEDIATE_LOAD_MS);
    timeline.controller.jumpToSection(9, false);
    timeline.render();
    expect(timeline.controller.view.get().top).toBe(timeline.layout.sections[9]!.top);
    expect(timeline.controller.loadImmediately()).toBe(false);
    expect(timeline.state.refreshes).toBe(0);

    timeline.controller.jumpToSection(10, true);
    timeline.render();
    expect(timeline.controller.loadImmediately()).toBe(true);
    expect(timeline.state.refreshes).toBe(1);
    expect(timeline.isRendered('2025/2', 0)).toBe(true);
  });
});

describe('a timeline taller than the browser allows', () => {
  it('is scroll-scaled: every month stays reachable and the rendered window follows the scroll', () => {
    const sections = Array.from({ length: 200 }, (_, index) => {
      const key = `${2000 + Math.floor(index / 12)}/${(index % 12) + 1}`;
      return { key, count: 24, state: loadedState(key, 24) };
    });
    const timeline = mount({ sections, maxScrollHeight: 20_000 });
    expect(timeline.layout.height).toBeGreaterThan(200_000);
    /** How far below the viewport's top edge (below the header) the month's top is on the page. */
    const onPage = (index: number) =>
      200 +
      timeline.page.windowOffset +
      (timeline.layout.sections[index]!.top - timeline.page.windowBase) -
      (timeline.page.scrollY + 64);

    timeline.controller.jumpToSection(150, true);
    timeline.render();
    expect(timeline.page.scrollY).toBeLessThan(20_000);
    expect(timeline.isRendered(sections[150]!.key, 0)).toBe(true);
    expect(onPage(150)).toBeCloseTo(0, 6);

    // Scrolling moves the window with the page between renders: the month moves by the virtual distance.
    timeline.scrollTo(timeline.page.scrollY + 10);
    const moved = timeline.layout.sections[150]!.top - timeline.controller.view.get().top;
    expect(moved).toBeLessThan(-10);
    expect(onPage(150)).toBeCloseTo(moved, 6);
  });
});

describe('an album grid (sections of 24 photos, loaded page by page, no headings)', () => {
  const albumMetrics = (geometry: Geometry): GridMetrics => ({
    ...gridMetrics(geometry),
    headerHeight: 0,
    sectionGap: 4,
  });
  const albumPages = (count: number, loadedPages: number): SectionSpec[] =>
    Array.from({ length: Math.ceil(count / 24) }, (_, page) => {
      const key = `album-1/${page}`;
      const cells = Math.min(24, count - page * 24);
      return { key, count: cells, state: page < loadedPages ? loadedState(key, cells) : undefined };
    });

  it('moves the focus across pages as across months, and restores the previewed photo', () => {
    const onOpenPhoto = vi.fn();
    const timeline = mount({
      sections: albumPages(100, 2),
      listId: 'album:album-1',
      metrics: albumMetrics,
      actions: { onOpenPhoto },
    });
    // Pages join without a gap in the rows: 24 cells at 5 columns, the last row of a page has 4.
    timeline.keyDown({ key: 'album-1/0', slot: 21 }, 'ArrowDown');
    expect(timeline.state.focused).toEqual({ key: 'album-1/1', slot: 1 });

    timeline.keyDown({ key: 'album-1/1', slot: 1 }, 'Enter');
    expect(onOpenPhoto).toHaveBeenCalledWith('album-1/1#1');
    const offset = timeline.rowOffset('album-1/1', 1);
    timeline.controller.routeRendered(false);
    timeline.scrollTo(0);
    requestScrollRestore('album-1/1#13');
    timeline.controller.routeRendered(true);
    timeline.render();
    expect(timeline.rowOffset('album-1/1', 13)).toBe(offset);
  });
});
