import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  hashKey,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import {
  isWindowClaimed,
  placeOf,
  subscribeWindowClaims,
  windowJump,
  windowMove,
  windowStart,
  type PagePlace,
  type WindowData,
} from '@/lib/query/page-window';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { monthSlots, UNINITIALIZED_MONTH, type MonthSlots, type MonthState } from '../timeline/month-state';
import type { GridSection, GridSource, SectionLoader, UseSectionLoader } from './grid-source';

type PagedQuery<TPage extends PhotoPage> = UseInfiniteQueryOptions<
  TPage,
  Error,
  InfiniteData<TPage, PagePlace>,
  readonly unknown[],
  PagePlace
>;

export interface PagedSourceOptions {
  /** The list's infiniteQueryOptions (its feature's key and fetcher; each page a PhotoPage). */
  query: object;
  /** How many photos the list holds (the album's photosCount): the sections and their heights. */
  count: number;
  pageSize: number;
  /** Section `index`'s heading, from its first and last photo number (1-based). */
  heading: (first: number, last: number) => string;
}

export interface PagedSource extends GridSource {
  /** The photos of the window's pages, in order (the shared album's owners of what is shown). */
  loaded: Photo[];
  /** The first page failed: nothing to show. */
  isError: boolean;
  /** Asks the failed page again. */
  retry: () => void;
}

/** What a section's loader calls (kept current by the source). */
interface PageCalls {
  show: (index: number) => void;
  hide: (index: number) => void;
  retry: () => void;
}

/** The loader of a page section: while it is shown (and allowed to load), the window holds its page. */
function pageLoader(calls: PageCalls): UseSectionLoader {
  return function usePageLoader(_section, index, enabled): SectionLoader {
    useEffect(() => {
      if (!enabled) return;
      calls.show(index);
      return () => calls.hide(index);
    }, [enabled, index]);
    return useMemo(() => ({ loadMore: () => calls.show(index), retry: () => calls.retry() }), [index]);
  };
}

/** Farther back than this many pages the window jumps to the page shown instead of walking back to it. */
const JUMP_AFTER_PAGES = 2;

const EMPTY = new Set<number>();

/**
 * The grid source of a cursor-paged list shown in sections of one page each (an album: sections of 24), held as
 * a window of pages (lib/query/page-window.ts, ADR 058): the sections shown ask for their pages, the window moves
 * to them (the next page, the page before, or a jump back to a page it has passed) and lets go of the pages at
 * its far end. Pages come one after the other forward (a cursor needs the page before it). Section i is fulfilled
 * while the window holds page i, pending while that page is on its way, rejected when it failed (Try again asks
 * again); the others keep their height with placeholders. While the album preview claims the window, the grid
 * leaves it where the preview moves it.
 */
export function usePagedSource<TPage extends PhotoPage>({
  query: options,
  count,
  pageSize,
  heading,
}: PagedSourceOptions): PagedSource {
  const queryClient = useQueryClient();
  const typed = options as unknown as PagedQuery<TPage>;
  const query = useInfiniteQuery(typed);
  const { data, hasNextPage, isFetching, isError, fetchNextPage, fetchPreviousPage, refetch } = query;
  const pages = data?.pages;
  const start = windowStart(data);
  const end = start + (pages?.length ?? 0);
  const queryKey = typed.queryKey;
  const hash = hashKey(queryKey);
  const claimed = useSyncExternalStore(subscribeWindowClaims, () => isWindowClaimed(hash));

  // The sections shown (each shown section's index, as often as it is shown).
  const [shown, setShown] = useState<ReadonlyMap<number, number>>(new Map());
  const [retries, setRetries] = useState(0);
  const [useSectionLoader] = useState(() =>
    pageLoader({
      show: (index) => setShown((map) => new Map(map).set(index, (map.get(index) ?? 0) + 1)),
      hide: (index) =>
        setShown((map) => {
          const next = new Map(map);
          const left = (next.get(index) ?? 1) - 1;
          if (left > 0) next.set(index, left);
          else next.delete(index);
          return next;
        }),
      retry: () => setRetries((n) => n + 1),
    }),
  );
  const shownIndexes = shown.size > 0 ? new Set(shown.keys()) : EMPTY;
  const first = shownIndexes.size > 0 ? Math.min(...shownIndexes) : -1;
  const last = shownIndexes.size > 0 ? Math.max(...shownIndexes) : -1;

  // A jump on its way (from its start until its page is asked for: the query says the rest).
  const [jumping, setJumping] = useState(false);
  const move =
    data && pages?.length && first >= 0
      ? windowMove({
          first,
          last,
          start,
          end,
          hasNext: hasNextPage,
          jumpAfter: JUMP_AFTER_PAGES,
          passed: (index) => placeOf(data as WindowData<unknown>, index) !== undefined,
        })
      : null;
  const moveKey = move === null ? '' : typeof move === 'string' ? move : `jump:${move.jumpTo}`;

  // A failed jump leaves the window at the page (no pages): its section shows the failure.
  const jump = useCallback(
    (place: PagePlace) => {
      setJumping(true);
      windowJump(queryClient, queryKey, place)
        .catch(() => undefined)
        .finally(() => setJumping(false));
    },
    // The query's key by its hash.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, hash],
  );

  const step = useCallback(() => {
    if (!data || move === null) return;
    if (move === 'next') void fetchNextPage({ cancelRefetch: false });
    else if (move === 'previous') void fetchPreviousPage({ cancelRefetch: false });
    else {
      const place = placeOf(data as WindowData<unknown>, move.jumpTo);
      if (place) jump(place);
    }
    // The move's key, not its object.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [moveKey, data, fetchNextPage, fetchPreviousPage, jump]);

  useEffect(() => {
    if (!claimed && !isFetching && !isError && !jumping) step();
  }, [claimed, isFetching, isError, jumping, step]);

  // A failed jump leaves the window with no pages: scrolled elsewhere, the grid asks again from there (once for
  // each place it is scrolled to; where it failed, Try again asks).
  const askedAgainAt = useRef(-1);
  useEffect(() => {
    if (claimed || isFetching || jumping || !data || pages?.length || !isError || first < 0) return;
    if (first === start || askedAgainAt.current === first) return;
    askedAgainAt.current = first;
    const place = first < start ? placeOf(data as WindowData<unknown>, first) : undefined;
    if (!place) {
      void refetch();
      return;
    }
    jump(place);
  }, [claimed, isFetching, jumping, data, pages, isError, first, start, refetch, jump]);

  // Try again: the first page (or the page jumped to) again, or the failed move.
  useEffect(() => {
    if (retries === 0) return;
    if (!pages?.length) void refetch();
    else step();
    // Only a new press asks again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [retries]);

  const sectionCount = Math.max(Math.ceil(count / pageSize), end);
  const sections = useMemo<GridSection[]>(() => {
    const list: GridSection[] = [];
    for (let index = 0; index < sectionCount; index++) {
      const firstPhoto = index * pageSize + 1;
      const page = index >= start ? pages?.[index - start] : undefined;
      const size = page?.images.length ?? Math.max(0, Math.min(pageSize, count - index * pageSize));
      list.push({ key: `page-${index}`, heading: heading(firstPhoto, firstPhoto + size - 1), count: size });
    }
    return list;
  }, [sectionCount, pageSize, pages, start, count, heading]);

  // The section whose page is on its way or failed: the next, the one before, or the window's only one.
  const { isFetchingNextPage, isFetchingPreviousPage, isFetchNextPageError, isFetchPreviousPageError } =
    query;
  let waiting = -1;
  let waitingStatus: MonthState['status'] = 'pending';
  if (isFetchingNextPage || isFetchNextPageError) {
    waiting = end;
    waitingStatus = isFetchingNextPage ? 'pending' : 'rejected';
  } else if (isFetchingPreviousPage || isFetchPreviousPageError) {
    waiting = start - 1;
    waitingStatus = isFetchingPreviousPage ? 'pending' : 'rejected';
  } else if (!pages?.length && (isFetching || isError || jumping)) {
    waiting = start;
    waitingStatus = isFetching || jumping ? 'pending' : 'rejected';
  }

  // Each section's state keeps its identity while its page does (a section renders again only when it changes);
  // only the window's pages are held.
  const cache = useRef(
    new Map<
      string,
      { page: TPage | undefined; status: string; count: number; state: MonthState; slots: MonthSlots }
    >(),
  );
  const { states, slots } = useMemo(() => {
    const previous = cache.current;
    const next = new Map<string, typeof previous extends Map<string, infer V> ? V : never>();
    const stateMap = new Map<string, MonthState>();
    const cellList: MonthSlots[] = [];
    sections.forEach((section, index) => {
      const page = index >= start ? pages?.[index - start] : undefined;
      const status = page ? 'fulfilled' : index === waiting ? waitingStatus : 'uninitialized';
      const cached = previous.get(section.key);
      let entry = cached;
      if (!(cached && cached.page === page && cached.status === status && cached.count === section.count)) {
        const state: MonthState = page
          ? {
              ...UNINITIALIZED_MONTH,
              status: 'fulfilled',
              pages: [{ cursor: null, items: page.images }],
              items: page.images,
            }
          : status === 'uninitialized'
            ? UNINITIALIZED_MONTH
            : { ...UNINITIALIZED_MONTH, status: status as MonthState['status'] };
        entry = {
          page,
          status,
          count: section.count,
          state,
          slots: monthSlots(section.count, state, pageSize),
        };
      }
      next.set(section.key, entry!);
      stateMap.set(section.key, entry!.state);
      cellList.push(entry!.slots);
    });
    cache.current = next;
    return { states: stateMap, slots: cellList };
  }, [sections, pages, start, waiting, waitingStatus, pageSize]);

  const loaded = useMemo(() => pages?.flatMap((page) => page.images) ?? [], [pages]);
  const retry = useCallback(() => setRetries((n) => n + 1), []);
  return useMemo(
    () => ({
      sections,
      states,
      slots,
      useSectionLoader,
      loaded,
      isError: isError && !data,
      retry,
    }),
    [sections, states, slots, useSectionLoader, loaded, isError, data, retry],
  );
}
