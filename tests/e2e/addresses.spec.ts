import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault } from './helpers/mock-control';

/**
 * Delivery addresses and the business address book in the browser: one journey per account, with axe in each
 * state. Keyboard use and focus, the service's refusal of a field (an answer the mock never gives: the app checks
 * the same rules first), the pages between list and form, the browser's Back on the delete dialog, the business
 * settings' redirect. What one page says and sends (the rules' messages, failed loads, saves and deletes, one
 * request per submit, an address that is not there) is in the pages' vitest files
 * (src/features/addresses/components: addresses-page, address-form-page; src/features/settings/components:
 * business-settings-page); the business routes' not-found for consumers src/app/audience-routes.test.ts's.
 *
 * Accounts this spec owns (no other spec reads them), each used by one test only, since fault rules apply to
 * every request of their account: addresses@example.com (consumer) and company@example.com (business, status
 * Default). The addresses a test changes are ones it added, and it deletes them at its end.
 */

const CONSUMER = 'addresses@example.com';
const BUSINESS = 'company@example.com';

function countRequests(page: Page, method: string, pathEnd: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) count += 1;
  });
  return () => count;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillAddress(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const VALID = {
  'First name': 'Ada',
  'Last name': 'Tester',
  'Street name': 'Baker Street',
  'Street number': '221B',
  'Postal Code': 'NW1 6XE',
  City: 'London',
};

test('a customer adds, changes and deletes a delivery address by keyboard; a refused field keeps the typed values', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, CONSUMER, { path: '/settings/addresses/all' });
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeVisible();
  await expect(page).toHaveTitle(/^Delivery address \| /);
  await expect(page.getByText('Default address')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/settings\/new-address$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeVisible();
  await expect(page.getByText('Country: United Kingdom')).toBeVisible();
  await expectNoAxeViolations(page);
  const posts = countRequests(page, 'POST', '/customers/me/addresses');

  // The four rules of the channel's country, checked before sending, by keyboard.
  await fillAddress(page, {
    ...VALID,
    'Street name': '123',
    'Street number': 'no number',
    'Postal Code': '1012 AB',
    'Phone number (optional)': '12',
  });
  await field(page, 'City').press('Enter');
  await expect(field(page, 'Street name')).toBeFocused();
  await expect(field(page, 'Street name')).toHaveAccessibleDescription('Street name must be valid');
  await expect(field(page, 'Street number')).toHaveAccessibleDescription('Street number must be valid');
  await expect(field(page, 'Postal Code')).toHaveAccessibleDescription('Postal Code must be valid');
  await expect(field(page, 'Phone number (optional)')).toHaveAccessibleDescription(
    /Phone number must be valid/,
  );
  expect(posts()).toBe(0);
  await expectNoAxeViolations(page);

  // The service refuses a field (the mock never does: the app checks its rules first): the spec's message at
  // that field, which gets the focus, values kept.
  await fillAddress(page, { ...VALID, 'Phone number (optional)': '020 7946 0000' });
  let refused = false;
  await page.route('**/customer/customers/me/addresses', async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.fallback();
    refused = true;
    return route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'body field "postalCode" must match pattern',
        errors: [{ field: 'body.postalCode', message: 'must match pattern' }],
      }),
    });
  });
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(field(page, 'Postal Code')).toHaveAccessibleDescription('Postal Code must be valid');
  await expect(field(page, 'Postal Code')).toBeFocused();
  await expect(field(page, 'Street name')).toHaveValue('Baker Street');

  // Saved by keyboard: back on the list with the new address.
  await field(page, 'City').press('Enter');
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  expect(posts()).toBe(2);
  await expect(page.getByText('Address added')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Ada Tester' });
  await expect(card).toContainText('Baker Street 221B');
  await expect(card).toContainText('NW1 6XE London');

  // Change it.
  await card.getByRole('link', { name: 'Edit the address of Ada Tester' }).click();
  await expect(page).toHaveURL(/\/settings\/address\/[^/]+$/);
  await expect(field(page, 'Street number')).toHaveValue('221B');
  await expectNoAxeViolations(page);
  await field(page, 'Street number').fill('221C');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(card).toContainText('Baker Street 221C');

  // Delete it: Escape first, then the browser's Back, then by keyboard.
  const deleteButton = card.getByRole('button', { name: 'Delete the address of Ada Tester' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('Ada Tester, Baker Street 221C, NW1 6XE London');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  // The browser's Back closes the dialog and stays on the page (issue 23: it left the page).
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await page.evaluate(() => history.back());
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(card).toBeVisible();
  // The keyboard again, from the Delete button (the focus is not awaited here: Back's focus return is not the point).
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Address deleted')).toBeVisible();
  // The focus was on the deleted card's button: it goes to the page's heading, not the body (issue 23).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a business account is sent to its settings at /settings/b2b, where its address book loads after a failure and its addresses change', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The address book's load and its two retries fail.
  await addFault(request, {
    method: 'GET',
    path: '/customer/customers/me/addresses',
    account: BUSINESS,
    times: 3,
    fault: { status: 503 },
  });
  await signIn(page, BUSINESS, { path: '/settings' });
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  await expect(page).toHaveTitle(/^My settings \| /);
  await expect(page.getByRole('alert')).toHaveText(/An error occurred loading your settings/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Default address')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/new-address$/);
  await expect(page).toHaveTitle(/^Delivery address \| /);
  await fillAddress(page, { ...VALID, 'First name': 'Bo', 'Company name': 'Example Prints Ltd' });
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  const card = page.getByRole('listitem', { name: 'Bo Tester' });
  await expect(card).toContainText('Example Prints Ltd');

  await card.getByRole('link', { name: 'Edit the address of Bo Tester' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/address\/[^/]+$/);
  await expectNoAxeViolations(page);
  await field(page, 'City').fill('Manchester');
  await field(page, 'Postal Code').fill('M1 1AE');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(card).toContainText('M1 1AE Manchester');

  await card.getByRole('button', { name: 'Delete the address of Bo Tester' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this address?' })
    .getByRole('button', { name: 'Delete address' })
    .click();
  await expect(card).toHaveCount(0);
});
