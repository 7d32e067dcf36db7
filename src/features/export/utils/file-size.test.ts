import { describe, expect, it } from 'vitest';
import enGB from '@public/locales/en-GB.json';
import { createI18n } from '@/lib/i18n/i18n';
import { fileSize, formatFileSize } from './file-size';

describe('the size of an export file', () => {
  it('is in Bytes below 1 KB', () => {
    expect(fileSize(1)).toEqual({ value: 1, unit: 'Bytes' });
    expect(fileSize(1023)).toEqual({ value: 1023, unit: 'Bytes' });
  });

  it('is in KB, MB and GB from 1024 of the unit below (binary multiples), with two decimals', () => {
    expect(fileSize(1024)).toEqual({ value: 1, unit: 'KB' });
    expect(fileSize(1536)).toEqual({ value: 1.5, unit: 'KB' });
    expect(fileSize(1024 ** 2)).toEqual({ value: 1, unit: 'MB' });
    expect(fileSize(734_003_200)).toEqual({ value: 700, unit: 'MB' });
    expect(fileSize(2_147_483_648)).toEqual({ value: 2, unit: 'GB' });
    expect(fileSize(1_234_567)).toEqual({ value: 1.18, unit: 'MB' });
  });

  it('moves up a unit when rounding reaches 1024 (never "1024 KB")', () => {
    expect(fileSize(1024 ** 2 - 1)).toEqual({ value: 1, unit: 'MB' });
    expect(fileSize(1024 * 1023.999)).toEqual({ value: 1, unit: 'MB' });
  });

  it('stays in GB for the largest files', () => {
    expect(fileSize(5 * 1024 ** 4)).toEqual({ value: 5120, unit: 'GB' });
  });

  it('rejects what is not a size', () => {
    expect(() => fileSize(-1)).toThrow(RangeError);
    expect(() => fileSize(Number.NaN)).toThrow(RangeError);
  });

  it('reads naturally in the page language', () => {
    expect(formatFileSize(700, createI18n('en-GB', enGB))).toBe('700 Bytes');
    expect(formatFileSize(2_147_483_648, createI18n('en-GB', enGB))).toBe('2 GB');
    expect(formatFileSize(1_234_567, createI18n('en-GB', enGB))).toBe('1.18 MB');
    expect(formatFileSize(5 * 1024 ** 4, createI18n('en-GB', enGB))).toBe('5,120 GB');
    expect(formatFileSize(1536, createI18n('de-DE', enGB))).toBe('1,5 KB');
  });
});
