import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { superOrdersOf } from './helpers/orders';

/**
 * The overview, My orders and the order details in a real browser, read-only (demo@ and empty@ are read by other
 * specs too: nothing here changes an order; a reorder only fills the shop's basket): the menu, the address and a
 * reload, a real PDF, the trip to the shop, axe in each state. What one page shows by scenario is tested against
 * the mock in vitest (src/features/orders/components/orders-page-states.test.tsx, order-details-page.test.tsx,
 * src/features/overview/components/overview-page.test.tsx). A business account and the small screen:
 * overview.spec.ts; address changes: orders-address.spec.ts; failures: orders-faults.spec.ts.
 */

const card = (page: Page, code: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `View details of order ${code}` }) });

test('an unknown order, the overview, My orders page by page, an order’s PDF and its reorder in the shop', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/orders/000000000' });
  await expect(page.getByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The overview from the side menu.
  await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveTitle(/^My account overview \|/);
  const latest = page.getByRole('region', { name: 'Latest orders' });
  await expect(latest.getByRole('listitem')).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'My photo library' }).getByRole('link', { name: /^[\d,]+ photos$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // My orders: the next page is in the URL, and a reload shows it again.
  await latest.getByRole('link', { name: 'All my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).toHaveTitle(/^Orders \|/);
  await expect(page.getByRole('region', { name: 'In progress' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'My orders' })).toBeVisible();
  await expectNoAxeViolations(page);
  const pagination = page.getByRole('navigation', { name: /pages/i });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator('[data-status="Cancelled"]').first()).toBeVisible();
  await page.reload();
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // The order with a voucher and a photo book: its details, the book's PDF, then reorder.
  await pagination.getByRole('link', { name: 'Page 1' }).click();
  const order = (await superOrdersOf(page)).find(
    (o) => o.voucher === 'WELCOME10' && o.orders[0]?.articleName === 'PB_HARDCOVER_A4',
  );
  await card(page, order!.code).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order!.code}$`));
  await expect(page).toHaveTitle(/^Order details \|/);
  await expect(
    page.getByRole('region', { name: 'Voucher' }).getByText('10% off your next photo book'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' }).getByText(/^Expected delivery:/)).toBeVisible();
  await expectNoAxeViolations(page);

  const code = order!.orders[0]!.code;
  // Each product's button appears when its own PDF check answers, in any order: take this product's.
  const product = page.getByRole('listitem').filter({ has: page.getByText(new RegExp(`^${code}( ·|$)`)) });
  const download = page.waitForEvent('download');
  await product.getByRole('button', { name: /^Download the PDF of / }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${code}.pdf`);
  expect(
    readFileSync(await saved.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: `Reorder ${order!.code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/reorder/${order!.code}$`));
  await expect(page.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  await expect(page.getByText(`Your reorder of order ${order!.code} is in your basket.`)).toBeVisible();
});

test('an account without orders sees "You haven\'t ordered anything yet!" on My orders', async ({ page }) => {
  await signIn(page, 'empty@example.com', { path: '/orders' });
  await expect(page.getByText("You haven't ordered anything yet!")).toBeVisible();
  await expectNoAxeViolations(page);
});
