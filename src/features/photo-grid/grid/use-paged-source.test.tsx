import { useEffect, useState, type ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { hashKey, infiniteQueryOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { claimWindow, pageWindow, type PagePlace } from '@/lib/query/page-window';
import { usePagedSource, type PagedSource } from './use-paged-source';

/**
 * The album grid's source as a window of pages (ADR 058): a list of 40 pages of 2 photos, at most 5 pages held.
 * The harness renders the sections it is told are on screen, as the grid does for those near the viewport.
 */
const PAGES = 40;
const WINDOW = 5;
const KEY = ['album-photos', 'test'];

let queryClient: QueryClient;
let asked: (string | null)[];
let failing: Set<string | null>;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  asked = [];
  failing = new Set();
});

const query = infiniteQueryOptions({
  queryKey: KEY,
  queryFn: ({ pageParam }: { pageParam: PagePlace }): Promise<PhotoPage> => {
    const cursor = pageParam.cursor ?? null;
    asked.push(cursor);
    if (failing.has(cursor)) return Promise.reject(new Error('unavailable'));
    const index = cursor ? Number(cursor.slice(1)) : 0;
    return Promise.resolve({
      cursor: index + 1 < PAGES ? `c${index + 1}` : null,
      images: [`p${index}a`, `p${index}b`].map((imageId) => ({ imageId }) as Photo),
    });
  },
  ...pageWindow<PhotoPage>(WINDOW),
});

/** What the test reads of the rendered grid: its source, and the sections it shows. */
const probe: { source?: PagedSource; show: (indexes: number[]) => void } = { show: () => {} };

function Section({ source, index }: { source: PagedSource; index: number }) {
  source.useSectionLoader(source.sections[index]!, index, true);
  return null;
}

function Grid() {
  const source = usePagedSource({ query, count: PAGES * 2, pageSize: 2, heading: (a, b) => `${a}-${b}` });
  const [shown, setShown] = useState<number[]>([0]);
  useEffect(() => {
    probe.source = source;
    probe.show = setShown;
  }, [source]);
  return (
    <>
      {shown.map((index) => (
        <Section key={index} source={source} index={index} />
      ))}
    </>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const status = (index: number) => probe.source!.states.get(`page-${index}`)!.status;
const held = () =>
  [...probe.source!.states.entries()].filter(([, state]) => state.status === 'fulfilled').map(([key]) => key);

async function scrollTo(indexes: number[]) {
  act(() => probe.show(indexes));
  await waitFor(() => indexes.forEach((index) => expect(status(index)).toBe('fulfilled')));
}

describe('the album grid holds a window of pages', () => {
  it('walks to the sections shown page by page, each asked for once, and holds only the last five', async () => {
    render(<Grid />, { wrapper });
    await waitFor(() => expect(status(0)).toBe('fulfilled'));
    await scrollTo([12, 13]);
    expect(asked).toEqual([null, ...Array.from({ length: 13 }, (_, i) => `c${i + 1}`)]);
    expect(held()).toEqual(['page-9', 'page-10', 'page-11', 'page-12', 'page-13']);
    // Every section keeps its place and height, loaded or not.
    expect(probe.source!.sections).toHaveLength(PAGES);
    expect(probe.source!.slots[0]).toMatchObject({ total: 2, photos: 0 });
    expect(status(0)).toBe('uninitialized');
  });

  it('steps back one page just before the window, and jumps back with one request when far behind', async () => {
    render(<Grid />, { wrapper });
    await scrollTo([12, 13]);
    asked = [];
    await scrollTo([8, 9]);
    expect(asked).toEqual(['c8']);
    asked = [];
    await scrollTo([0, 1]);
    // The first page again (no cursor), then the one after it: not the eight pages between.
    expect(asked).toEqual([null, 'c1']);
    expect(held()).toEqual(['page-0', 'page-1']);
  });

  it('while the preview claims the window, the grid does not move it', async () => {
    render(<Grid />, { wrapper });
    await waitFor(() => expect(status(0)).toBe('fulfilled'));
    let release = () => {};
    act(() => {
      release = claimWindow(hashKey(KEY));
    });
    asked = [];
    act(() => probe.show([6, 7]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    act(() => release());
    await waitFor(() => expect(status(7)).toBe('fulfilled'));
  });

  it('a page that fails shows its section failed with the others as they were; Try again loads it and goes on', async () => {
    render(<Grid />, { wrapper });
    await waitFor(() => expect(status(0)).toBe('fulfilled'));
    failing.add('c3');
    act(() => probe.show([4]));
    await waitFor(() => expect(status(3)).toBe('rejected'));
    expect(held()).toEqual(['page-0', 'page-1', 'page-2']);
    expect(status(4)).toBe('uninitialized');
    failing.clear();
    act(() => probe.source!.retry());
    await waitFor(() => expect(status(4)).toBe('fulfilled'));
  });

  it('a jump back that fails shows the failure in that section; Try again loads it', async () => {
    render(<Grid />, { wrapper });
    await scrollTo([12, 13]);
    failing.add(null);
    act(() => probe.show([0]));
    await waitFor(() => expect(status(0)).toBe('rejected'));
    expect(held()).toEqual([]);
    // Not the whole grid's error: the album's first page was there once.
    expect(probe.source!.isError).toBe(false);
    failing.clear();
    act(() => probe.source!.retry());
    await waitFor(() => expect(status(0)).toBe('fulfilled'));
  });

  it('a first page that fails is the whole grid’s error, and Try again loads it', async () => {
    failing.add(null);
    render(<Grid />, { wrapper });
    await waitFor(() => expect(probe.source!.isError).toBe(true));
    failing.clear();
    act(() => probe.source!.retry());
    await waitFor(() => expect(status(0)).toBe('fulfilled'));
    expect(probe.source!.isError).toBe(false);
  });
});

describe('after a jump back that failed, scrolling on', () => {
  it('asks for the failed page again by itself and walks on to the sections shown', async () => {
    render(<Grid />, { wrapper });
    await scrollTo([12, 13]);
    failing.add(null);
    act(() => probe.show([0]));
    await waitFor(() => expect(status(0)).toBe('rejected'));
    failing.clear();
    asked = [];
    // Down to pages 2 and 3: the first page again (the window's only place), then on page by page.
    await scrollTo([2, 3]);
    expect(asked).toEqual([null, 'c1', 'c2', 'c3']);
  });
});
