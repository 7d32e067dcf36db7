import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signInThroughForm, submitSignInForm } from './helpers/auth';
import { addFault, newestMailTo } from './helpers/mock-control';

/**
 * Changing the e-mail address (account-area.md sections 2, 4, 7, 8) in the browser, as one journey: the request
 * form by keyboard with axe in each state, a failed request tried again, the link from the mock's mailbox
 * (GET /mock-mail/messages?to=), an expired link ending on the error page, /change-email-confirmation, the
 * sign-out, the success page, then signing in with the new address (the old one is refused), and the used link
 * ending on the error page. The token never appears in the browser's console. What the form says and sends
 * (409, 429, one request per press) is src/features/account-lifecycle/components/change-email-page.test.tsx's,
 * the error and success pages' actions outcome-pages.test.tsx's, a link of another account the mock's
 * (mock-server/handlers/identity.test.ts) and the token link's (src/lib/token-link/token-link.test.tsx).
 *
 * The journey changes emailchange@example.com (its address, its e-mail change requests), which no other file
 * reads; it signs it in through the form (its address changes here, so no stored session is kept for it). The
 * mock allows 3 accepted requests per account in 10 minutes: this journey makes 1.
 */

const EMAIL = 'emailchange@example.com';
const NEW_EMAIL = 'emailchange.new@example.com';
const REQUEST_PATH = '/identity/v2/identities/local/emailchange/emailchanges';

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

test('the request form by keyboard and a failed request tried again; an expired link ends on the error page; the mailed link changes the address, signs out, and only the new address signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lines = consoleLines(page);
  await openForm(page);
  await expect(page).toHaveTitle(/^Change email address \| /);
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

  // A failed request names the request, with Try again, which sends it.
  await field(page).fill(NEW_EMAIL);
  await addFault(page.request, {
    method: 'POST',
    path: REQUEST_PATH,
    times: 1,
    account: EMAIL,
    fault: { status: 503 },
  });
  await send(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your request to change your e-mail address could not be sent.');
  await expect(field(page)).toHaveValue(NEW_EMAIL);
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'confirmation link' })).toHaveText(
    `We've sent a confirmation link to ${NEW_EMAIL}. Open the link in that e-mail to change your e-mail address.`,
  );
  const { link, token } = await newestMailTo(page.request, NEW_EMAIL);
  expect(new URL(link).pathname).toBe('/change-email-confirmation');

  // An expired link ends on the error page, with the ways on.
  await page.goto('/change-email-confirmation?confirmation-token=expired-emailchange-emailchange');
  await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible();
  await expect(page).toHaveURL(/\/change-email-error\?/);
  await expect(page).toHaveTitle(/^Your email wasn't changed \| /);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my settings' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.[a-z.]+\/contact$/,
  );
  await expectNoAxeViolations(page);

  // The mailed link changes the address and signs out.
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

  const joined = lines.join('\n');
  expect(joined).not.toContain('expired-emailchange-emailchange');
  expect(joined).not.toContain(token);
});
