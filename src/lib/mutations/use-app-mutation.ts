/**
 * The app's mutation (a change sent to a service): TanStack Query's useMutation plus what every change needs.
 *
 *   const rename = useAppMutation({
 *     mutationFn: (name: string) => renameAlbum({ api, albumId, name }),
 *     invalidates: [ALBUMS_QUERY_KEY],                     // the feature's keys module names them
 *     progressToast: t('albums.renaming'),
 *     successToast: (_, name) => t('albums.renamed', { name }),
 *     failureToast: t('albums.renameFailed'),              // "Unable to save changes. Please try again"
 *   });
 *
 * - Nothing before the service confirms: no optimistic cache writes (a caller that wants one writes it in its own
 *   onMutate and undoes it itself). On success the named queries are invalidated, and the mutation stays pending
 *   until the queries shown on screen have been fetched again, so what shows next is what the service says.
 * - An answer the app cannot read (unreadable-answer.ts: it did not parse, or never arrived) may hide a change
 *   that happened: the named queries are re-read then too. `reReadAfter: 'any-failure'` re-reads after every
 *   failure (e.g. a copy sent in chunks, where a failure can follow chunks that were applied).
 * - Toasts with the caller's texts (the spec's): progress while pending (closed when it settles), success,
 *   failure (error tone). A failure the page shows itself (an alert in a dialog, a form field) passes no
 *   failureToast, or returns undefined for it. Every failure is logged with console.error.
 * - An action runs once until it settles (issue 23): a second `mutate` / `mutateAsync` with the same variables
 *   while the first is on its way (a double-click, a second Enter) sends nothing; `mutateAsync` then gives the
 *   first call's promise. Other variables run (the preview deletes one photo after another).
 */
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import {
  hashKey,
  useMutation,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { closeToast, showToast } from '@/lib/toasts';
import { isUnreadableAnswer } from './unreadable-answer';

/** A progress toast stays until the change settles; this bounds it should the change never answer. */
export const PROGRESS_TOAST_MAX_MS = 120_000;

/** A query key (prefix match), or filters for finer choices (e.g. `{ queryKey, exact: true }`). */
export type Invalidation = QueryKey | InvalidateQueryFilters;

type PerCall<TValue, TArgs extends unknown[]> = TValue | ((...args: TArgs) => TValue);

export interface AppMutationOptions<TData, TVariables, TContext = unknown> extends Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'onSuccess' | 'onError' | 'onSettled'
> {
  /** The queries the change affects, invalidated after it (from the feature's keys module). */
  invalidates?: PerCall<readonly Invalidation[], [variables: TVariables]>;
  /** When a failure re-reads the `invalidates` queries; default only after an answer it could not read. */
  reReadAfter?: 'unreadable-answer' | 'any-failure';
  progressToast?: PerCall<ReactNode, [variables: TVariables]>;
  successToast?: PerCall<ReactNode, [data: TData, variables: TVariables]>;
  failureToast?: PerCall<ReactNode | undefined, [error: Error, variables: TVariables]>;
  /** After the toasts and the re-read; a promise keeps the mutation pending until it settles. */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

const resolve = <TValue, TArgs extends unknown[]>(value: PerCall<TValue, TArgs>, ...args: TArgs): TValue =>
  typeof value === 'function' ? (value as (...a: TArgs) => TValue)(...args) : value;

const isQueryKey = (invalidation: Invalidation): invalidation is QueryKey => Array.isArray(invalidation);

/** Invalidates (and so refetches the active ones of) `invalidations`; resolves when they are fetched again. */
export function reRead(queryClient: QueryClient, invalidations: readonly Invalidation[]): Promise<void> {
  return Promise.all(
    invalidations.map((invalidation) =>
      queryClient.invalidateQueries(isQueryKey(invalidation) ? { queryKey: invalidation } : invalidation),
    ),
  ).then(() => undefined);
}

export function useAppMutation<TData = unknown, TVariables = void, TContext = unknown>({
  invalidates = [],
  reReadAfter = 'unreadable-answer',
  progressToast,
  successToast,
  failureToast,
  onSuccess,
  onError,
  onSettled,
  onMutate,
  ...options
}: AppMutationOptions<TData, TVariables, TContext>) {
  const queryClient = useQueryClient();
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const closeProgress = (toastId: string | undefined) => {
    if (toastId !== undefined) closeToast(toastId);
  };
  const mutation = useMutation<TData, Error, TVariables, Context>({
    ...options,
    onMutate: async (variables, context) => {
      const message = progressToast === undefined ? undefined : resolve(progressToast, variables);
      const progressToastId =
        message === undefined ? undefined : showToast({ message, timeoutMs: PROGRESS_TOAST_MAX_MS });
      const own = onMutate ? await onMutate(variables, context) : undefined;
      return { ...(own as TContext), progressToastId };
    },
    onSuccess: async (data, variables, result) => {
      closeProgress(result?.progressToastId);
      await reRead(queryClient, resolve(invalidates, variables));
      const message = successToast === undefined ? undefined : resolve(successToast, data, variables);
      if (message !== undefined) showToast({ message });
      await onSuccess?.(data, variables);
    },
    onError: async (error, variables, result) => {
      closeProgress(result?.progressToastId);
      console.error('A change failed:', error);
      const message = failureToast === undefined ? undefined : resolve(failureToast, error, variables);
      if (message !== undefined) showToast({ message, tone: 'error' });
      if (reReadAfter === 'any-failure' || isUnreadableAnswer(error)) {
        void reRead(queryClient, resolve(invalidates, variables));
      }
      await onError?.(error, variables, result);
    },
    onSettled: (data, error, variables) => onSettled?.(data, error, variables),
  });

  type Context = TContext & { progressToastId?: string };
  const { mutateAsync: send } = mutation;
  const mutateAsync: UseMutateAsyncFunction<TData, Error, TVariables, Context> = useCallback(
    (...[variables, callOptions]: Parameters<UseMutateAsyncFunction<TData, Error, TVariables, Context>>) => {
      const key = hashKey([variables]);
      const running = inFlight.current.get(key);
      if (running) return running;
      const promise = send(variables as TVariables, callOptions);
      inFlight.current.set(key, promise);
      const forget = () => {
        if (inFlight.current.get(key) === promise) inFlight.current.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },
    [send],
  );
  const mutate: UseMutateFunction<TData, Error, TVariables, Context> = useCallback(
    (...args: Parameters<UseMutateFunction<TData, Error, TVariables, Context>>) => {
      // As useMutation's mutate: the failure is the callbacks' and the state's, not an unhandled rejection.
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  return useMemo(() => ({ ...mutation, mutate, mutateAsync }), [mutation, mutate, mutateAsync]);
}
