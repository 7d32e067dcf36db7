/**
 * When an export's links stop working: its updated date plus 7 days (my-photos.md section 2: "an expiry date,
 * which is the updated date plus 7 days"). Seven periods of 24 hours, as the service counts them.
 */
import { EXPORT_LINK_VALID_DAYS } from '../constants';
import type { I18n } from '@/lib/i18n/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

export function exportExpiryDate(updated: Date): Date {
  return new Date(updated.getTime() + EXPORT_LINK_VALID_DAYS * DAY_MS);
}

/** The expiry in the spec's date format, dd MMM yyyy, in the user's time zone ("08 Nov 2025"). */
export const formatExpiryDate = (date: Date, i18n: Pick<I18n, 'formatDay'>): string => i18n.formatDay(date);
