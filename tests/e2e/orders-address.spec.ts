import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { MOCK_URL, superOrdersOf, type SuperOrderView } from './helpers/orders';

/**
 * Changing the delivery address of an order. Owns orders-edit@example.com (no other spec reads it); each test
 * changes a different order of it, and its fault rule names that order's path.
 */
const ACCOUNT = 'orders-edit@example.com';

async function openOrder(page: Page, pick: (orders: SuperOrderView[]) => SuperOrderView | undefined) {
  await signIn(page, ACCOUNT, { path: '/orders' });
  const order = pick(await superOrdersOf(page));
  expect(order, 'the seeded order').toBeTruthy();
  await page.goto(`/orders/${order!.code}`);
  return order!;
}

const byArticle = (article: string) => (orders: SuperOrderView[]) =>
  orders.find((o) => o.deliveryType === 'Home' && o.orders[0]?.articleName === article);

const delivery = (page: Page) => page.getByRole('region', { name: 'Delivery' });

test('changing the delivery address: bad input is refused before sending, then the new address shows', async ({
  page,
}) => {
  await openOrder(page, byArticle('PB_HARDCOVER_A4'));
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/deliveryAddress')) puts += 1;
  });
  await delivery(page).getByRole('button', { name: 'Change delivery address' }).click();
  const street = page.getByRole('textbox', { name: 'Street' });
  await street.fill('');
  await page.getByRole('textbox', { name: 'Phone number (optional)' }).fill('call me');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(street).toBeFocused();
  await expect(street).toHaveAccessibleDescription('Street name must be valid');
  await expect(page.getByRole('textbox', { name: 'Phone number (optional)' })).toHaveAccessibleDescription(
    'Phone number must be valid',
  );
  expect(puts).toBe(0);
  await expectNoAxeViolations(page);

  await street.fill('Harbour Lane');
  await page.getByRole('textbox', { name: 'Phone number (optional)' }).fill('');
  await page.getByRole('textbox', { name: 'House number' }).fill('42');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(delivery(page).getByText('The delivery address was changed')).toBeVisible();
  await expect(delivery(page).locator('address')).toContainText('Harbour Lane 42');
  await expect(page.getByRole('button', { name: 'Save address' })).toHaveCount(0);
  await page.reload();
  await expect(delivery(page).locator('address')).toContainText('Harbour Lane 42');
});

test("an address the service refuses (400) shows the service's reason on the field, keeping what was typed", async ({
  page,
}) => {
  await openOrder(page, byArticle('CAL_WALL_A3'));
  const before = await delivery(page).locator('address').textContent();
  await delivery(page).getByRole('button', { name: 'Change delivery address' }).click();
  const postal = page.getByRole('textbox', { name: 'Postal code' });
  await postal.fill('NOT A CODE');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(postal).toHaveAccessibleDescription('Postal Code must be valid');
  await expect(postal).toHaveValue('NOT A CODE');
  await expect(delivery(page).locator('address')).toHaveText(before!);
});

test('when saving fails the form says so, keeps the values and the old address; saving again works', async ({
  page,
  request,
}) => {
  const order = await openOrder(page, byArticle('POSTER_50X70'));
  const before = await delivery(page).locator('address').textContent();
  const added = await request.post(`${MOCK_URL}/__mock/faults`, {
    data: {
      method: 'PUT',
      path: `/orders-api/v1/superorders/${order.code}/deliveryAddress`,
      account: ACCOUNT,
      times: 1,
      fault: { status: 503 },
    },
  });
  expect(added.status()).toBe(201);
  await delivery(page).getByRole('button', { name: 'Change delivery address' }).click();
  await page.getByRole('textbox', { name: 'City' }).fill('Bristol');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(
    delivery(page)
      .getByRole('alert')
      .filter({ hasText: 'The delivery address could not be changed. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Bristol');
  await expect(delivery(page).locator('address')).toHaveText(before!);

  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(delivery(page).locator('address')).toContainText('Bristol');
});

test('an order already in production offers no address change', async ({ page }) => {
  await openOrder(page, (orders) => orders.find((o) => o.orders[0]?.status === 'ProductionStarted'));
  await expect(delivery(page).getByText('The delivery address can no longer be changed.')).toBeVisible();
  await expect(delivery(page).getByRole('button', { name: 'Change delivery address' })).toHaveCount(0);
});
