import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn, signInThroughForm, submitSignInForm } from './helpers/auth';

/**
 * Changing the e-mail address (account-area.md sections 2, 4, 7, 8): the request form on /settings/email, the
 * link from the mock's mailbox (GET /mock-mail/messages?to=), /change-email-confirmation, the sign-out, the
 * success page, then signing in with the new address (the old one is refused); a used, expired, malformed or
 * another account's link ends on the error page. The token never appears in the browser's console.
 *
 * These tests change emailchange@example.com (its address, its e-mail change requests), which no other file
 * reads; they sign it in through the form (its address changes here, so no stored session is kept for it), and
 * run in order: the failures first, the change last. demo@example.com only opens a link (nothing changes).
 * The mock allows 3 accepted requests per account in 10 minutes: these tests make 2.
 */

const EMAIL = 'emailchange@example.com';
const NEW_EMAIL = 'emailchange.new@example.com';
const OTHER_EMAIL = 'emailchange.other@example.com';
const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;
const REQUEST_PATH = '/identity/v2/identities/local/emailchange/emailchanges';

test.describe.configure({ mode: 'serial' });

/** Signs the account in through the form, on the not-found page (nothing loads there), and waits until it is. */
async function signInHere(page: Page) {
  await signInThroughForm(page, EMAIL, { path: '/e2e-signed-in' });
  await expect(page).toHaveURL(/\/e2e-signed-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
}

/** The newest confirmation link the mock "e-mailed" to `to`. */
async function mailedLink(page: Page, to: string): Promise<{ link: string; token: string }> {
  const response = await page.request.get(`${MOCK_URL}/mock-mail/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { link: string; token: string }[] };
  const [newest] = messages;
  if (!newest) throw new Error(`no e-mail to ${to}`);
  return newest;
}

/** Fails the next request of `method path` of the account with `status` (a mock fault rule). */
async function injectFault(page: Page, method: string, path: string, status: number, account = EMAIL) {
  const response = await page.request.post(`${MOCK_URL}/__mock/faults`, {
    data: { method, path, times: 1, account, fault: { status } },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Everything the page writes to its console (the app's error reporting is console.error). The browser's own
 * network line names the failed request's URL only as its location, not in its text: the contract carries the
 * token in the path.
 */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  page.on('pageerror', (error) => lines.push(`${error.message} ${error.stack ?? ''}`));
  return lines;
}

const field = (page: Page) => page.getByLabel('New e-mail address');
const send = (page: Page) => page.getByRole('button', { name: 'Send confirmation link' });

async function openForm(page: Page) {
  await signInThroughForm(page, EMAIL, { path: '/settings/email' });
  await expect(page.getByRole('heading', { level: 1, name: 'Change email address' })).toBeVisible();
}

test('the request form checks the address on submit and says what failed, keeping the typed address', async ({
  page,
}) => {
  await openForm(page);
  await expect(page).toHaveTitle(/^Change email address \| /);
  await expect(page.getByText(`Your current e-mail address is ${EMAIL}.`)).toBeVisible();
  // The way back, as on every page a settings entry opens (issue 23).
  await expect(page.getByRole('link', { name: 'Back to my settings' })).toHaveAttribute('href', '/settings');
  await expectNoAxeViolations(page);

  // Keyboard only: the field, Enter submits; the error is the field's description and the field has focus.
  await field(page).focus();
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveAccessibleDescription('Please enter your new e-mail address');
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  await expect(field(page)).toHaveAccessibleDescription('Please enter a valid e-mail address');
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // 409: another account uses the address.
  await field(page).fill('demo@example.com');
  await send(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This e-mail address is already in use. Please use another address.',
  );
  await expect(field(page)).toHaveValue('demo@example.com');

  // 429, with the status.
  await field(page).fill(NEW_EMAIL);
  await injectFault(page, 'POST', REQUEST_PATH, 429);
  await send(page).click();
  await expect(page.getByRole('alert')).toContainText('too often (error 429). Please try again later.');
  await expect(field(page)).toHaveValue(NEW_EMAIL);

  // Any other failure names the request, with Try again; one request per press, none sent twice.
  let requests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/emailchanges')) requests += 1;
  });
  await injectFault(page, 'POST', REQUEST_PATH, 503);
  await send(page).dblclick();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your request to change your e-mail address could not be sent.');
  expect(requests).toBe(1);
  await expect(field(page)).toHaveValue(NEW_EMAIL);
  await expectNoAxeViolations(page);
  // Nothing was sent: the mailbox of the new address is still empty.
  const mail = await page.request.get(`${MOCK_URL}/mock-mail/messages?to=${encodeURIComponent(NEW_EMAIL)}`);
  expect(((await mail.json()) as { messages: unknown[] }).messages).toEqual([]);
});

test('an expired link, a link without a token and a failed confirmation end on the error page', async ({
  page,
}) => {
  const lines = consoleLines(page);
  await signInHere(page);

  await page.goto('/change-email-confirmation?confirmation-token=expired-emailchange-emailchange');
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
  await expect(page).toHaveURL(/\/change-email-error\?/);
  await expect(page).toHaveTitle(/^Your email wasn't changed \| /);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // "Request a new link in your settings": the way there (issue 23).
  await expect(page.getByRole('link', { name: 'Go to my settings' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.[a-z.]+\/contact$/,
  );
  await expectNoAxeViolations(page);
  expect(lines.join('\n')).not.toContain('expired-emailchange-emailchange');

  await page.goto('/change-email-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await injectFault(page, 'POST', '/identity/v2/identities/local/emailchange/emailchanges/*', 500);
  await page.goto('/change-email-confirmation?confirmation-token=some-token');
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
});

test('a link opened by another account ends on the error page', async ({ page, browser }) => {
  await openForm(page);
  await field(page).fill(OTHER_EMAIL);
  await send(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'confirmation link' })).toHaveText(
    `We've sent a confirmation link to ${OTHER_EMAIL}. Open the link in that e-mail to change your e-mail address.`,
  );
  const { link } = await mailedLink(page, OTHER_EMAIL);

  const other = await browser.newPage();
  await signIn(other, 'demo@example.com', { path: '/e2e-signed-in' });
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
  await other.close();
});

test('the mailed link changes the address, signs out, and the new address signs in (the old one no longer does)', async ({
  page,
}) => {
  const lines = consoleLines(page);
  await openForm(page);
  await field(page).fill(NEW_EMAIL);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'confirmation link' })).toContainText(NEW_EMAIL);
  const { link, token } = await mailedLink(page, NEW_EMAIL);
  expect(new URL(link).pathname).toBe('/change-email-confirmation');

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/change-email-success$/);
  await expect(page).toHaveTitle(/^Your e-mail address has been changed! \| /);
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  await expectNoAxeViolations(page);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('auth_access_token');

  // Signing in: the old address is refused, the new one works.
  await page.getByRole('link', { name: 'Log in with your new e-mail address' }).click();
  await submitSignInForm(page, EMAIL);
  await expect(page.getByRole('alert')).toHaveText('Unknown e-mail address or wrong password');
  await submitSignInForm(page, NEW_EMAIL);
  await expect(page).not.toHaveURL(/\/oidc\//);
  await page.goto('/settings/email');
  await expect(page.getByText(`Your current e-mail address is ${NEW_EMAIL}.`)).toBeVisible();

  // The link works once: opened again it ends on the error page, and changes nothing.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();

  expect(lines.filter((line) => line.includes(token))).toEqual([]);
});
