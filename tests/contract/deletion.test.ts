/**
 * Contract tests of the photo deletion service. The scenario cases (mock only) check the dates against the
 * current time: the mock computes them relative to today, as the app derives the days remaining from today.
 */
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, serviceConfigured, tokenFor } from './lib/target';

const DAY = 86_400_000;
const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / DAY;

/** `iso` plus `months` calendar months, the day clamped to the end of a shorter month. */
function addMonths(iso: string, months: number): number {
  const date = new Date(iso);
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

describe.skipIf(!serviceConfigured('deletion'))('deletion service', () => {
  describe('getAccountInformation', () => {
    it('answers the dates of the signed-in user', async () => {
      const res = await call('getAccountInformation', { token: await tokenFor() });
      expect(res.status).toBe(200);
      const { lastOrderDate, projectedDeletionDate, registrationDate } = res.body;
      expect(Date.parse(registrationDate)).toBeLessThanOrEqual(Date.parse(lastOrderDate ?? registrationDate));
      expect(Date.parse(projectedDeletionDate)).toBeGreaterThan(Date.parse(registrationDate));
    });

    it.runIf(isMock)(
      'projects the deletion 18 months after the last order, or the registration',
      async () => {
        for (const email of ['demo@example.com', 'empty@example.com', 'critical@example.com']) {
          const { body } = await call('getAccountInformation', { token: await tokenFor(email) });
          const start = body.lastOrderDate ?? body.registrationDate;
          expect(Date.parse(body.projectedDeletionDate), email).toBe(addMonths(start, 18));
        }
      },
    );

    it.runIf(isMock)('puts critical@ under a month from deletion', async () => {
      const { body } = await call('getAccountInformation', { token: await tokenFor('critical@example.com') });
      const deletion = body.delayedDeletionDate ?? body.projectedDeletionDate;
      expect(daysFromNow(deletion)).toBeGreaterThan(0);
      expect(daysFromNow(deletion)).toBeLessThan(30);
    });

    it.runIf(isMock)(
      'shows demo@ a storage period extended beyond the projected date, 3+ months away',
      async () => {
        const { body } = await call('getAccountInformation', { token: await tokenFor() });
        expect(body.delayedDeletionDate).not.toBeNull();
        expect(Date.parse(body.delayedDeletionDate)).toBeGreaterThan(Date.parse(body.projectedDeletionDate));
        expect(daysFromNow(body.projectedDeletionDate)).toBeGreaterThanOrEqual(90);
      },
    );

    it.runIf(isMock)('answers empty@ as an account that never ordered', async () => {
      const { body } = await call('getAccountInformation', { token: await tokenFor('empty@example.com') });
      expect(body).toMatchObject({ lastOrderDate: null, projectCount: 0, delayedDeletionDate: null });
      expect(daysFromNow(body.projectedDeletionDate)).toBeGreaterThanOrEqual(90);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getAccountInformation');
      expect(res.status).toBe(401);
      expect(res.contentType).toBe('application/problem+json');
    });

    it('answers 401 with a token that is not valid', async () => {
      expect((await call('getAccountInformation', { token: 'not-a-token' })).status).toBe(401);
    });
  });
});
