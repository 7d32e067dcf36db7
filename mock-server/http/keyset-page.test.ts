import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, keysetPage, type KeysetPage } from './keyset-page';

type Item = { id: string; value: string };
const items: Item[] = Array.from({ length: 10 }, (_, i) => ({
  id: `id-${i}`,
  value: `v${Math.floor(i / 3)}`,
}));
const opts = (order: 'asc' | 'desc', after: { value: string; id: string } | null = null) => ({
  order,
  limit: 4,
  scope: 's',
  after,
  valueOf: (i: Item) => i.value,
  idOf: (i: Item) => i.id,
});

function walk(list: Item[], order: 'asc' | 'desc', mutate?: (list: Item[], page: number) => void) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let page = 0;
  do {
    const after: { value: string; id: string } | null = cursor ? decodeCursor(cursor, 's') : null;
    const result: KeysetPage<Item> = keysetPage(list, opts(order, after));
    seen.push(...result.items.map((i) => i.id));
    cursor = result.cursor;
    mutate?.(list, page++);
  } while (cursor);
  return seen;
}

describe('keysetPage', () => {
  it('walks all items once in either order', () => {
    expect(walk(items, 'asc')).toEqual(items.map((i) => i.id));
    expect(walk(items, 'desc')).toEqual(items.map((i) => i.id).reverse());
  });

  it('stays correct when the item a cursor points at is deleted', () => {
    const list = [...items];
    // After the first page (id-0..3), delete id-3 (the cursor's item) and id-4.
    const seen = walk(list, 'asc', (l, page) => page === 0 && l.splice(3, 2));
    expect(seen).toEqual(['id-0', 'id-1', 'id-2', 'id-3', 'id-5', 'id-6', 'id-7', 'id-8', 'id-9']);
  });

  it('rejects cursors of another scope or garbage', () => {
    const cursor = encodeCursor('s', 'v1', 'id-3');
    expect(decodeCursor(cursor, 's')).toEqual({ value: 'v1', id: 'id-3' });
    expect(decodeCursor(cursor, 'other')).toBeNull();
    expect(decodeCursor('!!', 's')).toBeNull();
    expect(decodeCursor(Buffer.from('[1]').toString('base64url'), 's')).toBeNull();
  });
});
