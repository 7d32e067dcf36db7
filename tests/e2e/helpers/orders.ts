import { expect, type Page } from '@playwright/test';
import { MOCK_URL } from './mock-control';

/**
 * The orders service as the signed-in user of `page` sees it (read-only look-ups, so a spec finds the order of
 * the scenario it tests: the one with a voucher, the pickup point, ...), with the token cookie the app uses.
 */

export interface SuperOrderView {
  code: string;
  deliveryType?: string;
  voucher?: string | null;
  orders: { code: string; status: string; orderSource: string; articleName?: string }[];
}

export async function superOrdersOf(page: Page, orderState = 'notExpired'): Promise<SuperOrderView[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'auth_access_token')?.value;
  expect(token, 'signed in').toBeTruthy();
  const response = await page.request.get(
    `${MOCK_URL}/orders-api/v2/superorders/me?Limit=100&OrderState=${orderState}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: SuperOrderView[] }).items;
}
