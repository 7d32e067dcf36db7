import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { superOrdersOf, type SuperOrderView } from './helpers/orders';

/**
 * Changing the delivery address of an order in a real browser: the focus on the first wrong field, axe on the
 * form's errors, the new address after a reload. Owns orders-edit@example.com (no other spec reads it). The form's
 * rules, the service's refusals and failures and the orders that offer no change are tested against the mock in
 * src/features/orders/components/order-details-page.test.tsx.
 */
const ACCOUNT = 'orders-edit@example.com';

/** Opens the account's order of `pick` from My orders (its link: no second page load). */
async function openOrder(page: Page, pick: (orders: SuperOrderView[]) => SuperOrderView | undefined) {
  await signIn(page, ACCOUNT, { path: '/orders' });
  const order = pick(await superOrdersOf(page));
  expect(order, 'the seeded order').toBeTruthy();
  await page.getByRole('link', { name: `View details of order ${order!.code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order!.code}$`));
  return order!;
}

const homeOrderOf = (article: string) => (orders: SuperOrderView[]) =>
  orders.find((o) => o.deliveryType === 'Home' && o.orders[0]?.articleName === article);

const delivery = (page: Page) => page.getByRole('region', { name: 'Delivery' });

test('changing the delivery address: bad input is refused with the focus on it, then the new address shows after a reload', async ({
  page,
}) => {
  await openOrder(page, homeOrderOf('PB_HARDCOVER_A4'));
  await delivery(page).getByRole('button', { name: 'Change delivery address' }).click();
  const street = page.getByRole('textbox', { name: 'Street' });
  await street.fill('');
  await page.getByRole('textbox', { name: 'Phone number (optional)' }).fill('call me');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(street).toBeFocused();
  await expect(street).toHaveAccessibleDescription('Street name must be valid');
  await expectNoAxeViolations(page);

  await street.fill('Harbour Lane');
  await page.getByRole('textbox', { name: 'Phone number (optional)' }).fill('');
  await page.getByRole('textbox', { name: 'House number' }).fill('42');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(delivery(page).getByText('The delivery address was changed')).toBeVisible();
  await expect(delivery(page).locator('address')).toContainText('Harbour Lane 42');
  await page.reload();
  await expect(delivery(page).locator('address')).toContainText('Harbour Lane 42');
});
