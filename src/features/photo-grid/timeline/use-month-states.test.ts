import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { timelineMonthQueryKey } from '../api/keys';
import { UNINITIALIZED_MONTH } from './month-state';
import { createMonthStatesStore } from './use-month-states';

const sort = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
const months = [
  { year: 2026, month: 5, count: 30 },
  { year: 2026, month: 4, count: 3 },
];
const keyOf = (month: number) => timelineMonthQueryKey({ ...sort, year: 2026, month });

describe("the timeline's month states, read from the query cache", () => {
  it('a month query added while a section renders changes nothing shown, so nobody is told (no update in render)', () => {
    const client = new QueryClient();
    const store = createMonthStatesStore(client, months, sort);
    const onChange = vi.fn();
    store.subscribe(onChange);
    const before = store.getSnapshot();
    // What a section's loader hook does in its render: the query comes into the cache, not fetching yet.
    client.getQueryCache().build(client, { queryKey: keyOf(5) });
    expect(onChange).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    expect(store.getSnapshot().get('2026/5')).toBe(UNINITIALIZED_MONTH);
  });

  it('a month whose photos arrive is a change, told once', () => {
    const client = new QueryClient();
    const store = createMonthStatesStore(client, months, sort);
    const onChange = vi.fn();
    store.subscribe(onChange);
    client.setQueryData(keyOf(4), {
      pages: [{ cursor: null, images: [] }],
      pageParams: [undefined],
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().get('2026/4')).toMatchObject({ status: 'fulfilled' });
  });
});
