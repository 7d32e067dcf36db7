import { useCallback, useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { monthSlots, UNINITIALIZED_MONTH, type MonthSlots, type MonthState } from '../timeline/month-state';
import type { GridSection, GridSource, SectionLoader, UseSectionLoader } from './grid-source';

type PagedQuery<TPage extends PhotoPage> = UseInfiniteQueryOptions<
  TPage,
  Error,
  InfiniteData<TPage, string | undefined>,
  readonly unknown[],
  string | undefined
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
  /** Every loaded photo, in order (the preview's neighbours, select all of what is loaded). */
  loaded: Photo[];
  /** The first page failed: nothing to show. */
  isError: boolean;
  /** Asks the failed page again. */
  retry: () => void;
}

/** What a section's loader calls (kept current by the source). */
interface PageCalls {
  want: (index: number) => void;
  retry: () => void;
}

/** The loader of a page section: shown, it asks for the pages up to its own. */
function pageLoader(calls: PageCalls): UseSectionLoader {
  return function usePageLoader(_section, index, enabled): SectionLoader {
    useEffect(() => {
      if (enabled) calls.want(index);
    }, [enabled, index]);
    return useMemo(() => ({ loadMore: () => calls.want(index), retry: () => calls.retry() }), [index]);
  };
}

/**
 * The grid source of a cursor-paged list shown in sections of one page each (an album: sections of 24). Pages
 * come one after the other (a cursor needs the page before it): a section shown asks for the pages up to its own,
 * and one effect fetches the next while a shown section still waits. Section i is fulfilled once page i is in,
 * pending while the page it waits for is on its way, rejected when that page failed (Try again continues).
 */
export function usePagedSource<TPage extends PhotoPage>({
  query: options,
  count,
  pageSize,
  heading,
}: PagedSourceOptions): PagedSource {
  const query = useInfiniteQuery(options as unknown as PagedQuery<TPage>);
  const pages = query.data?.pages;
  const loadedPages = pages?.length ?? 0;
  const [wanted, setWanted] = useState(0);
  const { hasNextPage, isFetching, isError, fetchNextPage, refetch } = query;

  useEffect(() => {
    if (wanted >= loadedPages && loadedPages > 0 && hasNextPage && !isFetching && !isError) {
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [wanted, loadedPages, hasNextPage, isFetching, isError, fetchNextPage]);

  const retry = useCallback(
    () => void (loadedPages === 0 ? refetch() : fetchNextPage({ cancelRefetch: false })),
    [loadedPages, refetch, fetchNextPage],
  );
  // Try again: the next effect asks the failed page again.
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (retries > 0) retry();
    // Only a new press asks again.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [retries]);
  const [useSectionLoader] = useState(() =>
    pageLoader({
      want: (index) => setWanted((w) => Math.max(w, index)),
      retry: () => setRetries((n) => n + 1),
    }),
  );

  const sectionCount = Math.max(Math.ceil(count / pageSize), loadedPages);
  const sections = useMemo<GridSection[]>(() => {
    const list: GridSection[] = [];
    for (let index = 0; index < sectionCount; index++) {
      const first = index * pageSize + 1;
      const size = pages?.[index]?.images.length ?? Math.max(0, Math.min(pageSize, count - index * pageSize));
      list.push({ key: `page-${index}`, heading: heading(first, first + size - 1), count: size });
    }
    return list;
  }, [sectionCount, pageSize, pages, count, heading]);

  // Each section's state keeps its identity while its page does (a section renders again only when it changes).
  const [cache] = useState(
    () =>
      new Map<
        string,
        { page: TPage | undefined; status: string; count: number; state: MonthState; slots: MonthSlots }
      >(),
  );
  const waitingStatus: MonthState['status'] = isFetching ? 'pending' : isError ? 'rejected' : 'uninitialized';
  const { states, slots } = useMemo(() => {
    const stateMap = new Map<string, MonthState>();
    const cellList: MonthSlots[] = [];
    sections.forEach((section, index) => {
      const page = pages?.[index];
      const status = page ? 'fulfilled' : index === loadedPages ? waitingStatus : 'uninitialized';
      const cached = cache.get(section.key);
      let state: MonthState;
      let cells: MonthSlots;
      if (cached && cached.page === page && cached.status === status && cached.count === section.count) {
        state = cached.state;
        cells = cached.slots;
      } else {
        state = page
          ? {
              ...UNINITIALIZED_MONTH,
              status: 'fulfilled',
              pages: [{ cursor: null, items: page.images }],
              items: page.images,
            }
          : status === 'uninitialized'
            ? UNINITIALIZED_MONTH
            : { ...UNINITIALIZED_MONTH, status: status as MonthState['status'] };
        cells = monthSlots(section.count, state, pageSize);
        cache.set(section.key, { page, status, count: section.count, state, slots: cells });
      }
      stateMap.set(section.key, state);
      cellList.push(cells);
    });
    return { states: stateMap, slots: cellList };
  }, [cache, sections, pages, loadedPages, waitingStatus, pageSize]);

  const loaded = useMemo(() => pages?.flatMap((page) => page.images) ?? [], [pages]);
  return useMemo(
    () => ({
      sections,
      states,
      slots,
      useSectionLoader,
      loaded,
      isError: isError && loadedPages === 0,
      retry,
    }),
    [sections, states, slots, useSectionLoader, loaded, isError, loadedPages, retry],
  );
}
