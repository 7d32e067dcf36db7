import { UNKNOWN_DATE_MONTH, UNKNOWN_DATE_YEAR } from '../constants';
import type { I18n } from '@/lib/i18n/i18n';

/** Languages whose month names are capitalised in a heading (the spec: Spanish). */
const CAPITALISED_MONTH_LANGUAGES = new Set(['es']);

/**
 * The heading of a timeline month: month and year in the active locale ("November 2025", "Noviembre de 2025");
 * 1970/January holds the photos without dateTaken and reads "Unknown Date".
 */
export function formatMonthHeading({ year, month }: { year: number; month: number }, i18n: I18n): string {
  if (year === UNKNOWN_DATE_YEAR && month === UNKNOWN_DATE_MONTH) return i18n.t('photos.unknownDate');
  const text = i18n.formatDate(Date.UTC(year, month - 1, 1), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (!CAPITALISED_MONTH_LANGUAGES.has(new Intl.Locale(i18n.locale).language)) return text;
  return text.charAt(0).toLocaleUpperCase(i18n.locale) + text.slice(1);
}

/** A photo's date in the spec's dd MMM yyyy format, localised ("02 Nov 2025"). */
export function formatPhotoDate(date: Date, i18n: I18n): string {
  return i18n.formatDay(date, { timeZone: 'UTC' });
}
