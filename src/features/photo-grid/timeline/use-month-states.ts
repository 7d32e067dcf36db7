import { useMemo, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TimelineMonth } from '../api/get-timeline';
import { timelineMonthQueryKey } from '../api/keys';
import type { ApiSort } from '../sorting/photo-sort';
import { monthKey, monthStateOf, type MonthQueryState, type MonthState } from './month-state';

export type MonthStates = ReadonlyMap<string, MonthState>;

interface Entry {
  queryHash: string;
  state: MonthQueryState | undefined;
  month: MonthState;
}

/** Whether two states of a month show the same (no photos yet in either, same status). */
function sameMonthShown(a: MonthState, b: MonthState): boolean {
  if (a === b) return true;
  return (
    a.status === b.status &&
    a.pages.length === 0 &&
    b.pages.length === 0 &&
    a.loadingMore === b.loadingMore &&
    a.loadMoreFailed === b.loadMoreFailed
  );
}

/**
 * Every month's state, read from the query cache: one subscription for the whole timeline (a month need not be
 * on screen to have a state: its height depends on it). The map is replaced only when a month of this sort changes.
 */
export function createMonthStatesStore(client: QueryClient, months: readonly TimelineMonth[], sort: ApiSort) {
  const cache = client.getQueryCache();
  const byHash = new Map<string, string>();
  const entries = new Map<string, Entry>();
  const stateOf = (queryHash: string) => cache.get(queryHash)?.state as MonthQueryState | undefined;
  for (const month of months) {
    const queryHash = hashKey(timelineMonthQueryKey({ ...sort, year: month.year, month: month.month }));
    const state = stateOf(queryHash);
    byHash.set(queryHash, monthKey(month));
    entries.set(monthKey(month), { queryHash, state, month: monthStateOf(state) });
  }
  let snapshot: MonthStates = new Map([...entries].map(([key, entry]) => [key, entry.month]));

  /**
   * Takes the month's new query state; true when what the timeline shows of it changed. A query state that
   * changes nothing shown is not a change: a month's query added to the cache while a section renders (its loader
   * hook) is still an uninitialized month, and notifying then would update the page while another component
   * renders (React: "Cannot update a component while rendering a different component", seen on the dev server).
   */
  const update = (key: string, state: MonthQueryState | undefined): boolean => {
    const entry = entries.get(key)!;
    if (state === entry.state) return false;
    const month = monthStateOf(state);
    if (sameMonthShown(month, entry.month)) {
      entries.set(key, { ...entry, state });
      return false;
    }
    entries.set(key, { ...entry, state, month });
    const next = new Map(snapshot);
    next.set(key, month);
    snapshot = next;
    return true;
  };

  return {
    getSnapshot: (): MonthStates => snapshot,
    subscribe(onChange: () => void): () => void {
      const unsubscribe = cache.subscribe((event) => {
        const key = byHash.get(event.query.queryHash);
        if (key === undefined) return;
        const state = event.type === 'removed' ? undefined : (event.query.state as MonthQueryState);
        if (update(key, state)) onChange();
      });
      // Whatever changed between this store's creation (render) and now (commit).
      let changed = false;
      for (const [key, entry] of entries) changed = update(key, stateOf(entry.queryHash)) || changed;
      if (changed) onChange();
      return unsubscribe;
    },
  };
}

export function useMonthStates(months: readonly TimelineMonth[], sort: ApiSort): MonthStates {
  const client = useQueryClient();
  // The sort's fields, not its identity.
  const { sortKey, sortOrder } = sort;
  const store = useMemo(
    () => createMonthStatesStore(client, months, { sortKey, sortOrder }),
    [client, months, sortKey, sortOrder],
  );
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
