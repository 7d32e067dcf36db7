/**
 * Token-link pages (src/lib/token-link), through their first user: the newsletter double opt-in, in a real
 * browser (the link replaced in the history, the page titles, axe on both outcomes). The mock's e-mail gateway
 * seeds a pending subscription for a visitor without an account (mock-server/db/subscriptions.ts:
 * newsletter@example.com with token optin-newsletter); confirming is idempotent, so tests may share it. A link
 * without a token: src/lib/token-link/token-link.test.tsx and
 * src/features/newsletter/components/subscription-outcome.test.tsx.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';

const VISITOR = { email: 'newsletter@example.com', token: 'optin-newsletter' };
const link = (token: string, email: string) =>
  `/subscription-confirmation?confirmation-token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

/** Counts the confirmation calls the page sends to the e-mail gateway. */
function countConfirmations(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/subscription/confirm/')) count += 1;
  });
  return () => count;
}

test('a visitor’s double opt-in link lands on Success! (the token sent once, the link replaced); an unknown token on the error page, where Try again sends it again', async ({
  page,
}) => {
  const confirmations = countConfirmations(page);
  await page.goto('/config.json');
  await page.goto(link(VISITOR.token, VISITOR.email));

  await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription-confirmation-success$/);
  await expect(page).toHaveTitle(/^Success! \| /);
  expect(confirmations()).toBe(1);
  await expectNoAxeViolations(page);

  // The link was replaced: Back leaves the app instead of confirming again.
  await page.goBack();
  await expect(page).toHaveURL(/\/config\.json$/);
  expect(confirmations()).toBe(1);

  await page.goto(link('optin-nobody', VISITOR.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription-confirmation-error\?/);
  await expect(page).toHaveTitle(/^Your subscription failed \| /);
  expect(confirmations()).toBe(2);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(confirmations).toBe(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible();
});
