import { describe, expect, it } from 'vitest';
import { UNINITIALIZED_MONTH, type MonthState } from '@/features/photo-grid';
import { findPhotoPosition, nextTarget, previousTarget, type MonthsView } from './neighbours';
import { fakePhoto as photo } from '@/testing/fake-photo';

/** A loaded month: pages of photo ids; `more` when the last page has a cursor. */
const loaded = (pages: string[][], more = false): MonthState => {
  const monthPages = pages.map((ids, index) => ({
    cursor: index === pages.length - 1 && !more ? null : `c${index}`,
    items: ids.map(photo),
  }));
  return {
    status: 'fulfilled',
    pages: monthPages,
    items: monthPages.flatMap((page) => page.items),
    loadingMore: false,
    loadMoreFailed: false,
  };
};

const view = (months: Record<string, MonthState>): MonthsView => ({
  keys: Object.keys(months),
  states: new Map(Object.entries(months)),
});

const position = (v: MonthsView, id: string) => findPhotoPosition(v, id)!;

describe("the preview's previous and next photo", () => {
  const library = view({
    '2026/10': loaded([['a1', 'a2', 'a3']], true),
    '2026/9': UNINITIALIZED_MONTH,
    '2026/8': loaded([['c1', 'c2'], ['c3']]),
  });

  it('finds a photo among the loaded months', () => {
    expect(findPhotoPosition(library, 'a2')).toMatchObject({ monthIndex: 0, index: 1 });
    expect(findPhotoPosition(library, 'c3')).toMatchObject({ monthIndex: 2, index: 2 });
    expect(findPhotoPosition(library, 'nope')).toBeUndefined();
  });

  it('moves through the loaded photos of a month in their order, across its pages', () => {
    expect(nextTarget(library, position(library, 'a1'))).toEqual({ kind: 'photo', photo: photo('a2') });
    expect(previousTarget(library, position(library, 'a2'))).toEqual({ kind: 'photo', photo: photo('a1') });
    expect(nextTarget(library, position(library, 'c2'))).toEqual({ kind: 'photo', photo: photo('c3') });
  });

  it("loads the month's next page after its last loaded photo when it has more", () => {
    expect(nextTarget(library, position(library, 'a3'))).toEqual({ kind: 'nextPage', monthIndex: 0 });
  });

  it('goes on to the next month, loading its first page when it has not loaded', () => {
    const complete = view({ ...Object.fromEntries(library.states), '2026/10': loaded([['a1', 'a2']]) });
    expect(nextTarget(complete, position(complete, 'a2'))).toEqual({
      kind: 'month',
      monthIndex: 1,
      edge: 'first',
    });
    const nextLoaded = view({ '2026/10': loaded([['a1']]), '2026/9': loaded([['b1', 'b2']], true) });
    expect(nextTarget(nextLoaded, position(nextLoaded, 'a1'))).toEqual({
      kind: 'photo',
      photo: photo('b1'),
    });
  });

  it('goes back to the last photo of the previous month, loading all of it when it is not complete', () => {
    expect(previousTarget(library, position(library, 'c1'))).toEqual({
      kind: 'month',
      monthIndex: 1,
      edge: 'last',
    });
    const partly = view({ '2026/10': loaded([['a1', 'a2']], true), '2026/9': loaded([['b1']]) });
    expect(previousTarget(partly, position(partly, 'b1'))).toEqual({
      kind: 'month',
      monthIndex: 0,
      edge: 'last',
    });
    const complete = view({ '2026/10': loaded([['a1'], ['a2']]), '2026/9': loaded([['b1']]) });
    expect(previousTarget(complete, position(complete, 'b1'))).toEqual({
      kind: 'photo',
      photo: photo('a2'),
    });
  });

  it('skips a month that turned out empty, and stops at the ends of the library', () => {
    const gaps = view({ '2026/10': loaded([['a1']]), '2026/9': loaded([[]]), '2026/8': loaded([['c1']]) });
    expect(nextTarget(gaps, position(gaps, 'a1'))).toEqual({ kind: 'photo', photo: photo('c1') });
    expect(previousTarget(gaps, position(gaps, 'c1'))).toEqual({ kind: 'photo', photo: photo('a1') });
    expect(previousTarget(gaps, position(gaps, 'a1'))).toEqual({ kind: 'none' });
    expect(nextTarget(gaps, position(gaps, 'c1'))).toEqual({ kind: 'none' });
  });

  it('treats a month that failed to load as one to load', () => {
    const failed = view({
      '2026/10': loaded([['a1']]),
      '2026/9': { ...UNINITIALIZED_MONTH, status: 'rejected' },
    });
    expect(nextTarget(failed, position(failed, 'a1'))).toEqual({
      kind: 'month',
      monthIndex: 1,
      edge: 'first',
    });
  });
});
