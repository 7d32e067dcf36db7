import { infiniteQueryOptions, QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadList, loadMoreList } from './load';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

describe('loading a list page before it renders', () => {
  it('resolves with the data and leaves it in the cache for the page', async () => {
    const queryClient = client();
    const options = queryOptions({ queryKey: ['orders', 1], queryFn: async () => ['a', 'b'] });
    expect(await loadList(queryClient, options)).toEqual(['a', 'b']);
    expect(queryClient.getQueryData(['orders', 1])).toEqual(['a', 'b']);
  });

  it('does not throw on a failure: the error stays for the page to show', async () => {
    const queryClient = client();
    const failure = new Error('503');
    const options = queryOptions({
      queryKey: ['orders', 1],
      queryFn: async (): Promise<string[]> => {
        throw failure;
      },
    });
    expect(await loadList(queryClient, options)).toBeUndefined();
    expect(queryClient.getQueryState(['orders', 1])?.error).toBe(failure);
  });

  it('asks again when fresh data is needed, else reads the cache', async () => {
    const queryClient = client();
    const queryFn = vi.fn(async () => queryFn.mock.calls.length);
    const options = queryOptions({ queryKey: ['export', 'x'], queryFn });
    expect(await loadList(queryClient, options)).toBe(1);
    expect(await loadList(queryClient, options)).toBe(1);
    expect(await loadList(queryClient, options, { fresh: true })).toBe(2);
  });

  it('shows a page seen before at once when its data has only grown old (its page asks again on mount)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    const queryFn = vi.fn(async () => queryFn.mock.calls.length);
    const options = queryOptions({ queryKey: ['saved-projects', 2], queryFn });
    expect(await loadList(queryClient, options)).toBe(1);
    // Stale (staleTime 0), not invalidated: the kept page, without waiting for the service.
    expect(await loadList(queryClient, options)).toBe(1);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('waits for the service when a change invalidated the page', async () => {
    const queryClient = client();
    const queryFn = vi.fn(async () => queryFn.mock.calls.length);
    const options = queryOptions({ queryKey: ['addresses'], queryFn });
    expect(await loadList(queryClient, options)).toBe(1);
    await queryClient.invalidateQueries({ queryKey: ['addresses'], refetchType: 'none' });
    expect(await loadList(queryClient, options)).toBe(2);
  });
});

describe('loading a "load more" list', () => {
  const pagesOf = (calls: (string | undefined)[]) =>
    infiniteQueryOptions({
      queryKey: ['albums', 'list'],
      queryFn: async ({ pageParam }: { pageParam: string | undefined }) => {
        calls.push(pageParam);
        const index = pageParam ? Number(pageParam) : 0;
        return { items: [`album ${index}`], cursor: index < 4 ? String(index + 1) : null };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page: { cursor: string | null }) => page.cursor ?? undefined,
    });

  it('asks as many pages as the address says, one cursor after the other', async () => {
    const calls: (string | undefined)[] = [];
    const data = await loadMoreList(client(), pagesOf(calls), 3);
    expect(data?.pages.flatMap((page) => page.items)).toEqual(['album 0', 'album 1', 'album 2']);
    expect(calls).toEqual([undefined, '1', '2']);
  });

  it('reads the cache when it holds the pages already (Back to the list)', async () => {
    const queryClient = client();
    const calls: (string | undefined)[] = [];
    await loadMoreList(queryClient, pagesOf(calls), 2);
    await loadMoreList(queryClient, pagesOf(calls), 2);
    await loadMoreList(queryClient, pagesOf(calls), 1);
    expect(calls).toEqual([undefined, '1']);
  });

  it('stops at the last page', async () => {
    const calls: (string | undefined)[] = [];
    const data = await loadMoreList(client(), pagesOf(calls), 9);
    expect(data?.pages).toHaveLength(5);
  });
});
