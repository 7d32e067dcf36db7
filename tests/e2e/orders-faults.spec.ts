import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { MOCK_URL, superOrdersOf } from './helpers/orders';

/**
 * What the orders pages do when a call fails: the spec's error text, Try again, nothing half changed. Owns
 * orders-faults@example.com; its fault rules name that account. Serial: the rules would hit each other's calls.
 * A failed GET is asked three times (the query client's retries), so a rule lasts three requests.
 */
const ACCOUNT = 'orders-faults@example.com';
test.describe.configure({ mode: 'serial' });

async function fault(request: APIRequestContext, method: string, path: string, times: number, status = 503) {
  const response = await request.post(`${MOCK_URL}/__mock/faults`, {
    data: { method, path, account: ACCOUNT, times, fault: { status } },
  });
  expect(response.status()).toBe(201);
}

async function codes(page: Page) {
  await signIn(page, ACCOUNT, { path: '/orders' });
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const orders = await superOrdersOf(page);
  return {
    withVoucher: orders.find((o) => o.voucher)!.code,
    sent: orders.find((o) => o.orders[0]?.status === 'Dispatched')!.code,
  };
}

test('a list that cannot be loaded says so and loads on Try again', async ({ page, request }) => {
  await codes(page);
  await fault(request, 'GET', '/orders-api/v2/superorders/me', 3);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(/An error occurred loading your orders/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'In progress' })).toBeVisible();
});

test("an order that cannot be loaded shows the spec's error text and loads on Try again", async ({
  page,
  request,
}) => {
  const { withVoucher } = await codes(page);
  await fault(request, 'GET', `/orders-api/v1/superorders/${withVoucher}`, 3, 500);
  await page.goto(`/orders/${withVoucher}`);
  await expect(
    page.getByText('An error occurred loading this order, please contact us to report this issue.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${withVoucher}` })).toBeVisible();
});

test('a voucher look-up that fails shows "Error {text}; Status Code: {status} Received from {url}"', async ({
  page,
  request,
}) => {
  const { withVoucher } = await codes(page);
  await fault(request, 'GET', '/orders-api/api/v1/campaigns/offers/WELCOME10', 1);
  await page.goto(`/orders/${withVoucher}`);
  const voucher = page.getByRole('region', { name: 'Voucher' });
  await expect(
    voucher
      .getByRole('alert')
      .getByText(
        `Error Service Unavailable; Status Code: 503 Received from ${MOCK_URL}/orders-api/api/v1/campaigns/offers/WELCOME10`,
        { exact: true },
      ),
  ).toBeVisible();
  await voucher.getByRole('button', { name: 'Try again' }).click();
  await expect(voucher.getByText('10% off your next photo book')).toBeVisible();
});

test('delivery dates that cannot be loaded say so and load on Try again', async ({ page, request }) => {
  const { withVoucher } = await codes(page);
  await fault(request, 'GET', `/orders-api/OrderDeliveryDates/${withVoucher}`, 3);
  await page.goto(`/orders/${withVoucher}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByRole('alert')).toHaveText(/The expected delivery dates could not be loaded/);
  await delivery.getByRole('button', { name: 'Try again' }).click();
  await expect(delivery.getByText(/^Expected delivery:/)).toBeVisible();
});

test('a reorder that fails says so and stays on the order; Reorder again reaches the shop', async ({
  page,
  request,
}) => {
  const { sent } = await codes(page);
  await page.goto(`/orders/${sent}`);
  await fault(request, 'POST', '/reorder/reorder/direct', 1, 500);
  await page.getByRole('button', { name: `Reorder ${sent}` }).click();
  await expect(page.getByText('The order could not be reordered. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${sent}$`));
  await page.getByRole('button', { name: `Reorder ${sent}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/reorder/${sent}$`));
});

test('a PDF that cannot be downloaded says so', async ({ page, request }) => {
  const { sent } = await codes(page);
  await page.goto(`/orders/${sent}`);
  const pdf = page.getByRole('button', { name: /^Download the PDF of / }).first();
  await expect(pdf).toBeVisible();
  await fault(request, 'GET', '/widgets/v1/pdf/me/*', 1, 500);
  await pdf.click();
  await expect(page.getByText('The PDF could not be downloaded. Please try again.')).toBeVisible();
});
