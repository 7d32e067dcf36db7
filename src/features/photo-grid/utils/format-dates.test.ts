import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { formatMonthHeading, formatPhotoDate } from './format-dates';

const i18n = (locale: string) => createI18n(locale, { 'photos.unknownDate': 'Unknown Date' });

describe('timeline month headings', () => {
  it('shows month and year in the locale', () => {
    expect(formatMonthHeading({ year: 2025, month: 11 }, i18n('en-GB'))).toBe('November 2025');
    expect(formatMonthHeading({ year: 2025, month: 1 }, i18n('nl-NL'))).toBe('januari 2025');
    expect(formatMonthHeading({ year: 2025, month: 1 }, i18n('de-AT'))).toBe('Jänner 2025');
  });

  it('capitalises the month in Spanish', () => {
    expect(formatMonthHeading({ year: 2025, month: 11 }, i18n('es-ES'))).toBe('Noviembre de 2025');
  });

  it('shows 1970/January as Unknown Date', () => {
    expect(formatMonthHeading({ year: 1970, month: 1 }, i18n('en-GB'))).toBe('Unknown Date');
    expect(formatMonthHeading({ year: 1970, month: 2 }, i18n('en-GB'))).toBe('February 1970');
  });
});

describe('photo dates', () => {
  it('uses dd MMM yyyy', () => {
    expect(formatPhotoDate(new Date('2025-11-02T23:31:07Z'), i18n('en-GB'))).toBe('02 Nov 2025');
  });
});
