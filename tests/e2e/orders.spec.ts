import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { superOrdersOf } from './helpers/orders';

/**
 * My orders and the order details, read-only (demo@, business@ and empty@ are read by other specs too: nothing
 * here changes an order; a reorder only fills the shop's basket). Address changes: orders-address.spec.ts;
 * failures: orders-faults.spec.ts.
 */

const card = (page: Page, code: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `View details of order ${code}` }) });

test('My orders lists the orders in progress and the history with their statuses, page by page', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/orders' });
  await expect(page).toHaveTitle(/^Orders \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const inProgress = page.getByRole('region', { name: 'In progress' });
  await expect(inProgress).toBeVisible();
  for (const status of ['Awaiting payment', 'Ordered', 'In production'])
    await expect(inProgress.getByText(status, { exact: true }).first()).toBeVisible();
  await expect(inProgress.getByText('Order delayed')).toBeVisible();
  await expect(inProgress.getByText('Ordered in the Resnap app').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Sent').first()).toBeVisible();
  // Sent and the other statuses are cyan, Cancelled red.
  const sent = page.locator('[data-status="Sent"]').first();
  await expect(sent).toHaveAttribute('data-tone', 'cyan');
  await expectNoAxeViolations(page);

  // The side menu has the page; the next page is in the URL, and a reload shows it again.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'My orders' })).toBeVisible();
  const pagination = page.getByRole('navigation', { name: /pages/i });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator('[data-status="Cancelled"]').first()).toHaveAttribute('data-tone', 'red');
  await page.reload();
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('the older orders (order_state=expired) are a list of their own', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: '/orders?order_state=expired' });
  const older = page.getByRole('link', { name: 'Older orders' });
  await expect(older).toHaveAttribute('aria-current', 'page');
  const [expired] = await superOrdersOf(page, 'expired');
  await expect(card(page, expired!.code)).toBeVisible();
});

test('an account without orders sees "You haven\'t ordered anything yet!" on My orders and the overview', async ({
  page,
}) => {
  await signIn(page, 'empty@example.com', { path: '/orders' });
  await expect(page.getByText("You haven't ordered anything yet!")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(page.getByText("You haven't ordered anything yet!")).toBeVisible();
  await expect(page.getByRole('link', { name: '0 photos' })).toBeVisible();
});

test('a business account sees its orders and their details', async ({ page }) => {
  await signIn(page, 'business@example.com', { path: '/orders' });
  const [first] = await superOrdersOf(page);
  // From the keyboard: the link goes with the list, the focus goes to the new page's heading (issue 23).
  await card(page, first!.code).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${first!.code}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Order ${first!.code}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText('Total paid:')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('order details show products, prices, the voucher, the delivery dates and the address', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/orders' });
  const withVoucher = (await superOrdersOf(page)).find(
    (o) => o.voucher === 'WELCOME10' && o.orders[0]?.status === 'Confirmed',
  );
  await card(page, withVoucher!.code).getByRole('link').click();
  await expect(page).toHaveTitle(/^Order details \|/);
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('listitem')).toHaveCount(withVoucher!.orders.length);
  await expect(products.getByText(/£\d+\.\d\d/).first()).toBeVisible();
  const voucher = page.getByRole('region', { name: 'Voucher' });
  await expect(voucher.getByText('Voucher code: WELCOME10')).toBeVisible();
  await expect(voucher.getByText('10% off your next photo book')).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText(/^Expected delivery: \d\d \w{3} \d{4} – \d\d \w{3} \d{4}/)).toBeVisible();
  await expect(delivery.locator('address')).toContainText('Dana Demo');
  await expect(delivery.getByRole('button', { name: 'Change delivery address' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a pickup point order cannot change its address; a delayed order says "Order delayed"', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/orders' });
  const orders = await superOrdersOf(page);
  const pickup = orders.find((o) => o.deliveryType === 'PickupPoint' && o.orders[0]?.status !== 'Dispatched');
  await page.goto(`/orders/${pickup!.code}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText(/Delivered to a pickup point/)).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0);

  await page.goto('/orders');
  const delayed = page.getByRole('listitem').filter({ hasText: 'Order delayed' });
  await delayed.getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Delivery' }).getByText('Order delayed')).toBeVisible();
});

test('a blocked order says it is on hold, with the reason as text', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: '/orders' });
  const blocked = (await superOrdersOf(page)).find(
    (o) => o.orders[0]?.status === 'Received' && o.orders[0]?.orderSource === 'Resnap',
  );
  await page.goto(`/orders/${blocked!.code}`);
  await expect(page.getByRole('alert')).toHaveText('This order is on hold: Payment verification failed');
  await expect(
    page.getByRole('region', { name: 'Reorder' }).getByText('This order can no longer be reordered.'),
  ).toBeVisible();
});

test('the PDF of a product downloads as {code}.pdf, a real PDF', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: '/orders' });
  const book = (await superOrdersOf(page)).find((o) => o.orders[0]?.articleName === 'PB_HARDCOVER_A4');
  await page.goto(`/orders/${book!.code}`);
  const code = book!.orders[0]!.code;
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
});

test('reorder takes the customer to the shop with the order in the basket', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: '/orders' });
  const sent = (await superOrdersOf(page)).find((o) =>
    o.orders.every(
      (p) => p.status === 'Dispatched' && p.orderSource === 'Albelli' && p.articleName !== 'PB_CLASSIC_A5',
    ),
  );
  await page.goto(`/orders/${sent!.code}`);
  await page.getByRole('button', { name: `Reorder ${sent!.code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/reorder/${sent!.code}$`));
  await expect(page.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  await expect(page.getByText(`Your reorder of order ${sent!.code} is in your basket.`)).toBeVisible();
});

test('an order code that does not exist says "Order not found"', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: '/orders/000000000' });
  await expect(page.getByRole('heading', { level: 2, name: 'Order not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
