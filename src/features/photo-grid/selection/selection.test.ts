import { describe, expect, it } from 'vitest';
import type { Photo } from '@/lib/api/schemas/photo';
import {
  EMPTY_SELECTION,
  allSelected,
  photosBetween,
  selectAll,
  toggle,
  toggleAll,
  without,
} from './selection';

const photo = (id: string): Photo =>
  ({
    imageId: id,
    uploadId: `u-${id}`,
    localFileName: `${id}.jpg`,
    url: `/p/${id}`,
    untouchedUrl: `/p/${id}`,
    thumbnails: [],
  }) as Photo;
const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map(photo) as [Photo, Photo, Photo, Photo, Photo];
const ids = (selection: ReadonlyMap<string, Photo>) => [...selection.keys()];

describe('selection', () => {
  it('toggles one photo in and out, keeping the order photos were picked in', () => {
    const one = toggle(toggle(EMPTY_SELECTION, b), a);
    expect(ids(one)).toEqual(['b', 'a']);
    expect(ids(toggle(one, b))).toEqual(['a']);
  });

  it('multi-select selects all when some are not selected, and deselects all when all are', () => {
    const some = toggle(EMPTY_SELECTION, a);
    const all = toggleAll(some, [a, b, c]);
    expect(ids(all)).toEqual(['a', 'b', 'c']);
    expect(allSelected(all, [a, b, c])).toBe(true);
    const none = toggleAll(toggle(all, d), [a, b, c]);
    expect(ids(none)).toEqual(['d']);
    expect(allSelected(EMPTY_SELECTION, [])).toBe(false);
  });

  it('adds a range without dropping what is selected, and forgets deleted photos', () => {
    const range = selectAll(toggle(EMPTY_SELECTION, e), [a, b, e]);
    expect(ids(range)).toEqual(['e', 'a', 'b']);
    expect(ids(without(range, ['a', 'x']))).toEqual(['e', 'b']);
    expect(without(range, ['x'])).toBe(range);
  });
});

describe('photosBetween (shift-click ranges)', () => {
  const sections = [
    { key: '2026/10', photos: [a, b] },
    { key: '2026/9', photos: [] },
    { key: '2026/8', photos: [c, d, e] },
  ];

  it('spans months, in timeline order, whichever end was clicked first', () => {
    expect(photosBetween(sections, 'b', 'd')?.map((p) => p.imageId)).toEqual(['b', 'c', 'd']);
    expect(photosBetween(sections, 'd', 'b')?.map((p) => p.imageId)).toEqual(['b', 'c', 'd']);
    expect(photosBetween(sections, 'c', 'c')?.map((p) => p.imageId)).toEqual(['c']);
  });

  it('is undefined when an end is not loaded', () => {
    expect(photosBetween(sections, 'a', 'zz')).toBeUndefined();
  });
});
