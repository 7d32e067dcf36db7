import { describe, expect, it } from 'vitest';
import enGB from '@public/locales/en-GB.json';
import { createI18n } from '@/lib/i18n/i18n';
import { exportExpiryDate, formatExpiryDate } from './expiry';

describe('when the links of an export expire', () => {
  it('is the updated date plus 7 days, to the second', () => {
    expect(exportExpiryDate(new Date('2025-11-01T20:14:00Z')).toISOString()).toBe('2025-11-08T20:14:00.000Z');
  });

  it('crosses months and years', () => {
    expect(exportExpiryDate(new Date('2025-12-28T00:00:00Z')).toISOString()).toBe('2026-01-04T00:00:00.000Z');
  });

  it('does not change the date it is given', () => {
    const updated = new Date('2025-11-01T20:14:00Z');
    exportExpiryDate(updated);
    expect(updated.toISOString()).toBe('2025-11-01T20:14:00.000Z');
  });

  it('is shown as dd MMM yyyy', () => {
    const date = new Date(2025, 10, 8, 12); // local noon: the same day in every time zone of the test machine
    expect(formatExpiryDate(date, createI18n('en-GB', enGB))).toBe('08 Nov 2025');
  });
});
