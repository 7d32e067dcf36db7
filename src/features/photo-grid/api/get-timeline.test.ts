import { describe, expect, it, vi } from 'vitest';
import { timelineSchema } from './get-timeline';

describe('parsing the timeline', () => {
  it('lists the months newest first, across years', () => {
    expect(
      timelineSchema.parse({ '2024': { '12': 5, '3': 1 }, '2025': { '1': 2, '11': 48 }, '1970': { '1': 7 } }),
    ).toEqual([
      { year: 2025, month: 11, count: 48 },
      { year: 2025, month: 1, count: 2 },
      { year: 2024, month: 12, count: 5 },
      { year: 2024, month: 3, count: 1 },
      { year: 1970, month: 1, count: 7 },
    ]);
  });

  it('logs a negative count and counts it as 0', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(timelineSchema.parse({ '2025': { '2': -3 } })).toEqual([{ year: 2025, month: 2, count: 0 }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2025/2'));
    warn.mockRestore();
  });

  it('keeps 1970/1, the photos without a date', () => {
    expect(timelineSchema.parse({ '1970': { '1': 12 } })).toEqual([{ year: 1970, month: 1, count: 12 }]);
  });

  it('is empty for an empty library', () => {
    expect(timelineSchema.parse({})).toEqual([]);
  });

  it('rejects keys that are not a year or a month', () => {
    expect(() => timelineSchema.parse({ abcd: { '1': 1 } })).toThrow();
    expect(() => timelineSchema.parse({ '2025': { jan: 1 } })).toThrow();
    expect(() => timelineSchema.parse({ '2025': { '13': 1 } })).toThrow();
    expect(() => timelineSchema.parse({ '2025': { '01': 1 } })).toThrow();
  });

  it('rejects counts that are not whole numbers', () => {
    expect(() => timelineSchema.parse({ '2025': { '1': '3' } })).toThrow();
    expect(() => timelineSchema.parse({ '2025': { '1': 1.5 } })).toThrow();
  });
});
