import { useMemo, useState } from 'react';
import type { TimelineMonth } from '../api/get-timeline';
import type { ApiSort } from '../sorting/photo-sort';
import { monthKey, monthSlots, UNINITIALIZED_MONTH, type MonthSlots, type MonthState } from './month-state';
import { useMonthStates } from './use-month-states';

/**
 * The timeline's sections: every month's key, state (from the query cache) and cells; a month keeps the same
 * cells object while its state and count are unchanged, so its section need not render again.
 */
export function useMonthSections(months: readonly TimelineMonth[], sort: ApiSort) {
  const states = useMonthStates(months, sort);
  const keys = useMemo(() => months.map(monthKey), [months]);
  const [cache] = useState(() => new Map<string, { state: MonthState; count: number; slots: MonthSlots }>());
  const slots = useMemo(
    () =>
      months.map((month, index) => {
        const key = keys[index]!;
        const state = states.get(key) ?? UNINITIALIZED_MONTH;
        const cached = cache.get(key);
        if (cached && cached.state === state && cached.count === month.count) return cached.slots;
        const cells = monthSlots(month.count, state);
        cache.set(key, { state, count: month.count, slots: cells });
        return cells;
      }),
    [cache, months, keys, states],
  );
  return { keys, states, slots };
}
