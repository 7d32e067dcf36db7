/**
 * A page's place in a list held as a window of pages (page-window.ts, ADR 058), and what the window's data says
 * of itself. A module of its own: the timeline's month state reads `hasPagesBefore`, and the rest of the window
 * (its moves and jumps, the albums' code) stays out of the timeline's chunk.
 */
import type { InfiniteData } from '@tanstack/react-query';

/** A page's place in the list: the cursor that asks for it (none for the first), its number, the page before. */
export interface PagePlace {
  cursor: string | undefined;
  index: number;
  previous: PagePlace | null;
}

export const FIRST_PAGE: PagePlace = { cursor: undefined, index: 0, previous: null };

/** The pages of a windowed list as the cache holds them. */
export type WindowData<TPage> = InfiniteData<TPage, PagePlace>;

/** Whether `data` is a windowed list's (its page parameters are places). */
const isWindowData = (data: InfiniteData<unknown, unknown>): data is WindowData<unknown> => {
  const first = data.pageParams[0];
  return typeof first === 'object' && first !== null && 'index' in first;
};

/** The number of the window's first page (0 for a list that is not windowed or not loaded). */
export const windowStart = (data: InfiniteData<unknown, unknown> | undefined): number =>
  data && isWindowData(data) ? data.pageParams[0]!.index : 0;

/** Whether pages come before the window (the list was scrolled past its start and they were let go). */
export const hasPagesBefore = (data: InfiniteData<unknown, unknown> | undefined): boolean =>
  data !== undefined && windowStart(data) > 0;
