import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { clearToasts, getToasts } from '@/lib/toasts';
import { useAppMutation } from './use-app-mutation';

const ALBUMS = ['albums'] as const;
const COUNTS = ['photos', 'user-counts'] as const;

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** A change the test settles by hand. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const messages = () => getToasts().map(({ message, tone }) => ({ message, tone }));
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('a change sent to a service', () => {
  it('shows its progress, then its success, and re-reads the queries it names', async () => {
    queryClient.setQueryData(ALBUMS, ['Trip']);
    queryClient.setQueryData(COUNTS, { albumsCount: 1 });
    const answer = deferred<string>();
    const { result } = renderHook(
      () =>
        useAppMutation({
          mutationFn: (_name: string) => answer.promise,
          invalidates: [ALBUMS, COUNTS],
          progressToast: (name) => `Creating ${name}...`,
          successToast: (id, name) => `${name} created (${id})`,
        }),
      { wrapper },
    );
    act(() => result.current.mutate('Cornwall'));
    await waitFor(() => expect(messages()).toEqual([{ message: 'Creating Cornwall...', tone: 'neutral' }]));
    // Nothing changes on screen before the service confirms.
    expect(queryClient.getQueryData(ALBUMS)).toEqual(['Trip']);
    expect(invalidated(ALBUMS)).toBe(false);

    await act(async () => answer.resolve('a1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(messages()).toEqual([{ message: 'Cornwall created (a1)', tone: 'neutral' }]);
    expect(invalidated(ALBUMS)).toBe(true);
    expect(invalidated(COUNTS)).toBe(true);
  });

  it('stays pending until the queries on screen show what the service now says', async () => {
    let albums = ['Trip'];
    const { result } = renderHook(
      () => ({
        list: useQuery({
          queryKey: ALBUMS,
          queryFn: async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            return albums;
          },
        }),
        create: useAppMutation({
          mutationFn: async (name: string) => {
            albums = [...albums, name];
          },
          invalidates: [ALBUMS],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual(['Trip']));
    let settled = false;
    const change = result.current.create.mutateAsync('Cornwall').then(() => {
      settled = true;
      // When the change resolves, the list in the cache is already the service's new one.
      expect(queryClient.getQueryData(ALBUMS)).toEqual(['Trip', 'Cornwall']);
    });
    expect(settled).toBe(false);
    await act(() => change);
    await waitFor(() => expect(result.current.list.data).toEqual(['Trip', 'Cornwall']));
  });

  it('shows the failure with the error tone, and does not re-read after an answered failure', async () => {
    queryClient.setQueryData(ALBUMS, ['Trip']);
    const onError = vi.fn();
    const { result } = renderHook(
      () =>
        useAppMutation({
          mutationFn: async () => {
            throw new RequestFailureError({
              status: 503,
              method: 'POST',
              url: '/albums',
              correlationId: 'c',
            });
          },
          invalidates: [ALBUMS],
          progressToast: 'Saving...',
          failureToast: 'Unable to save changes. Please try again',
          onError,
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(messages()).toEqual([{ message: 'Unable to save changes. Please try again', tone: 'error' }]);
    expect(invalidated(ALBUMS)).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalled();
  });

  it('re-reads after an answer it cannot read: the change may have happened', async () => {
    queryClient.setQueryData(ALBUMS, ['Trip']);
    const { result } = renderHook(
      () =>
        useAppMutation({
          mutationFn: async () => z.object({ albumId: z.string() }).parse({ id: 'unexpected' }),
          invalidates: [ALBUMS],
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(invalidated(ALBUMS)).toBe(true);
    expect(getToasts()).toEqual([]);
  });

  it('re-reads after a network failure, and after any failure when told to', async () => {
    queryClient.setQueryData(ALBUMS, ['Trip']);
    queryClient.setQueryData(COUNTS, { albumsCount: 1 });
    const network = renderHook(
      () =>
        useAppMutation({
          mutationFn: async () => {
            throw new TypeError('Failed to fetch');
          },
          invalidates: [ALBUMS],
        }),
      { wrapper },
    );
    act(() => network.result.current.mutate());
    await waitFor(() => expect(invalidated(ALBUMS)).toBe(true));

    const chunks = renderHook(
      () =>
        useAppMutation({
          mutationFn: async () => {
            throw new RequestFailureError({ status: 500, method: 'POST', url: '/x', correlationId: null });
          },
          invalidates: [{ queryKey: COUNTS, exact: true }],
          reReadAfter: 'any-failure',
        }),
      { wrapper },
    );
    act(() => chunks.result.current.mutate());
    await waitFor(() => expect(invalidated(COUNTS)).toBe(true));
  });

  it('leaves a failure to the page when it returns no toast for it', async () => {
    const { result } = renderHook(
      () =>
        useAppMutation({
          mutationFn: async () => {
            throw new RequestFailureError({ status: 400, method: 'POST', url: '/x', correlationId: null });
          },
          failureToast: (error) =>
            error instanceof RequestFailureError && error.status === 400 ? undefined : 'Failed',
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(getToasts()).toEqual([]);
  });
});

describe('an action runs once until it settles', () => {
  it('sends a second call with the same variables only after the first settled', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const mutationFn = vi.fn((_id: string) => answers[mutationFn.mock.calls.length - 1]!.promise);
    const { result } = renderHook(() => useAppMutation({ mutationFn }), { wrapper });
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      // A double-click: both presses before React has rendered the pending state.
      first = result.current.mutateAsync('p1');
      second = result.current.mutateAsync('p1');
      result.current.mutate('p1');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await waitFor(() => expect(mutationFn).toHaveBeenCalled());
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!.resolve('done'));
    await expect(second).resolves.toBe('done');
    await expect(first).resolves.toBe('done');
    // Settled: the same action may run again.
    act(() => result.current.mutate('p1'));
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
    await act(async () => answers[1]!.resolve('again'));
  });

  it('runs calls with other variables at once (one photo deleted after another)', async () => {
    const answer = deferred<void>();
    const mutationFn = vi.fn((_id: string) => answer.promise);
    const { result } = renderHook(() => useAppMutation({ mutationFn }), { wrapper });
    act(() => {
      result.current.mutate('p1');
      result.current.mutate('p2');
    });
    await waitFor(() => expect(mutationFn.mock.calls.map(([id]) => id)).toEqual(['p1', 'p2']));
    await act(async () => answer.resolve());
  });

  it('lets a failed action be tried again', async () => {
    const mutationFn = vi.fn(async () => {
      throw new RequestFailureError({ status: 503, method: 'POST', url: '/x', correlationId: null });
    });
    const { result } = renderHook(() => useAppMutation({ mutationFn }), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate());
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  });
});
