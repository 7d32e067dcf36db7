import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  deriveStorageStatus,
  monthsUntil,
  shouldOpenStorageModal,
  storageLevel,
  type AccountInformation,
} from './storage-status';

/** A local date-time (the tests run in the machine's time zone, like the app). */
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);

const info = (overrides: Partial<AccountInformation> = {}): AccountInformation => ({
  delayedDeletionDate: null,
  lastOrderDate: at(2025, 5, 14),
  projectCount: 3,
  projectedDeletionDate: at(2026, 11, 14),
  registrationDate: at(2021, 5, 2),
  ...overrides,
});

describe('the photo storage status', () => {
  it('deletes on the projected date, or on the delayed date when the period was extended', () => {
    const now = at(2026, 11, 1);
    expect(deriveStorageStatus(info(), now)).toEqual({
      deletionDate: at(2026, 11, 14),
      daysRemaining: 13,
      monthsRemaining: 0,
      isStoragePeriodExtended: false,
      isDeletionDue: false,
      status: 'critical',
    });
    expect(deriveStorageStatus(info({ delayedDeletionDate: at(2027, 5, 14) }), now)).toMatchObject({
      deletionDate: at(2027, 5, 14),
      monthsRemaining: 6,
      isStoragePeriodExtended: true,
      status: 'safe',
    });
  });

  it('is due when the deletion date has passed (0 days, "today"), not on the day itself', () => {
    expect(
      deriveStorageStatus(info({ projectedDeletionDate: at(2026, 11, 24) }), at(2026, 11, 27)),
    ).toMatchObject({
      daysRemaining: 0,
      isDeletionDue: true,
      status: 'critical',
    });
    expect(
      deriveStorageStatus(info({ projectedDeletionDate: at(2026, 11, 27, 8) }), at(2026, 11, 27, 20)),
    ).toMatchObject({ daysRemaining: 0, isDeletionDue: false });
  });

  it('is safe from 3 months left, warning from 1, critical below', () => {
    expect(storageLevel(3)).toBe('safe');
    expect(storageLevel(2)).toBe('warning');
    expect(storageLevel(1)).toBe('warning');
    expect(storageLevel(0)).toBe('critical');
    const now = at(2026, 11, 1);
    expect(deriveStorageStatus(info({ projectedDeletionDate: at(2027, 2, 1) }), now).status).toBe('safe');
    expect(deriveStorageStatus(info({ projectedDeletionDate: at(2027, 1, 31) }), now).status).toBe('warning');
    expect(deriveStorageStatus(info({ projectedDeletionDate: at(2026, 12, 1) }), now).status).toBe('warning');
    expect(deriveStorageStatus(info({ projectedDeletionDate: at(2026, 11, 30) }), now).status).toBe(
      'critical',
    );
  });

  it('counts calendar days: today, tomorrow, and a date already past as today', () => {
    const now = at(2026, 11, 1, 23);
    expect(daysUntil(at(2026, 11, 1, 8), now)).toBe(0);
    expect(daysUntil(at(2026, 11, 2, 1), now)).toBe(1);
    expect(daysUntil(at(2026, 11, 13), now)).toBe(12);
    expect(daysUntil(at(2026, 10, 20), now)).toBe(0);
  });

  it('counts whole calendar months, a month-end counting as a full month', () => {
    expect(monthsUntil(at(2027, 5, 14), at(2026, 11, 14))).toBe(6);
    expect(monthsUntil(at(2027, 5, 13), at(2026, 11, 14))).toBe(5);
    expect(monthsUntil(at(2027, 2, 28), at(2027, 1, 31))).toBe(1);
    expect(monthsUntil(at(2026, 1, 1), at(2026, 11, 1))).toBe(0);
  });

  it('opens the critical modal by itself once a session, with the feature on and photos to lose', () => {
    const ready = {
      status: 'critical',
      reactivationEnabled: true,
      hasPhotos: true,
      shownThisSession: false,
    } as const;
    expect(shouldOpenStorageModal(ready)).toBe(true);
    expect(shouldOpenStorageModal({ ...ready, shownThisSession: true })).toBe(false);
    expect(shouldOpenStorageModal({ ...ready, reactivationEnabled: false })).toBe(false);
    expect(shouldOpenStorageModal({ ...ready, hasPhotos: false })).toBe(false);
    expect(shouldOpenStorageModal({ ...ready, status: 'warning' })).toBe(false);
    expect(shouldOpenStorageModal({ ...ready, status: undefined })).toBe(false);
  });
});
