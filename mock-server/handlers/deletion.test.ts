import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import { accountInformation, addMonths, STORAGE_MONTHS } from '../db/deletion';
import { fakeVerifier } from '../testing/fake-identity';
import { setupHandlerServer } from '../testing/handler-server';
import { createDeletionHandlers } from './deletion';

const API = 'http://api.test/deletion';
const DAY = 86_400_000;
const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};

// A fixed "now" late in a day, so that the days remaining are checked against a known clock.
let now = new Date('2027-03-30T22:15:00Z');
const api = setupHandlerServer(
  createDeletionHandlers({ verifier: fakeVerifier, accounts: DEMO_ACCOUNTS }, { now: () => now }),
  { base: API },
);

const info = (email: string | null) => api.call('GET', '/accounts/getaccountinformation', { as: email });

const daysUntil = (iso: string) => (Date.parse(iso) - now.getTime()) / DAY;

describe('addMonths', () => {
  it('moves by calendar months and clamps to the end of a shorter month', () => {
    expect(addMonths(new Date('2025-03-14T09:20:00Z'), 18).toISOString()).toBe('2026-09-14T09:20:00.000Z');
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 18).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2027-02-28T10:00:00Z'), -18).toISOString()).toBe('2025-08-28T10:00:00.000Z');
  });
});

describe('GET /accounts/getaccountinformation', () => {
  it('answers every demo account with the projected date 18 months after the last order or registration', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const { status, body } = await info(demo.email);
      expect(status).toBe(200);
      const start = body.lastOrderDate ?? body.registrationDate;
      expect(body.projectedDeletionDate).toBe(
        addMonths(new Date(start), STORAGE_MONTHS)
          .toISOString()
          .replace(/\.000Z$/, 'Z'),
      );
      expect(body.registrationDate <= start).toBe(true);
      expect(body.projectCount).toBeGreaterThanOrEqual(0);
    }
  });

  it('puts critical@ under a month from deletion', async () => {
    const { body } = await info('critical@example.com');
    expect(daysUntil(body.projectedDeletionDate)).toBeGreaterThan(7);
    expect(daysUntil(body.projectedDeletionDate)).toBeLessThan(30);
    expect(body.delayedDeletionDate).toBeNull();
  });

  it('keeps the other accounts safe (3 months or more)', async () => {
    for (const demo of DEMO_ACCOUNTS.filter((a) => !a.scenario?.storage)) {
      const { body } = await info(demo.email);
      const deletion = body.delayedDeletionDate ?? body.projectedDeletionDate;
      expect(new Date(deletion) >= addMonths(now, 3), demo.email).toBe(true);
    }
  });

  it('extends the storage period of demo@ beyond the projected date', async () => {
    const { body } = await info('demo@example.com');
    expect(body.delayedDeletionDate > body.projectedDeletionDate).toBe(true);
  });

  it('answers empty@ as an account that never ordered', async () => {
    const { body } = await info('empty@example.com');
    expect(body).toMatchObject({ lastOrderDate: null, projectCount: 0, delayedDeletionDate: null });
  });

  it('is the same all day and moves with the current day', async () => {
    const morning = new Date('2027-03-30T00:05:00Z');
    const first = (await info('critical@example.com')).body;
    now = morning;
    expect((await info('critical@example.com')).body).toEqual(first);
    now = new Date(morning.getTime() + 10 * DAY);
    const later = (await info('critical@example.com')).body;
    expect(Date.parse(later.lastOrderDate) - Date.parse(first.lastOrderDate)).toBeGreaterThanOrEqual(7 * DAY);
    expect(daysUntil(later.projectedDeletionDate)).toBeLessThan(30);
    now = new Date('2027-03-30T22:15:00Z');
  });

  it('answers 401 without a valid token', async () => {
    for (const res of [await info(null), await info('nobody@example.com')]) {
      expect(res.status).toBe(401);
      expect(res.contentType).toBe('application/problem+json');
    }
  });
});

describe('scenarios', () => {
  const today = new Date('2026-05-31T12:00:00Z');
  const warning: DemoAccount = {
    ...account('demo@example.com'),
    email: 'w@example.com',
    scenario: { storage: 'warning' },
  };

  it('puts a warning account 1 to 3 months from deletion', () => {
    const { projectedDeletionDate } = accountInformation(warning, warning.accountId, today);
    const deletion = new Date(projectedDeletionDate);
    expect(deletion >= addMonths(today, 1) && deletion < addMonths(today, 3)).toBe(true);
  });

  it('keeps critical under a month whatever the day of the month', () => {
    const critical = account('critical@example.com');
    for (let day = 0; day < 400; day += 1) {
      const at = new Date(today.getTime() + day * DAY);
      const days =
        (Date.parse(accountInformation(critical, critical.accountId, at).projectedDeletionDate) -
          at.getTime()) /
        DAY;
      expect(days, at.toISOString()).toBeGreaterThan(7);
      expect(days, at.toISOString()).toBeLessThan(28);
    }
  });

  it('answers a token of an account that is not seeded as the ordinary case', () => {
    const result = accountInformation(undefined, 'someone-else', today);
    expect(new Date(result.projectedDeletionDate) >= addMonths(today, 3)).toBe(true);
    expect(result.lastOrderDate).not.toBeNull();
  });
});
