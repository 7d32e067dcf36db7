/**
 * Offset paging (account-area.md section 9: "offset (page-1)*size", "Default pages shown for order lists: 3"):
 * pure helpers for a list whose service takes an offset and a limit and answers a total.
 */

/** The offset of 1-based page `page` of `size` items: (page - 1) * size. */
export function pageOffset(page: number, size: number): number {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`A page number starts at 1, not ${page}`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A page holds at least 1 item, not ${size}`);
  return (page - 1) * size;
}

/** How many pages `total` items fill (0 items: 1 empty page, so page 1 always exists). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** `page` moved into 1..count (a page that no longer exists after deletes shows the last one). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The page numbers to offer as links: `shown` consecutive numbers around the current page (fewer when there are
 * fewer pages), e.g. current 5 of 9 with 3 shown: [4, 5, 6]; current 1: [1, 2, 3]; current 9: [7, 8, 9].
 */
export function pageWindow(current: number, count: number, shown = 3): number[] {
  const size = Math.min(Math.max(1, shown), count);
  const page = clampPage(current, count);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}
