import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault, mailTo, MOCK_URL } from './helpers/mock-control';

/**
 * My settings, payment method, personal details and the account deletion request in the browser: one journey per
 * account, with axe in each state. Keyboard use and focus, the service's refusal of a field (an answer the mock
 * never gives: the app checks the same rules first), the saved details on the other pages and after a reload, the
 * deletion e-mailed and confirmed, then the sign-out. What one page says and sends is in the pages' vitest files
 * (src/features/settings/components: settings-page, payment-method-page, personal-details-page).
 *
 * Accounts this spec owns (no other spec reads them), each used by one test only, since fault rules apply to
 * every request of their account: profile@example.com (load failure, personal details) and leaving@example.com
 * (requests and confirms its deletion).
 */

const PROFILE = 'profile@example.com';
const LEAVING = 'leaving@example.com';

/** Counts the requests of one method to a path ending. */
function countRequests(page: Page, method: string, pathEnd: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) count += 1;
  });
  return () => count;
}

test('a failed load says so with Try again; personal details by keyboard, a refused field, then saved and shown on My settings and after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The load and its two retries fail.
  await addFault(request, {
    method: 'GET',
    path: '/customer/customers/me',
    account: PROFILE,
    times: 3,
    fault: { status: 503 },
  });
  await signIn(page, PROFILE, { path: '/settings/payment-method' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('An error occurred loading your settings');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No payment method is stored in your account.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to my settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  await expect(page).toHaveTitle(/^My settings \| /);
  await expect(page.getByText('Pia Profile')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Personal details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change personal details' })).toBeVisible();
  await expect(page).toHaveTitle(/^Change personal details \| /);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  const phone = page.getByRole('textbox', { name: 'Phone number (optional)' });
  await expect(firstName).toHaveValue('Pia');
  await expectNoAxeViolations(page);
  const puts = countRequests(page, 'PUT', '/customers/me');

  // Keyboard only: checked on submit, nothing sent, the first invalid field focused with its error.
  await firstName.fill('');
  await phone.fill('call me');
  await phone.press('Enter');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('Please enter your first name');
  await expect(phone).toHaveAccessibleDescription(/Phone number must be valid/);
  expect(puts()).toBe(0);
  await expectNoAxeViolations(page);

  // The service refuses a field (the mock never does: the app checks its rules first): its error shows at the
  // field, which gets the focus, and the values stay.
  await firstName.fill('Petra');
  await phone.fill('+44 20 7946 0001');
  let refused = false;
  await page.route('**/customer/customers/me', async (route) => {
    if (route.request().method() !== 'PUT' || refused) return route.fallback();
    refused = true;
    return route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'body field "lastName" is not valid',
        errors: [{ field: 'body.lastName', message: 'is not valid' }],
      }),
    });
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(lastName).toHaveAccessibleDescription('Last name must be valid');
  await expect(lastName).toBeFocused();
  await expect(firstName).toHaveValue('Petra');

  // Saved by keyboard.
  await lastName.fill('Profile-Smith');
  await lastName.press('Enter');
  await expect(
    page.locator('output').filter({ hasText: 'Your personal details have been saved' }),
  ).toBeVisible();
  expect(puts()).toBe(2);
  await expectNoAxeViolations(page);

  // The service has them: My settings (through the menu's Settings entry) and a reload show them.
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Petra Profile-Smith')).toBeVisible();
  await page.goto('/settings/personal-details');
  await expect(firstName).toHaveValue('Petra');
  await expect(phone).toHaveValue('+44 20 7946 0001');
});

test('Delete account asks for confirmation, e-mails the link, and a confirmed deletion signs the user out', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, LEAVING, { path: '/settings' });
  const deleteButton = page.getByRole('button', { name: 'Delete account' });

  // Cancel sends nothing and gives focus back.
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  // A failure shows in the dialog.
  await addFault(request, {
    method: 'POST',
    path: '/identity/v2/identities/*/deleteaccount',
    account: LEAVING,
    times: 1,
    fault: { status: 503 },
  });
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your account deletion could not be requested. Please try again.',
  );
  const mailbox = async () => (await mailTo(request, LEAVING)).filter((m) => m.action === 'deleteAccount');
  expect(await mailbox()).toHaveLength(0);

  // Confirmed: the mailbox gets the link, the page says to look there.
  await dialog.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Check your mailbox' })).toBeVisible();
  const [mail] = await mailbox();
  expect(mail?.link).toContain('/delete-account-confirmation?confirmation-token=');
  await expectNoAxeViolations(page);

  // The link is opened (the confirmation page's call): the profile says accountDeleted, the app signs out.
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'auth_access_token')?.value;
  const confirmed = await request.post(
    `${MOCK_URL}/identity/v2/identities/local/leaving/deleteaccount/${mail?.token}/actions/confirm`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(confirmed.status()).toBe(204);
  await page.goto('/settings/personal-details');
  await expect(page).toHaveURL(/\/oidc\//);
  const after = await page.context().cookies();
  expect(after.find((c) => c.name === 'auth_access_token')).toBeUndefined();
});
