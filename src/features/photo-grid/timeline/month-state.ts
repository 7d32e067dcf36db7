/**
 * The loading state of a timeline month (my-photos.md sections 3 and 4): status uninitialized -> pending ->
 * fulfilled | rejected, and pages of {cursor, items}. TanStack Query holds the pages (one infinite query per
 * month and sort, see api/get-timeline-month.ts); this module reads the spec's state out of a query's state and
 * decides what each of the month's slots shows.
 */
import type { InfiniteData, QueryState } from '@tanstack/react-query';
import { TIMELINE_PAGE_LIMIT } from '../constants';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { hasPagesBefore } from '@/lib/query/page-place';

export type MonthStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface MonthPage {
  /** Cursor of the page after this one; null on the last page. */
  cursor: string | null;
  items: Photo[];
}

export interface MonthState {
  status: MonthStatus;
  pages: MonthPage[];
  /** Every loaded photo, in order. */
  items: Photo[];
  /** The next page is being fetched (the "+N" tile was activated). */
  loadingMore: boolean;
  /** Fetching the next page failed; the "+N" tile offers it again. */
  loadMoreFailed: boolean;
  /**
   * Pages before the loaded ones were let go (an album's window of pages, ADR 058): before the first photo come
   * more, loaded again on the way back. Absent (false) for a list that keeps every page, like a month.
   */
  pagesBefore?: boolean;
}

export const UNINITIALIZED_MONTH: MonthState = Object.freeze({
  status: 'uninitialized',
  pages: [],
  items: [],
  loadingMore: false,
  loadMoreFailed: false,
}) as MonthState;

export type MonthQueryState = QueryState<InfiniteData<PhotoPage, string | undefined>, Error>;

const isFetching = (state: MonthQueryState) => state.fetchStatus !== 'idle';

/** The spec's month state of a month query's state (undefined: no query yet, or reset by a sort change). */
export function monthStateOf(state: MonthQueryState | undefined): MonthState {
  if (!state) return UNINITIALIZED_MONTH;
  const data = state.data;
  if (!data) {
    if (isFetching(state)) return { ...UNINITIALIZED_MONTH, status: 'pending' };
    return state.status === 'error' ? { ...UNINITIALIZED_MONTH, status: 'rejected' } : UNINITIALIZED_MONTH;
  }
  const pages = data.pages.map((page) => ({ cursor: page.cursor, items: page.images }));
  const fetchMore = (state.fetchMeta as { fetchMore?: { direction?: string } } | null)?.fetchMore;
  const loadingMore = isFetching(state) && fetchMore?.direction === 'forward';
  return {
    status: 'fulfilled',
    pages,
    items: pages.flatMap((page) => page.items),
    loadingMore,
    loadMoreFailed: !loadingMore && state.status === 'error',
    pagesBefore: hasPagesBefore(data),
  };
}

/** Whether the month has pages left to fetch (the last page's cursor). */
export const hasMorePages = (month: MonthState): boolean =>
  month.pages.length > 0 && month.pages[month.pages.length - 1]!.cursor !== null;

/**
 * The cells a failed section keeps for its error and Try again: one or two rows, whatever the screen (the grid has
 * at least 3 columns).
 */
export const FAILED_SECTION_CELLS = 6;

/** What a month's cells show: photos, then placeholders, then maybe the "+N" tile. */
export interface MonthSlots {
  /** Number of cells. */
  total: number;
  /** Cells 0 .. photos-1 show loaded photos. */
  photos: number;
  /** Then this many placeholders (photos on their way). */
  placeholders: number;
  /** When > 0 the last cell is the "+N" tile, N = this (the photos not shown). */
  loadMore: number;
}

/**
 * The cells of a month of `count` photos (the count of GET /users/timeline) in `state`:
 * - not loaded yet: placeholders for the first page, min(count, 24), so nothing moves on arrival;
 * - failed: room for its error and Try again only, min(count, FAILED_SECTION_CELLS) (issue 23: a failed month
 *   kept a first page's height, about 900 px of blank space under its error on a phone);
 * - loaded: the photos; while more remain and the count exceeds them, the last cell becomes "+N";
 * - loading the next page: the loaded photos and placeholders for the page on its way.
 */
export function monthSlots(count: number, state: MonthState, pageLimit = TIMELINE_PAGE_LIMIT): MonthSlots {
  if (state.status !== 'fulfilled') {
    const placeholders = Math.min(count, state.status === 'rejected' ? FAILED_SECTION_CELLS : pageLimit);
    return { total: placeholders, photos: 0, placeholders, loadMore: 0 };
  }
  const loaded = state.items.length;
  if (state.loadingMore) {
    const placeholders = Math.max(0, Math.min(count, loaded + pageLimit) - loaded);
    return { total: loaded + placeholders, photos: loaded, placeholders, loadMore: 0 };
  }
  if (hasMorePages(state) && count > loaded) {
    // The last loaded photo's cell becomes the tile; N counts it too.
    const photos = Math.max(0, loaded - 1);
    return { total: photos + 1, photos, placeholders: 0, loadMore: count - photos };
  }
  return { total: loaded, photos: loaded, placeholders: 0, loadMore: 0 };
}

/** What slot `slot` of a month shows. */
export type SlotContent =
  | { kind: 'photo'; photo: Photo }
  | { kind: 'placeholder' }
  | { kind: 'loadMore'; remaining: number; cover?: Photo };

export function slotContent(slots: MonthSlots, state: MonthState, slot: number): SlotContent {
  if (slot < slots.photos) {
    const photo = state.items[slot];
    if (photo) return { kind: 'photo', photo };
  }
  if (slots.loadMore > 0 && slot === slots.total - 1) {
    return { kind: 'loadMore', remaining: slots.loadMore, cover: state.items[slots.photos] };
  }
  return { kind: 'placeholder' };
}

/** The spec's month key, "year/month". */
export const monthKey = ({ year, month }: { year: number; month: number }): string => `${year}/${month}`;
