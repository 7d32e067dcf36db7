import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageOffset, pageWindow } from './paging';

describe('offset paging', () => {
  it('asks page n from offset (n - 1) * size', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
  });

  it('refuses page numbers and sizes that cannot exist', () => {
    expect(() => pageOffset(0, 10)).toThrow(RangeError);
    expect(() => pageOffset(1.5, 10)).toThrow(RangeError);
    expect(() => pageOffset(1, 0)).toThrow(RangeError);
  });

  it('counts the pages, with one (empty) page for no items', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows the last page when the address names one that no longer exists', () => {
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });

  it('offers three page numbers around the current one', () => {
    expect(pageWindow(5, 9)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3]);
    expect(pageWindow(9, 9)).toEqual([7, 8, 9]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 9, 4)).toEqual([3, 4, 5, 6]);
  });
});
