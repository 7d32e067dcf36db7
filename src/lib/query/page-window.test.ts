import { InfiniteQueryObserver, infiniteQueryOptions, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  hasPagesBefore,
  pageWindow,
  placeOf,
  windowJump,
  windowMove,
  windowStart,
  type PagePlace,
  type WindowData,
} from './page-window';

interface Page {
  cursor: string | null;
  items: number[];
}

/** A list of `count` pages of two numbers each (page i holds 2i and 2i + 1), the cursor naming the next page. */
function list(count: number, maxPages: number) {
  const asked: (string | undefined)[] = [];
  const failing = { on: false };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queryKey = ['list'];
  const options = infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: PagePlace }): Promise<Page> => {
      asked.push(pageParam.cursor);
      if (failing.on) return Promise.reject(new Error('unavailable'));
      const index = pageParam.cursor ? Number(pageParam.cursor.slice(1)) : 0;
      return Promise.resolve({
        cursor: index + 1 < count ? `p${index + 1}` : null,
        items: [2 * index, 2 * index + 1],
      });
    },
    ...pageWindow<Page>(maxPages),
  });
  const observer = new InfiniteQueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => {});
  const data = () => client.getQueryData<WindowData<Page>>(queryKey)!;
  const held = () => data().pages.flatMap((page) => page.items);
  const open = () => client.fetchInfiniteQuery(options);
  return { client, queryKey, observer, asked, failing, data, held, unsubscribe, open };
}

/** A list of 10 pages opened and walked forward `steps` pages, `maxPages` held. */
async function walkedTo(steps: number, maxPages: number) {
  const walk = list(10, maxPages);
  await walk.open();
  for (let step = 0; step < steps; step++) await walk.observer.fetchNextPage();
  return walk;
}

const settled = async (observer: { getCurrentResult(): { isFetching: boolean } }) => {
  while (observer.getCurrentResult().isFetching)
    await new Promise((resolve) => queueMicrotask(() => resolve(0)));
};

describe('a list held as a window of pages', () => {
  it('keeps at most maxPages pages: walking forward lets go of the first ones and knows where the window starts', async () => {
    const walk = await walkedTo(5, 3);
    // Pages 3, 4 and 5 are held; 0 to 2 were let go.
    expect(walk.held()).toEqual([6, 7, 8, 9, 10, 11]);
    expect(windowStart(walk.data())).toBe(3);
    expect(hasPagesBefore(walk.data())).toBe(true);
    expect(walk.data().pageParams.map((place) => place.index)).toEqual([3, 4, 5]);
    walk.unsubscribe();
  });

  it('walks back page by page through the cursors it passed, letting go of the last pages', async () => {
    const walk = await walkedTo(5, 3);
    walk.asked.length = 0;
    await walk.observer.fetchPreviousPage();
    expect(walk.held()).toEqual([4, 5, 6, 7, 8, 9]);
    // Page 2 was asked for again by its own cursor.
    expect(walk.asked).toEqual(['p2']);
    await walk.observer.fetchPreviousPage();
    await walk.observer.fetchPreviousPage();
    expect(walk.held()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(walk.asked).toEqual(['p2', 'p1', undefined]);
    expect(hasPagesBefore(walk.data())).toBe(false);
    expect(walk.observer.getCurrentResult().hasPreviousPage).toBe(false);
    walk.unsubscribe();
  });

  it('knows the place of every page it passed, and none past its end', async () => {
    const walk = await walkedTo(4, 2);
    const data = walk.data();
    expect(placeOf(data, 0)).toEqual(expect.objectContaining({ cursor: undefined, index: 0 }));
    expect(placeOf(data, 1)).toEqual(expect.objectContaining({ cursor: 'p1', index: 1 }));
    expect(placeOf(data, 4)).toEqual(expect.objectContaining({ cursor: 'p4', index: 4 }));
    expect(placeOf(data, 5)).toBeUndefined();
    walk.unsubscribe();
  });

  it('jumps back to a page it passed with one request, and grows from there', async () => {
    const walk = await walkedTo(8, 3);
    walk.asked.length = 0;
    await windowJump(walk.client, walk.queryKey, placeOf(walk.data(), 1)!);
    expect(walk.asked).toEqual(['p1']);
    expect(walk.held()).toEqual([2, 3]);
    expect(windowStart(walk.data())).toBe(1);
    await walk.observer.fetchNextPage();
    expect(walk.held()).toEqual([2, 3, 4, 5]);
    await walk.observer.fetchPreviousPage();
    expect(walk.held()).toEqual([0, 1, 2, 3, 4, 5]);
    walk.unsubscribe();
  });

  it('a jump that fails leaves the window at that page with no pages, and asking again loads it', async () => {
    const walk = await walkedTo(6, 3);
    walk.failing.on = true;
    await expect(windowJump(walk.client, walk.queryKey, placeOf(walk.data(), 2)!)).rejects.toThrow(
      'unavailable',
    );
    expect(walk.data().pages).toEqual([]);
    expect(windowStart(walk.data())).toBe(2);
    walk.failing.on = false;
    await walk.observer.refetch();
    await settled(walk.observer);
    expect(walk.held()).toEqual([4, 5]);
    walk.unsubscribe();
  });

  it('a refetch (after a change) reads the window again from its first page, as many pages as it held', async () => {
    const walk = await walkedTo(5, 3);
    walk.asked.length = 0;
    await walk.observer.refetch();
    expect(walk.asked).toEqual(['p3', 'p4', 'p5']);
    expect(walk.held()).toEqual([6, 7, 8, 9, 10, 11]);
    walk.unsubscribe();
  });

  it('a list that is not windowed starts at 0 and has nothing before', () => {
    const data = { pages: [{}], pageParams: [undefined] };
    expect(windowStart(data)).toBe(0);
    expect(hasPagesBefore(data)).toBe(false);
    expect(windowStart(undefined)).toBe(0);
    expect(FIRST_PAGE.index).toBe(0);
  });
});

describe('where the window moves to hold the sections shown', () => {
  const at = (
    first: number,
    last: number,
    start: number,
    end: number,
    hasNext = true,
    passedUpTo = end - 1,
  ) => windowMove({ first, last, start, end, hasNext, jumpAfter: 2, passed: (index) => index <= passedUpTo });

  it('stays while it holds them', () => {
    expect(at(3, 4, 2, 6)).toBeNull();
  });
  it('takes the next page when a shown section is past its end, while the list has more', () => {
    expect(at(5, 6, 2, 6)).toBe('next');
    expect(at(5, 6, 2, 6, false)).toBeNull();
  });
  it('takes the page before when a shown section is just before its start', () => {
    expect(at(1, 2, 2, 6)).toBe('previous');
    expect(at(0, 1, 2, 6)).toBe('previous');
  });
  it('jumps back to the first section shown when it is far behind', () => {
    expect(at(0, 1, 40, 60)).toEqual({ jumpTo: 0 });
  });
  it('jumps forward only to a page it has passed; otherwise walks forward page by page', () => {
    expect(at(50, 51, 0, 20, true, 80)).toEqual({ jumpTo: 50 });
    expect(at(50, 51, 0, 20, true, 19)).toBe('next');
  });
});
