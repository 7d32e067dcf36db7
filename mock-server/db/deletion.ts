/**
 * Account information of the photo deletion service: when an account's photos are due for deletion.
 * Photos are kept for 18 months after the last order, or after the registration when there is none.
 *
 * The app derives the days and months remaining from TODAY, so the dates are computed when the request is
 * served, relative to the current UTC day (deterministic relative to now, not to the seed's reference date):
 * the same answer all day long, the same days remaining on every run. What a scenario fixes is the time left:
 *   - `scenario.storage: 'critical'` (critical@example.com): projected deletion in 12 days (under a month;
 *     a month-end may shorten it by up to 3 days, see addMonths);
 *   - `scenario.storage: 'warning'`: in 45 days (1 to 3 months);
 *   - every other account: safe, 4 to 16 months left (chosen by the seed per account);
 *   - demo@example.com: safe and its storage period extended: delayedDeletionDate is 6 months after the
 *     projected date;
 *   - an account without photos (empty@example.com) never ordered: lastOrderDate null, projectCount 0, and
 *     the projected date is 18 months after its registration.
 *
 * Assumptions where the documents say nothing: projectCount is a small number chosen by the seed (the saved
 * projects service is not consulted); the registration lies 200 to 2,000 days before the last order and
 * before the account's photos (`years` back);
 * "18 months after" is calendar months, clamped to the end of a shorter month (31 August + 18 months is
 * 28/29 February).
 */
import type { Faker } from '@faker-js/faker';
import type { DemoAccount } from '../accounts';
import { isoSeconds } from './schema';
import { seededFaker } from './seeded-faker';

export const STORAGE_MONTHS = 18;
export const CRITICAL_DAYS_LEFT = 12;
export const WARNING_DAYS_LEFT = 45;
export const EXTENSION_MONTHS = 6;
/** Accounts whose storage period was extended (delayedDeletionDate set). */
export const EXTENDED_STORAGE_EMAILS: ReadonlySet<string> = new Set(['demo@example.com']);

const DAY = 24 * 60 * 60_000;

export interface AccountInformation {
  delayedDeletionDate: string | null;
  lastOrderDate: string | null;
  projectCount: number;
  projectedDeletionDate: string;
  registrationDate: string;
}

/** `date` plus `months` calendar months (negative: back), the day clamped to the target month's length. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

const accountFaker = (accountId: string) => seededFaker({ key: `${accountId}:deletion` });

/** Days from today (UTC) until the projected deletion, by scenario. */
function daysLeft(account: DemoAccount | undefined, faker: Faker): number {
  const safe = faker.number.int({ min: 4 * 31, max: 16 * 30 });
  switch (account?.scenario?.storage) {
    case 'critical':
      return CRITICAL_DAYS_LEFT;
    case 'warning':
      return WARNING_DAYS_LEFT;
    default:
      return safe;
  }
}

/**
 * The deletion information of an account as of `now`. `account` is undefined for a token of an account
 * that is not seeded: it gets the ordinary (safe) case, seeded by its id.
 */
export function accountInformation(
  account: DemoAccount | undefined,
  accountId: string,
  now: Date = new Date(),
): AccountInformation {
  const faker = accountFaker(accountId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const timeOfDay = faker.number.int({ min: 7 * 60, max: 21 * 60 }) * 60_000;
  const target = new Date(today + daysLeft(account, faker) * DAY + timeOfDay);
  const projectCount = faker.number.int({ min: 1, max: 9 });
  const registeredBeforeOrder = faker.number.int({ min: 200, max: 2_000 }) * DAY;
  // Registered before the account's photos (seeded over `years` years back) were taken.
  const firstPhotoBefore = today - ((account?.years ?? 0) * 366 + 30) * DAY + timeOfDay;
  // The period starts 18 months before the target; the projected date is recomputed from it so that it is
  // exactly 18 months after the last order (or registration).
  const periodStart = addMonths(target, -STORAGE_MONTHS);
  const projected = addMonths(periodStart, STORAGE_MONTHS);
  const neverOrdered = account !== undefined && account.photos === 0;
  const delayed =
    account && EXTENDED_STORAGE_EMAILS.has(account.email) ? addMonths(projected, EXTENSION_MONTHS) : null;
  return {
    delayedDeletionDate: delayed ? isoSeconds(delayed) : null,
    lastOrderDate: neverOrdered ? null : isoSeconds(periodStart),
    projectCount: neverOrdered ? 0 : projectCount,
    projectedDeletionDate: isoSeconds(projected),
    registrationDate: isoSeconds(
      neverOrdered ? periodStart : Math.min(periodStart.getTime() - registeredBeforeOrder, firstPhotoBefore),
    ),
  };
}
