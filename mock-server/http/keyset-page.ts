/**
 * Cursor pagination over a list sorted ascending by (value, id). The cursor is opaque base64url JSON of the
 * last item's position plus the scope it belongs to, so it stays valid when items before it are added or
 * deleted, and a cursor from another list (month, sort) is rejected instead of giving a wrong page.
 */
import { comparePosition } from '../db/photos';

export type Order = 'asc' | 'desc';

interface CursorPayload {
  /** Scope: e.g. `timeline:2025/11:dateTaken:desc`. */
  s: string;
  /** Sort value and id of the last item of the previous page. */
  v: string;
  i: string;
}

export function encodeCursor(scope: string, value: string, id: string): string {
  const payload: CursorPayload = { s: scope, v: value, i: id };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** The position a cursor points after, or null when it is not a cursor of this scope. */
export function decodeCursor(cursor: string, scope: string): { value: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorPayload>;
    if (payload.s !== scope || typeof payload.v !== 'string' || typeof payload.i !== 'string') return null;
    return { value: payload.v, id: payload.i };
  } catch {
    return null;
  }
}

export interface KeysetPage<T> {
  items: T[];
  /** Cursor of the next page; null on the last page. */
  cursor: string | null;
}

/**
 * One page of `sorted` (ascending by (valueOf, idOf)) in the given order, after the position `after`.
 * Binary search: the cost does not depend on the list length.
 */
export function keysetPage<T>(
  sorted: readonly T[],
  opts: {
    order: Order;
    limit: number;
    scope: string;
    after?: { value: string; id: string } | null;
    valueOf: (item: T) => string;
    idOf: (item: T) => string;
  },
): KeysetPage<T> {
  const { order, limit, after, valueOf, idOf } = opts;
  // First index whose position is >= after.
  let lo = 0;
  let hi = sorted.length;
  if (after) {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const item = sorted[mid] as T;
      if (comparePosition(valueOf(item), idOf(item), after.value, after.id) < 0) lo = mid + 1;
      else hi = mid;
    }
  }
  let items: T[];
  if (order === 'asc') {
    let start = after ? lo : 0;
    const atStart = sorted[start];
    if (after && atStart !== undefined && idOf(atStart) === after.id && valueOf(atStart) === after.value)
      start += 1;
    items = sorted.slice(start, start + limit);
    const more = start + limit < sorted.length;
    return { items, cursor: more ? cursorOf(items, opts) : null };
  }
  const end = after ? lo : sorted.length; // exclusive: everything before `after`
  const start = Math.max(0, end - limit);
  items = sorted.slice(start, end).reverse();
  return { items, cursor: start > 0 ? cursorOf(items, opts) : null };
}

function cursorOf<T>(
  items: T[],
  opts: { scope: string; valueOf: (item: T) => string; idOf: (item: T) => string },
) {
  const last = items.at(-1);
  return last === undefined ? null : encodeCursor(opts.scope, opts.valueOf(last), opts.idOf(last));
}
