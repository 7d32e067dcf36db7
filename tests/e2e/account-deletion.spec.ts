import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signInThroughForm, submitSignInForm } from './helpers/auth';
import { MOCK_URL, newestMailTo } from './helpers/mock-control';

/**
 * Confirming an account deletion (account-area.md sections 2, 4, 7) in the browser, as one journey: the deletion
 * is requested through the identity service (the settings page's button is settings.spec.ts's; here the spec
 * calls the endpoint with the browser's session), an expired link ends on /delete-account-error, the link from
 * the mock's mailbox opens /delete-account-confirmation, which confirms, signs out and shows /account-deleted;
 * the account can no longer sign in. The error page without a token (no Try again) is
 * src/features/account-lifecycle/components/outcome-pages.test.tsx's; a failed confirmation ending on the error
 * page src/lib/token-link/token-link.test.tsx's; another account's link the mock's
 * (mock-server/handlers/identity.test.ts).
 *
 * The journey deletes deleteme@example.com, which no other file reads; it signs it in through the form (it is
 * deleted here, so no stored session is kept for it).
 */

const EMAIL = 'deleteme@example.com';
const IDENTITY = `${MOCK_URL}/identity/v2/identities/local/deleteme`;

/** Signs the account in through the form, on the not-found page (nothing loads there), and waits until it is. */
async function signInHere(page: Page) {
  await signInThroughForm(page, EMAIL, { path: '/e2e-signed-in' });
  await expect(page).toHaveURL(/\/e2e-signed-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
}

/** Requests the deletion with the page's session (the access token cookie) and answers the mailed link. */
async function requestDeletion(page: Page): Promise<{ link: string; token: string }> {
  const cookies = await page.context().cookies();
  const accessToken = cookies.find((c) => c.name === 'auth_access_token')?.value;
  if (!accessToken) throw new Error('not signed in');
  const requested = await page.request.post(`${IDENTITY}/deleteaccount`, {
    headers: { Authorization: `Bearer ${accessToken}`, Origin: new URL(page.url()).origin },
    data: { channel: 'bonusprint-gb' },
  });
  expect(requested.status()).toBe(202);
  return newestMailTo(page.request, EMAIL);
}

const errorHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: "Your account couldn't be deleted" });

test('an expired link ends on the error page; the mailed link deletes the account, signs out, and the account can no longer sign in', async ({
  page,
}) => {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  await signInHere(page);

  await page.goto('/delete-account-confirmation?confirmation-token=expired-deleteaccount-deleteme');
  await expect(errorHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/delete-account-error\?/);
  await expect(page).toHaveTitle(/^Your account couldn't be deleted \| /);
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my settings' })).toHaveAttribute('href', '/settings');
  await expectNoAxeViolations(page);

  const { link, token } = await requestDeletion(page);
  expect(new URL(link).pathname).toBe('/delete-account-confirmation');

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account has been successfully deleted' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page).toHaveTitle(/^Your account has been successfully deleted \| /);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View products' })).toHaveAttribute('href', /\/products$/);
  await expectNoAxeViolations(page);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('auth_access_token');

  // Signing in again is refused, and the form says why.
  await page.goto('/e2e-signed-in');
  await submitSignInForm(page, EMAIL);
  await expect(page.getByRole('alert')).toHaveText(
    'This account has been deleted and can no longer be used to sign in',
  );
  expect(lines.filter((line) => line.includes(token))).toEqual([]);
});
