import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  currentPage,
  cursorSearchSchema,
  loadedPages,
  loadedPagesSearchSchema,
  MAX_LOADED_PAGES,
  pageParam,
  pageSearchSchema,
} from './search';

describe('a page number in the address', () => {
  it('is kept when it is a page number', () => {
    expect(pageSearchSchema.parse({ page: 3 })).toEqual({ page: 3 });
    expect(currentPage(pageSearchSchema.parse({ page: 3 }))).toBe(3);
  });

  it('falls back to page 1 when it is missing or not a page number', () => {
    for (const page of [undefined, 0, -2, 1.5, 'two', null]) {
      const search = pageSearchSchema.parse({ page });
      expect(search.page).toBeUndefined();
      expect(currentPage(search)).toBe(1);
    }
  });

  it('leaves the address on page 1', () => {
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2)).toBe(2);
  });

  it('combines with the page’s own parameters', () => {
    const schema = z.extend(pageSearchSchema, { order_state: z.optional(z.enum(['progress', 'history'])) });
    expect(schema.parse({ page: 2, order_state: 'history' })).toEqual({ page: 2, order_state: 'history' });
  });
});

describe('the loaded pages of a "load more" list in the address', () => {
  it('is kept up to the limit a reload asks again', () => {
    expect(loadedPages(loadedPagesSearchSchema.parse({ pages: 4 }))).toBe(4);
    expect(loadedPages(loadedPagesSearchSchema.parse({ pages: MAX_LOADED_PAGES }))).toBe(MAX_LOADED_PAGES);
  });

  it('falls back to one page beyond the limit or when invalid', () => {
    for (const pages of [MAX_LOADED_PAGES + 1, 0, 'all', undefined]) {
      expect(loadedPages(loadedPagesSearchSchema.parse({ pages }))).toBe(1);
    }
  });
});

describe('a cursor in the address', () => {
  it('is kept as text, also when the router read it as a number', () => {
    expect(cursorSearchSchema.parse({ cursor: 'eyJpZCI6IjEifQ' })).toEqual({ cursor: 'eyJpZCI6IjEifQ' });
    expect(cursorSearchSchema.parse({ cursor: 123 })).toEqual({ cursor: '123' });
  });

  it('is dropped when empty or not text', () => {
    expect(cursorSearchSchema.parse({ cursor: '' }).cursor).toBeUndefined();
    expect(cursorSearchSchema.parse({ cursor: { a: 1 } }).cursor).toBeUndefined();
    expect(cursorSearchSchema.parse({}).cursor).toBeUndefined();
  });
});
