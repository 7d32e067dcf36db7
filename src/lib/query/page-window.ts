/**
 * A cursor-paged list held as a window of pages (ADR 058): an infinite query that keeps at most `maxPages` pages
 * (TanStack's maxPages drops the page at the far end when one is added), and for every page its place in the list:
 * its cursor, its number from 0 and the place of the page before it. The cursors of the pages left behind stay
 * in that chain, so the window can move back page by page (getPreviousPageParam) or jump to any page it has
 * passed (`windowJump`), and a list of 10,000 photos keeps about `maxPages` pages in memory, not all of them.
 *
 * A cursor can only be learnt from the page before it: forward, the window moves one page at a time.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_PAGE, windowStart, type PagePlace, type WindowData } from './page-place';

export { FIRST_PAGE, hasPagesBefore, windowStart, type PagePlace, type WindowData } from './page-place';

/** What a cursor page needs: the cursor of the page after it (null or absent at the end). */
interface CursorPage {
  cursor?: string | null;
}

/** The paging options of an infinite query of cursor pages, kept to `maxPages` pages. */
export function pageWindow<TPage extends CursorPage>(maxPages: number) {
  return {
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: TPage, _pages: TPage[], place: PagePlace): PagePlace | undefined =>
      last.cursor ? { cursor: last.cursor, index: place.index + 1, previous: place } : undefined,
    getPreviousPageParam: (_first: TPage, _pages: TPage[], place: PagePlace): PagePlace | undefined =>
      place.previous ?? undefined,
    maxPages,
  };
}

/** The place of page `index`, when the window holds it or has passed it; undefined past the window's end. */
export function placeOf(data: WindowData<unknown>, index: number): PagePlace | undefined {
  const start = windowStart(data);
  if (index >= start) return data.pageParams[index - start];
  let place: PagePlace | null = data.pageParams[0] ?? null;
  while (place && place.index > index) place = place.previous;
  return place ?? undefined;
}

/**
 * Moves the window to the page at `place` (a page it has passed): the window becomes that one page, asked for
 * again through the query's own fetch (its loading and error states, cancellation and retries), and grows from
 * there with fetchNextPage as usual. Resolves when the page is in (rejects when it failed).
 */
export async function windowJump(client: QueryClient, queryKey: QueryKey, place: PagePlace): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<WindowData<unknown>>(queryKey, { pages: [], pageParams: [place] });
  await client.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
}

/**
 * Where the window must move so it holds pages `first` to `last` (the sections on screen): the next page, the
 * page before, a jump back to `first` when it is more than `jumpAfter` pages behind (or forward to a page passed
 * before), or nothing. `end` is one past the window's last page.
 */
export type WindowMove = 'next' | 'previous' | { jumpTo: number } | null;

export function windowMove({
  first,
  last,
  start,
  end,
  hasNext,
  jumpAfter,
  passed,
}: {
  first: number;
  last: number;
  start: number;
  end: number;
  hasNext: boolean;
  /** Farther back than this many pages, jump instead of walking back page by page. */
  jumpAfter: number;
  /** Whether page `index` has been passed before (its place is known). */
  passed: (index: number) => boolean;
}): WindowMove {
  if (first < start) return start - first > jumpAfter ? { jumpTo: first } : 'previous';
  if (last >= end && hasNext) {
    if (first - end > jumpAfter && passed(first)) return { jumpTo: first };
    return 'next';
  }
  return null;
}

/** Which lists a preview holds still: a claimed window moves only for its claimant (see `claimWindow`). */
const claims = new Map<string, number>();
const listeners = new Set<() => void>();

/**
 * Holds the window of the list with query hash `hash` where its claimant (the album preview) moves it: the grid
 * under the preview does not pull it back to the sections it shows meanwhile. Returns the release.
 */
export function claimWindow(hash: string): () => void {
  claims.set(hash, (claims.get(hash) ?? 0) + 1);
  listeners.forEach((listener) => listener());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (claims.get(hash) ?? 1) - 1;
    if (left > 0) claims.set(hash, left);
    else claims.delete(hash);
    listeners.forEach((listener) => listener());
  };
}

export const isWindowClaimed = (hash: string): boolean => claims.has(hash);

export function subscribeWindowClaims(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
