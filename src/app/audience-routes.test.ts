import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@/lib/auth/auth-user';
import { routeOf } from '@/testing/route-tree';

/**
 * The business pages over the app's real route tree (account-area.md section 6, "other accounts do not see these
 * pages"): each guards itself in `beforeLoad`, which runs before its loader, so a consumer gets the not-found page
 * and none of the page's calls is made; a business account passes. The not-found page itself, with the account
 * menu without the business entries, is tests/e2e/business.spec.ts's.
 */
const BUSINESS_PAGES = [
  '/invoices',
  '/integration',
  '/settings/b2b',
  '/settings/b2b/details',
  '/settings/b2b/email',
  '/settings/b2b/new-address',
  '/settings/b2b/address/$id',
];

const consumer: AuthUser = { sub: 'c1', amr: ['pwd'], isBusiness: false };
const business: AuthUser = { sub: 'b1', amr: ['b2b'], isBusiness: true };

/** What the route's beforeLoad throws for `user` (undefined: it lets the page load). */
async function guardOf(path: string, user: AuthUser): Promise<unknown> {
  const beforeLoad = routeOf(path)?.options.beforeLoad as
    ((options: { context: { user: AuthUser } }) => unknown) | undefined;
  if (!beforeLoad) throw new Error(`${path} has no beforeLoad`);
  try {
    await beforeLoad({ context: { user } });
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

describe('the business pages for other accounts', () => {
  it('are all in the route tree', () => {
    expect(BUSINESS_PAGES.filter((path) => !routeOf(path))).toEqual([]);
  });

  it.each(BUSINESS_PAGES)('%s is not found for a consumer, before anything loads', async (path) => {
    expect(isNotFound(await guardOf(path, consumer))).toBe(true);
  });

  it.each(BUSINESS_PAGES)('%s loads for a business account', async (path) => {
    expect(await guardOf(path, business)).toBeUndefined();
  });
});
