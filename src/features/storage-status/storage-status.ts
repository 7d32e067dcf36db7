/**
 * The photo-storage status (my-photos.md sections 3, 4 and 9), derived from the deletion service's account
 * information: photos are kept 18 months after the last order (or the registration); a delayed deletion date
 * means the period was extended.
 *
 * Where the spec is silent (recorded in docs/decisions/005-storage-status-and-activation.md):
 * - days and months are counted in calendar days and months of the user's time zone, from today to the
 *   deletion day; a date already past counts as 0 (deletion "today");
 * - a month is full when the deletion day of the month is not before today's day, or is the last day of its
 *   month (31 January to 28 February is one month).
 */
import { STORAGE_SAFE_MONTHS, STORAGE_WARNING_MONTHS } from './constants';

/** `AccountInformation` of openapi/services/deletion.yaml, dates parsed. */
export interface AccountInformation {
  delayedDeletionDate: Date | null;
  lastOrderDate: Date | null;
  projectCount: number;
  projectedDeletionDate: Date;
  registrationDate: Date;
}

export type StorageLevel = 'safe' | 'warning' | 'critical';

export interface StorageStatus {
  /** The delayed deletion date when set, otherwise the projected one. */
  deletionDate: Date;
  daysRemaining: number;
  monthsRemaining: number;
  /** True when a delayed deletion date is present. */
  isStoragePeriodExtended: boolean;
  /** The deletion date is before today: deletion is due ("today"), and that past date is not shown as when. */
  isDeletionDue: boolean;
  status: StorageLevel;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of `date` in the local time zone, as a day number. */
const dayNumber = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;

const isLastDayOfMonth = (date: Date) =>
  date.getDate() === new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();

export const deletionDateOf = (
  info: Pick<AccountInformation, 'delayedDeletionDate' | 'projectedDeletionDate'>,
) => info.delayedDeletionDate ?? info.projectedDeletionDate;

/** Calendar days from `now` to `date` (0 when it is today or past). */
export function daysUntil(date: Date, now: Date): number {
  return Math.max(0, dayNumber(date) - dayNumber(now));
}

/** Whole calendar months from `now` to `date` (0 when under a month or past). */
export function monthsUntil(date: Date, now: Date): number {
  const months = (date.getFullYear() - now.getFullYear()) * 12 + date.getMonth() - now.getMonth();
  const fullLastMonth = date.getDate() >= now.getDate() || isLastDayOfMonth(date);
  return Math.max(0, fullLastMonth ? months : months - 1);
}

/** Safe with 3 or more months left, warning with 1 or more, otherwise critical. */
export function storageLevel(monthsRemaining: number): StorageLevel {
  if (monthsRemaining >= STORAGE_SAFE_MONTHS) return 'safe';
  if (monthsRemaining >= STORAGE_WARNING_MONTHS) return 'warning';
  return 'critical';
}

export function deriveStorageStatus(info: AccountInformation, now: Date = new Date()): StorageStatus {
  const deletionDate = deletionDateOf(info);
  const monthsRemaining = monthsUntil(deletionDate, now);
  return {
    deletionDate,
    daysRemaining: daysUntil(deletionDate, now),
    monthsRemaining,
    isStoragePeriodExtended: info.delayedDeletionDate !== null,
    isDeletionDue: dayNumber(deletionDate) < dayNumber(now),
    status: storageLevel(monthsRemaining),
  };
}

/** Whether the critical modal opens by itself: critical, the reactivation feature on, photos, not yet shown. */
export function shouldOpenStorageModal({
  status,
  reactivationEnabled,
  hasPhotos,
  shownThisSession,
}: {
  status: StorageLevel | undefined;
  reactivationEnabled: boolean;
  hasPhotos: boolean;
  shownThisSession: boolean;
}): boolean {
  return status === 'critical' && reactivationEnabled && hasPhotos && !shownThisSession;
}
