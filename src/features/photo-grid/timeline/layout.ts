/**
 * Geometry of the timeline, computed from counts alone (no DOM measuring): every section is a heading row and a
 * grid of fixed square cells in a column count that follows the width, so a month's height is known from its
 * number of slots before a single photo has loaded (placeholders and photos take exactly the same space).
 */
import { BREAKPOINT_MEDIUM, BREAKPOINT_SMALL } from '@/lib/constants';

export interface GridMetrics {
  columns: number;
  /** Width and height of a cell (whole pixels, so every position is a whole pixel). */
  cell: number;
  /** Space between cells. */
  gap: number;
  /** Height of a section's heading row. */
  headerHeight: number;
  /** Space after each section. */
  sectionGap: number;
}

/** Smallest cell per screen size, in rem: small below 575 px, medium below 1024, large from 1024. */
export const MIN_CELL_REM = { small: 6, medium: 8.5, large: 10.5 } as const;
export const CELL_GAP = 4;
export const HEADER_HEIGHT_REM = 3;
export const SECTION_GAP_REM = 1.5;

export interface MetricsInput {
  /** Width of the grid area. */
  containerWidth: number;
  /** Width of the window (chooses small, medium or large cells, like the breakpoints of the CSS). */
  viewportWidth: number;
  /** Pixels per rem (16 unless the user changed the font size). */
  rem?: number;
}

export function gridMetrics({ containerWidth, viewportWidth, rem = 16 }: MetricsInput): GridMetrics {
  const minCellRem =
    viewportWidth < BREAKPOINT_SMALL
      ? MIN_CELL_REM.small
      : viewportWidth < BREAKPOINT_MEDIUM
        ? MIN_CELL_REM.medium
        : MIN_CELL_REM.large;
  const minCell = Math.round(minCellRem * rem);
  const width = Math.max(containerWidth, 2 * minCell + CELL_GAP);
  const columns = Math.max(2, Math.floor((width + CELL_GAP) / (minCell + CELL_GAP)));
  const cell = Math.floor((width - CELL_GAP * (columns - 1)) / columns);
  return {
    columns,
    cell,
    gap: CELL_GAP,
    headerHeight: Math.round(HEADER_HEIGHT_REM * rem),
    sectionGap: Math.round(SECTION_GAP_REM * rem),
  };
}

export const rowCount = (slots: number, columns: number): number => Math.ceil(Math.max(0, slots) / columns);

/** Height of `rows` rows of cells. */
export const gridHeight = (rows: number, metrics: GridMetrics): number =>
  rows > 0 ? rows * metrics.cell + (rows - 1) * metrics.gap : 0;

/** Height of a section with `slots` cells: heading, rows, then the space before the next section. */
export const sectionHeight = (slots: number, metrics: GridMetrics): number =>
  metrics.headerHeight + gridHeight(rowCount(slots, metrics.columns), metrics) + metrics.sectionGap;

/** Top of row `row`, from the top of its section. */
export const rowOffset = (row: number, metrics: GridMetrics): number =>
  metrics.headerHeight + row * (metrics.cell + metrics.gap);

export interface SectionBox {
  key: string;
  top: number;
  height: number;
  slots: number;
  rows: number;
}

export interface TimelineLayout {
  metrics: GridMetrics;
  sections: readonly SectionBox[];
  height: number;
  /** Section index by key. */
  indexOf: ReadonlyMap<string, number>;
}

/** Places the sections one after another; `slots[i]` is the number of cells of section `keys[i]`. */
export function computeLayout(
  keys: readonly string[],
  slots: readonly number[],
  metrics: GridMetrics,
): TimelineLayout {
  const sections: SectionBox[] = [];
  const indexOf = new Map<string, number>();
  let top = 0;
  keys.forEach((key, index) => {
    const count = slots[index] ?? 0;
    const height = sectionHeight(count, metrics);
    sections.push({ key, top, height, slots: count, rows: rowCount(count, metrics.columns) });
    indexOf.set(key, index);
    top += height;
  });
  return { metrics, sections, height: top, indexOf };
}

/** Index of the section at `y` (the first or last one outside the timeline); -1 when there are none. */
export function sectionIndexAt(layout: TimelineLayout, y: number): number {
  const { sections } = layout;
  let low = 0;
  let high = sections.length - 1;
  if (high < 0) return -1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((sections[mid]?.top ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The row of section `index` at `y`: -1 in the heading, clamped to the last row below the grid. */
export function rowIndexAt(layout: TimelineLayout, index: number, y: number): number {
  const section = layout.sections[index];
  if (!section || section.rows === 0) return -1;
  const { headerHeight, cell, gap } = layout.metrics;
  const within = y - section.top - headerHeight;
  if (within < 0) return -1;
  return Math.min(section.rows - 1, Math.floor(within / (cell + gap)));
}

/** Top of the row that holds `slot` in section `index` (the section's top for slot -1). */
export function slotTop(layout: TimelineLayout, index: number, slot: number): number {
  const section = layout.sections[index];
  if (!section) return 0;
  if (slot < 0 || section.rows === 0) return section.top;
  const row = Math.min(section.rows - 1, Math.floor(slot / layout.metrics.columns));
  return section.top + rowOffset(row, layout.metrics);
}

/** The rows of one section that overlap a range; `lastRow < firstRow` when only the heading does. */
export interface SectionRows {
  section: number;
  firstRow: number;
  lastRow: number;
}

/** Every section overlapping [top, bottom), with the rows of it that overlap. */
export function rowsInRange(layout: TimelineLayout, top: number, bottom: number): SectionRows[] {
  const result: SectionRows[] = [];
  if (layout.sections.length === 0 || bottom <= 0 || top >= layout.height) return result;
  const { cell, gap, headerHeight } = layout.metrics;
  const stride = cell + gap;
  for (let index = Math.max(0, sectionIndexAt(layout, top)); index < layout.sections.length; index++) {
    const section = layout.sections[index]!;
    if (section.top >= bottom) break;
    const gridTop = section.top + headerHeight;
    const firstRow = Math.max(0, Math.floor((top - gridTop) / stride));
    // A row overlaps when its top is above `bottom` and its bottom below `top`.
    const lastRow = Math.min(section.rows - 1, Math.ceil((bottom - gridTop) / stride) - 1);
    result.push({ section: index, firstRow, lastRow });
  }
  return result;
}

/**
 * A place in the timeline that survives layout changes: the row holding `slot` of month `key` (or the month's
 * heading for slot -1) is `offset` px below the viewport's top edge (negative: above it).
 */
export interface LayoutAnchor {
  key: string;
  slot: number;
  offset: number;
}

/** The anchor of the viewport whose top edge is at `y`: the first row that reaches into the viewport. */
export function anchorAt(layout: TimelineLayout, y: number): LayoutAnchor | undefined {
  const index = sectionIndexAt(layout, y);
  const section = layout.sections[index];
  if (!section) return undefined;
  const row = rowIndexAt(layout, index, y);
  if (row < 0) return { key: section.key, slot: -1, offset: section.top - y };
  const slot = row * layout.metrics.columns;
  return { key: section.key, slot, offset: slotTop(layout, index, slot) - y };
}

/** Where the viewport's top edge must be for `anchor` to be where it was; undefined if its month is gone. */
export function anchorScrollTop(layout: TimelineLayout, anchor: LayoutAnchor): number | undefined {
  const index = layout.indexOf.get(anchor.key);
  if (index === undefined) return undefined;
  const section = layout.sections[index]!;
  const slot = anchor.slot < 0 ? -1 : Math.min(anchor.slot, Math.max(0, section.slots - 1));
  return slotTop(layout, index, slot) - anchor.offset;
}

/**
 * Browsers cap an element's height (Chromium about 16.7 million px, Firefox about 17.8 million): a timeline
 * taller than this is scroll-scaled. Its spacer is this high and the viewport's top maps to the virtual timeline
 * linearly, so every photo stays reachable; scrolling then moves faster than 1:1 by `scale`.
 */
export const MAX_SCROLL_HEIGHT = 8_000_000;

export interface ScrollMapping {
  /** Height of the spacer element. */
  physicalHeight: number;
  /** Virtual pixels per physical pixel of scrolling (1 unless the timeline is taller than the maximum). */
  scale: number;
  /** Virtual y of the viewport's top edge for a physical one. */
  toVirtual(physical: number): number;
  toPhysical(virtual: number): number;
}

export function createScrollMapping(
  virtualHeight: number,
  viewportHeight: number,
  maxHeight = MAX_SCROLL_HEIGHT,
): ScrollMapping {
  if (virtualHeight <= maxHeight || maxHeight <= viewportHeight) {
    return { physicalHeight: virtualHeight, scale: 1, toVirtual: (p) => p, toPhysical: (v) => v };
  }
  const physicalRange = maxHeight - viewportHeight;
  const virtualRange = virtualHeight - viewportHeight;
  const scale = virtualRange / physicalRange;
  const shift = virtualHeight - maxHeight;
  return {
    physicalHeight: maxHeight,
    scale,
    toVirtual: (p) => (p <= 0 ? p : p >= physicalRange ? p + shift : p * scale),
    toPhysical: (v) => (v <= 0 ? v : v >= virtualRange ? v - shift : v / scale),
  };
}
