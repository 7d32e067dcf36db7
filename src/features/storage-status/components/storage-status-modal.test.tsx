/**
 * The storage-status modal's statement of when the photos go (my-photos.md section 4: "today", "tomorrow",
 * "in {count} days"; issue 23: a deletion date already past is not "deleted today, on" that past day).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import enGB from '@public/locales/en-GB.json';
import type { StorageStatus } from '../storage-status';
import StorageStatusModal from './storage-status-modal';

afterEach(cleanup);

const critical = (overrides: Partial<StorageStatus>): StorageStatus => ({
  deletionDate: new Date(2026, 10, 24, 12),
  daysRemaining: 0,
  monthsRemaining: 0,
  isStoragePeriodExtended: false,
  isDeletionDue: false,
  status: 'critical',
  ...overrides,
});

const statement = (status: StorageStatus) => {
  render(
    <I18nProvider i18n={createI18n('en-GB', enGB)}>
      <StorageStatusModal status={status} onClose={() => {}} />
    </I18nProvider>,
  );
  return screen.getByRole('dialog').querySelector('[data-status]')?.textContent;
};

describe('the storage-status modal', () => {
  it('names the day of the deletion when it is today or later', () => {
    expect(statement(critical({ daysRemaining: 3 }))).toBe(
      'Your photos will be deleted in 3 days, on 24 Nov 2026.',
    );
    cleanup();
    expect(statement(critical({}))).toBe('Your photos will be deleted today, on 24 Nov 2026.');
  });

  it('says "today" without a day already past when the deletion is due', () => {
    expect(statement(critical({ isDeletionDue: true }))).toBe('Your photos will be deleted today.');
  });
});
