import { describe, expect, it } from 'vitest';
import { scrubberTarget, yearMarkers } from './scrubber-math';

// Newest first, with gaps (empty months are not sections).
const months = [
  { year: 2026, month: 10 },
  { year: 2026, month: 3 },
  { year: 2025, month: 11 },
  { year: 2025, month: 2 },
  { year: 2024, month: 12 },
  { year: 1970, month: 1 },
];

describe('the scrubber keys', () => {
  it('moves a month with the arrows and to the ends with Home and End', () => {
    expect(scrubberTarget(months, 0, 'ArrowDown')).toBe(1);
    expect(scrubberTarget(months, 0, 'ArrowUp')).toBe(0);
    expect(scrubberTarget(months, 2, 'End')).toBe(5);
    expect(scrubberTarget(months, 2, 'Home')).toBe(0);
    expect(scrubberTarget(months, 2, 'a')).toBeUndefined();
  });

  it('moves at least a year with PageDown and PageUp', () => {
    expect(scrubberTarget(months, 0, 'PageDown')).toBe(3); // October 2026 -> February 2025
    expect(scrubberTarget(months, 3, 'PageUp')).toBe(1); // February 2025 -> March 2026
    expect(scrubberTarget(months, 4, 'PageDown')).toBe(5);
    expect(scrubberTarget(months, 5, 'PageDown')).toBe(5);
  });
});

describe('the scrubber year labels', () => {
  it('labels the first month of each year where there is room', () => {
    const tops = [0, 100, 200, 300, 400, 500];
    expect(yearMarkers(months, tops, 600, 600)).toEqual([
      { year: 2026, position: 0 },
      { year: 2025, position: 200 },
      { year: 2024, position: 400 },
      { year: 1970, position: 500 },
    ]);
    expect(yearMarkers(months, tops, 600, 60).map((marker) => marker.year)).toEqual([2026, 2025, 2024]);
  });
});
