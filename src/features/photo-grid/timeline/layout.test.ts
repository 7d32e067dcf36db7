import { describe, expect, it } from 'vitest';
import {
  anchorAt,
  anchorScrollTop,
  computeLayout,
  createScrollMapping,
  gridMetrics,
  rowsInRange,
  sectionHeight,
  sectionIndexAt,
  slotTop,
  type GridMetrics,
} from './layout';

const metrics: GridMetrics = { columns: 5, cell: 100, gap: 4, headerHeight: 48, sectionGap: 24 };

describe('grid size for the screen', () => {
  it('fits square cells of at least the minimum size into the width', () => {
    // Large screen: cells of at least 10.5rem (168 px) -> 5 columns in 944 px.
    expect(gridMetrics({ containerWidth: 944, viewportWidth: 1280 })).toEqual({
      columns: 5,
      cell: 185,
      gap: 4,
      headerHeight: 48,
      sectionGap: 24,
    });
    // A phone (375 px): cells of at least 6rem -> 3 columns.
    expect(gridMetrics({ containerWidth: 351, viewportWidth: 375 }).columns).toBe(3);
    // Medium: at least 8.5rem.
    expect(gridMetrics({ containerWidth: 700, viewportWidth: 800 }).columns).toBe(5);
  });

  it('follows the font size (rem)', () => {
    expect(gridMetrics({ containerWidth: 944, viewportWidth: 1280, rem: 32 }).columns).toBe(2);
  });
});

describe('section heights from counts', () => {
  it('is the heading, the rows of cells and the space after', () => {
    expect(sectionHeight(24, metrics)).toBe(48 + 5 * 100 + 4 * 4 + 24);
    expect(sectionHeight(5, metrics)).toBe(48 + 100 + 24);
    expect(sectionHeight(6, metrics)).toBe(48 + 2 * 100 + 4 + 24);
    expect(sectionHeight(0, metrics)).toBe(48 + 24);
  });

  it('places the sections one after another', () => {
    const layout = computeLayout(['2025/11', '2025/10', '1970/1'], [24, 3, 12], metrics);
    expect(layout.sections.map((section) => [section.key, section.top, section.rows])).toEqual([
      ['2025/11', 0, 5],
      ['2025/10', 588, 1],
      ['1970/1', 760, 3],
    ]);
    expect(layout.height).toBe(760 + 48 + 3 * 100 + 2 * 4 + 24);
  });

  it('finds the section and the rows at a position', () => {
    const layout = computeLayout(['a', 'b'], [24, 3], metrics);
    expect(sectionIndexAt(layout, -50)).toBe(0);
    expect(sectionIndexAt(layout, 587)).toBe(0);
    expect(sectionIndexAt(layout, 588)).toBe(1);
    expect(slotTop(layout, 0, 7)).toBe(48 + 104);
    expect(rowsInRange(layout, 100, 400)).toEqual([{ section: 0, firstRow: 0, lastRow: 3 }]);
    expect(rowsInRange(layout, 560, 700)).toEqual([
      { section: 0, firstRow: 4, lastRow: 4 },
      { section: 1, firstRow: 0, lastRow: 0 },
    ]);
    // Only the heading of the second section is in range.
    expect(rowsInRange(layout, 590, 620)).toEqual([{ section: 1, firstRow: 0, lastRow: -1 }]);
  });
});

describe('keeping the place when heights change', () => {
  it('finds the same photo row after a section above grows', () => {
    const before = computeLayout(['a', 'b'], [24, 24], metrics);
    const top = before.sections[1]!.top + 48 + 104 + 30; // inside the second row of b
    const anchor = anchorAt(before, top)!;
    expect(anchor).toEqual({ key: 'b', slot: 5, offset: -30 });
    const after = computeLayout(['a', 'b'], [48, 24], metrics);
    expect(anchorScrollTop(after, anchor)).toBe(top + 5 * 104);
  });

  it('keeps the row of a slot when the column count changes', () => {
    const wide = computeLayout(['a'], [24], metrics);
    const narrow = computeLayout(['a'], [24], { ...metrics, columns: 3 });
    expect(anchorScrollTop(narrow, { key: 'a', slot: 12, offset: 10 })).toBe(48 + 4 * 104 - 10);
    expect(anchorScrollTop(wide, { key: 'a', slot: 12, offset: 10 })).toBe(48 + 2 * 104 - 10);
  });

  it('has no place for a month that is gone', () => {
    expect(
      anchorScrollTop(computeLayout(['a'], [1], metrics), { key: 'b', slot: 0, offset: 0 }),
    ).toBeUndefined();
  });
});

describe('timelines taller than a browser allows', () => {
  it('maps 1:1 below the maximum', () => {
    const mapping = createScrollMapping(3_300_000, 800);
    expect(mapping.scale).toBe(1);
    expect(mapping.physicalHeight).toBe(3_300_000);
    expect(mapping.toVirtual(12_345)).toBe(12_345);
  });

  it('scales the scroll range so that both ends and everything between stay reachable', () => {
    const mapping = createScrollMapping(40_000_000, 1000, 8_000_000);
    expect(mapping.physicalHeight).toBe(8_000_000);
    expect(mapping.toVirtual(0)).toBe(0);
    expect(mapping.toVirtual(8_000_000 - 1000)).toBe(40_000_000 - 1000);
    expect(mapping.toPhysical(mapping.toVirtual(1_234_567))).toBeCloseTo(1_234_567, 3);
    expect(mapping.scale).toBeCloseTo(39_999_000 / 7_999_000, 6);
  });
});
