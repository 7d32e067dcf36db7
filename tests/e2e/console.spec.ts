import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { expectSignInPage, signInThroughForm, submitSignInForm } from './helpers/auth';
import { MOCK_URL, mockAccounts, resetAccount } from './helpers/mock-control';
import { endProgression, holdProgressions } from './helpers/progressions';
import { startSelecting } from './helpers/selection';

/**
 * The mock's console (issue 26, /__mock/console/ on the mock): a developer signs in to the app as an account,
 * makes its next delete fail, follows the failed request to the app's error report, fails and finishes exports and
 * sends a push without waiting, and opens an e-mail link from the mailbox, all from the console.
 *
 * These tests change contracts@example.com (its addresses, its e-mail, its exports), which no other spec reads
 * (the contract tests run against their own mock); they sign it in through the console's "Open the app" and put
 * it back with the console's "Reset this account". They run in order: the e-mail change comes last. Opening the
 * console and the app as the account (the console, its popup, the sign-in form, the app) is most of a test's time,
 * so the first journey does it once for everything it walks.
 */

const ACCOUNT = 'contracts@example.com';
const NEW_EMAIL = 'contracts.console@example.com';
const CONSOLE = `${MOCK_URL}/__mock/console/`;

// Each journey drives two pages (the console and the app) with an axe check per panel: 5-10 s on a quiet machine,
// up to 25 s in the full suite on 2 cores. The timeout catches hangs, not slowness (playwright.config.ts).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/**
 * Picks `option` in the console's select labelled `label`. A press that comes before the select's handlers are
 * attached (the panel just rendered, a busy machine: seen with six workers) opens nothing, so the select is pressed
 * again until its list shows.
 */
async function pick(page: Page, label: string, option: string | RegExp) {
  const choice = page.getByRole('option', { name: option });
  await expect(async () => {
    if (!(await choice.isVisible()))
      await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await expect(choice).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await choice.click();
}

/** Opens the console and, from its Accounts panel, the app as ACCOUNT: the sign-in has its address filled in. */
async function openAppAsAccount(page: Page): Promise<Page> {
  await page.goto(CONSOLE);
  await expect(page.getByRole('heading', { level: 1, name: 'Mock console' })).toBeVisible();
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: `Open the app as ${ACCOUNT}` }).click();
  const app = await opened;
  await expectSignInPage(app);
  await expect(app.getByLabel('E-mail address')).toHaveValue(ACCOUNT);
  await submitSignInForm(app, ACCOUNT);
  await expect(app).not.toHaveURL(/\/oidc\//);
  return app;
}

test.beforeAll(async ({ request }) => resetAccount(request, ACCOUNT));

test('the console opens the app as the account chosen; a fault fails its next delete, the report leads to the request; an export failed then finished now; a push by hand ends a download', async ({
  page,
}) => {
  // One console page and one app window for the whole journey: opening them (the console, its popup, the
  // sign-in form, the app) was most of each test's time when every step had its own.
  test.setTimeout(240_000);
  const app = await openAppAsAccount(page);
  await app.goto('/settings/addresses/all');
  await expect(app.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeVisible();

  // The Accounts panel counts the account's data; every panel axe clean, the tabs moved through with the arrows.
  await page.bringToFront();
  const account = page.getByRole('row').filter({ hasText: ACCOUNT });
  await expect(account).toContainText(/120 photos, \d+ albums, \d+ orders, \d+ addresses/);
  await expectNoAxeViolations(page);
  await tab(page, 'Accounts').focus();
  for (const name of ['Mailbox', 'Faults', 'Requests', 'Error reports', 'Time']) {
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, name)).toBeFocused();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  }

  // A fault rule for the account's next delete.
  await tab(page, 'Faults').click();
  await pick(page, 'Service', 'customer');
  await pick(page, 'Operation', /^deleteAddress /);
  await pick(page, 'Only for the account', ACCOUNT);
  await page.getByLabel('How many times').fill('1');
  await page.getByLabel('Answer with status').fill('503');
  await page.getByRole('button', { name: 'Add the rule' }).click();
  await expect(page.getByText('Rule added')).toBeVisible();
  const rule = page.getByRole('row').filter({ hasText: 'DELETE /customer/customers/me/addresses/*' });
  await expect(rule).toContainText(ACCOUNT);
  await expect(rule).toContainText('status 503');
  await expectNoAxeViolations(page);

  await app.bringToFront();
  await app
    .getByRole('button', { name: /^Delete the address of / })
    .first()
    .click();
  const dialog = app.getByRole('dialog', { name: 'Delete this address?' });
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The address could not be deleted. Please try again.');

  // The rule was used up; the app reported the failure; the report leads to the request.
  await page.bringToFront();
  await expect(rule).toHaveCount(0);
  await tab(page, 'Error reports').click();
  const report = page.getByRole('row').filter({ hasText: '/customer/customers/me/addresses/' }).first();
  await expect(report).toContainText('DELETE');
  await expect(report).toContainText('503');
  await expectNoAxeViolations(page);
  await report.getByRole('button', { name: /^Show the request / }).click();

  // The Requests panel, shown in the walk above, was closed (its stream too) when the delete was made: it asks
  // for the log again as it opens.
  await expect(tab(page, 'Requests')).toHaveAttribute('aria-selected', 'true');
  const correlationId = await page.getByLabel('Correlation id').inputValue();
  expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
  const call = page.getByRole('row').filter({ hasText: correlationId });
  await expect(call).toHaveCount(1);
  await expect(call).toContainText('deleteAddress');
  await expect(call).toContainText('503');
  await expect(call).toContainText(ACCOUNT);
  await call.getByRole('button', { name: /^Show call / }).click();
  await expect(page.getByText('Injected fault: status 503')).toBeVisible();
  await expectNoAxeViolations(page);

  // "Fail now" on an export in progress: its page says "Export error". The account's new exports wait at their
  // first step until the console ends them (else one would end by itself after two steps, and a slow machine
  // could press after that).
  await holdProgressions(page.request, 'export', ACCOUNT, true);
  await app.bringToFront();
  await app.goto('/my-photos/photos');
  await app.getByRole('button', { name: 'Export photos' }).click();
  const modal = app.getByRole('dialog', { name: 'Export photos' });
  const exportCreated = () =>
    app.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/export/backups'),
    );
  let created = exportCreated();
  await modal.getByRole('button', { name: 'Create export' }).click();
  const { backupId: failedId } = (await (await created).json()) as { backupId: string };
  await expect(modal.getByRole('status')).toContainText('within 48 hours');
  await app.keyboard.press('Escape');

  await page.bringToFront();
  await tab(page, 'Time').click();
  const fail = page.getByRole('button', { name: `Fail the export of ${ACCOUNT} now` });
  await fail.click();
  await expect(fail).toHaveCount(0);

  await app.bringToFront();
  await app.goto(`/my-photos/exports/${failedId}`);
  await expect(app.getByRole('alert')).toHaveText('Export error');

  // "Finish now": a failed export is not the one a new request answers with, so "Create a new export" starts
  // another (held); finished from the console, the service answers the next request READY and its page opens.
  await app.getByRole('button', { name: 'Create a new export' }).click();
  created = exportCreated();
  await modal.getByRole('button', { name: 'Create export' }).click();
  const { backupId: finishedId } = (await (await created).json()) as { backupId: string };
  expect(finishedId).not.toBe(failedId);
  await expect(modal.getByRole('status')).toContainText('within 48 hours');
  await app.keyboard.press('Escape');

  await page.bringToFront();
  const finish = page.getByRole('button', { name: `Finish the export of ${ACCOUNT} now` });
  await finish.click();
  await expect(finish).toHaveCount(0);
  await expectNoAxeViolations(page);

  await app.bringToFront();
  await app.getByRole('button', { name: 'Create a new export' }).click();
  await modal.getByRole('button', { name: 'Create export' }).click();
  await expect(app).toHaveURL(new RegExp(`/my-photos/exports/${finishedId}`));
  await expect(app.getByRole('heading', { name: 'Your export is ready to download' })).toBeVisible();
  await holdProgressions(page.request, 'export', ACCOUNT, false);

  // A push sent by hand reaches the app: its download waiting for the archive (held before its first push, so
  // only the console's push can end it) says it failed.
  await holdProgressions(page.request, 'download', ACCOUNT, true);
  await app.goto('/my-photos/photos');
  await startSelecting(app);
  const grid = app.getByRole('grid').first();
  for (let slot = 0; slot < 2; slot++) await grid.getByRole('gridcell').nth(slot).click();
  const download = app.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/downloads-api/downloads'),
  );
  await app
    .getByRole('toolbar', { name: 'Actions for the selected photos' })
    .getByRole('button', { name: 'Download' })
    .click();
  const { id: downloadId } = (await (await download).json()) as { id: string };
  const toasts = app.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByRole('group', { name: 'Preparing download...' }).first()).toBeVisible();

  const userId = (await mockAccounts(page.request)).find((a) => a.email === ACCOUNT)!.accountId;
  await page.bringToFront();
  await pick(page, 'Account', ACCOUNT);
  const message = {
    id: crypto.randomUUID(),
    timestamp: new Date().toISOString(),
    key: 'archive-generation-error',
    message: { userId, downloadId },
  };
  await page.getByLabel('Message (JSON)').fill(JSON.stringify(message));
  await page.getByRole('button', { name: 'Send the push' }).click();
  await expect(page.getByText('Delivered to 1 socket(s).')).toBeVisible();

  await app.bringToFront();
  await expect(
    toasts.getByRole('group', { name: 'Error: Your photos could not be downloaded' }),
  ).toBeVisible();
  await holdProgressions(page.request, 'download', ACCOUNT, false);
  await endProgression(page.request, 'download', downloadId, 'fail');
});

test('“Open the app” from the console while the app is signed in as another account: it shows the account chosen', async ({
  page,
}) => {
  // Through the form, not the run's stored demo@ session: signing in as another account over the identity
  // provider's session ends that session and its grant, which every other spec's demo@ tests use.
  await signInThroughForm(page, 'demo@example.com', { path: '/settings/email' });
  await expect(page.getByText('Your current e-mail address is demo@example.com.')).toBeVisible();

  const app = await openAppAsAccount(await page.context().newPage());
  await app.goto('/settings/email');
  await expect(app.getByText(`Your current e-mail address is ${ACCOUNT}.`)).toBeVisible();
});

test('the request list is live and marks a request that broke the contract', async ({ page }) => {
  // The panel asks for the log once its stream is open.
  const listed = page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().endsWith('/__mock/requests'),
  );
  await page.goto(`${CONSOLE}?panel=requests`);
  await expect(page.getByText('Live: new calls appear')).toBeVisible();
  await listed;
  const correlationId = `console-e2e-${Date.now()}`;
  await page.getByLabel('Correlation id').fill(correlationId);
  // Sent after the page loaded its list: only the stream can bring it. The e-mail is not an address (400).
  await page.request.post(`${MOCK_URL}/email-gateway/api/v1/Profiles/not-an-address/subscription/confirm/x`, {
    headers: { 'X-CorrelationId': correlationId },
  });
  const call = page.getByRole('row').filter({ hasText: correlationId });
  await expect(call).toContainText('400');
  await expect(call).toContainText('request broke it');
  await call.getByRole('button', { name: /^Show call / }).click();
  await expect(page.getByText(/^Contract violation \(request\): /)).toBeVisible();
  await expectNoAxeViolations(page);

  // The newest 100 rows first; "Show more" adds the rest.
  const busy = `${correlationId}-busy`;
  await page.getByLabel('Correlation id').fill(busy);
  for (let i = 0; i < 105; i++) {
    await page.request.get(`${MOCK_URL}/photo/api/v2/photos/timeline`, {
      headers: { 'X-CorrelationId': busy },
    });
  }
  await expect(page.getByText('Showing the newest 100 of the 105 calls that match')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: busy })).toHaveCount(100);
  await page.getByRole('button', { name: 'Show 5 more' }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: busy })).toHaveCount(105);
  // The button is gone: focus is on the first row it added (the oldest five are the last rows).
  await expect(page.getByRole('row').filter({ hasText: busy }).nth(100).getByRole('button')).toBeFocused();
});

test('an e-mail change in the app: its link shows in the console’s mailbox and works from there', async ({
  page,
}) => {
  const app = await openAppAsAccount(page);
  await app.goto('/settings/email');
  await app.getByLabel('New e-mail address').fill(NEW_EMAIL);
  await app.keyboard.press('Enter');
  await expect(app.getByRole('status').filter({ hasText: 'confirmation link' })).toContainText(NEW_EMAIL);

  await page.bringToFront();
  await tab(page, 'Mailbox').click();
  const message = page.getByRole('row').filter({ hasText: NEW_EMAIL }).first();
  await expect(message).toContainText('E-mail change');
  await expect(message).toContainText('unused');
  await expectNoAxeViolations(page);
  const opened = page.waitForEvent('popup');
  await message.getByRole('link').click();
  const confirmation = await opened;
  // A new tab holds no id token of the app's session: the identity provider asks before it signs out.
  const signOut = confirmation.getByRole('button', { name: 'Sign out' });
  const changed = confirmation.getByRole('heading', {
    level: 1,
    name: 'Your e-mail address has been changed!',
  });
  await expect(signOut.or(changed)).toBeVisible();
  if (await signOut.isVisible()) await signOut.click();
  await expect(
    confirmation.getByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' }),
  ).toBeVisible();
  await expect(message).toContainText('used');

  // Back to the seed: the old address signs in again.
  await tab(page, 'Accounts').click();
  await page.getByRole('button', { name: `Reset ${ACCOUNT} to its seed` }).click();
  await expect(page.getByText(`${ACCOUNT} is back to its seed.`)).toBeVisible();
  await confirmation.close();
  await app.close();
  const again = await openAppAsAccount(page);
  await again.goto('/settings/email');
  await expect(again.getByText(`Your current e-mail address is ${ACCOUNT}.`)).toBeVisible();
});
