import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { superOrdersOf } from './helpers/orders';

/**
 * The account overview at / of a business account on a small screen and on to its orders from the keyboard,
 * read-only (business@ is read by other specs too). demo@'s overview is part of the journey in orders.spec.ts;
 * what the overview shows is tested against the mock in src/features/overview/components/overview-page.test.tsx.
 */

test('a business account: the overview on a small screen, then from the keyboard to an order’s details', async ({
  page,
}) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await signIn(page, 'business@example.com', { path: '/' });
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest orders' });
  await expect(latest.getByRole('listitem').first()).toBeVisible();
  // The overview menu entry is hidden on small screens.
  await expect(page.getByRole('link', { name: 'Overview', exact: true })).toBeHidden();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 720 });
  await latest.getByRole('link', { name: 'All my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  // The address changes before the orders page replaces the overview, whose latest orders have the same links.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const [first] = await superOrdersOf(page);
  // From the keyboard: the link goes with the list, the focus goes to the new page's heading (issue 23).
  const link = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `View details of order ${first!.code}` }) })
    .getByRole('link');
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${first!.code}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Order ${first!.code}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page);
});
