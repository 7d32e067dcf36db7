import type { I18n } from '@/lib/i18n/i18n';
import { formatPhotoDate } from '@/features/photo-grid';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * The album screen's created label (account-area.md "Album screen"): 'Created today', 'Created yesterday' or
 * 'Created {date}' (dd MMM yyyy), by the user's calendar days.
 */
export function albumCreatedLabel(created: Date, i18n: I18n, now = new Date()): string {
  const days = Math.round((startOfDay(now) - startOfDay(created)) / 86_400_000);
  if (days === 0) return i18n.t('albums.createdToday');
  if (days === 1) return i18n.t('albums.createdYesterday');
  return i18n.t('albums.created', { date: formatPhotoDate(created, i18n) });
}
