import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault } from './helpers/mock-control';
import { superOrdersOf } from './helpers/orders';

/**
 * What the orders pages do when a call fails, in the browser: axe on the list's error state, and a failed
 * reorder that stays on the order until Reorder again leaves for the shop. The error texts, Try again and the
 * order details' failures (order, voucher, delivery dates, reorder, PDF) are tested in
 * src/features/orders/components/orders-page.test.tsx and order-details-page.test.tsx (issue 21). Owns
 * orders-faults@example.com; its fault rules name that account. A failed GET is asked three times (the query
 * client's retries), so a rule lasts three requests.
 */
const ACCOUNT = 'orders-faults@example.com';

test('a list that cannot be loaded says so and loads on Try again; a failed reorder stays on the order, and Reorder again reaches the shop', async ({
  page,
  request,
}) => {
  await addFault(request, {
    method: 'GET',
    path: '/orders-api/v2/superorders/me',
    account: ACCOUNT,
    times: 3,
    fault: { status: 503 },
  });
  await signIn(page, ACCOUNT, { path: '/orders' });
  await expect(page.getByRole('alert')).toHaveText(/An error occurred loading your orders/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'In progress' })).toBeVisible();

  const sent = (await superOrdersOf(page)).find((o) => o.orders[0]?.status === 'Dispatched')!.code;
  await page.getByRole('link', { name: `View details of order ${sent}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${sent}$`));
  await addFault(request, {
    method: 'POST',
    path: '/reorder/reorder/direct',
    account: ACCOUNT,
    times: 1,
    fault: { status: 500 },
  });
  await page.getByRole('button', { name: `Reorder ${sent}` }).click();
  await expect(page.getByText('The order could not be reordered. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${sent}$`));
  await page.getByRole('button', { name: `Reorder ${sent}` }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/reorder/${sent}$`));
});
