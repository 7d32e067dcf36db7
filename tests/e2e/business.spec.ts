import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault, resetAccount } from './helpers/mock-control';

/**
 * Business accounts (account-area.md sections 1, 2, 3, 6, 7) in the browser: one journey per account, each
 * walking its pages and states on one page load where it can, with axe in each state. The status banner across
 * pages (New, Default, Blocked and its failed load), "B2B invoices" with a real PDF saved after a failed download,
 * the business details on a 390 px phone by keyboard, "FTP instructions" by keyboard with the callback kept over a
 * reload, the business e-mail route, and the not-found page for consumers. What one page says and sends (texts,
 * checks, failures, requests) is in the pages' vitest files: business-status-banner, invoices-page,
 * integration-page (src/features/business/components), business-details-page and business-settings-page
 * (src/features/settings/components), and src/app/audience-routes.test.ts for the guards.
 *
 * Only bizdefault@example.com's callback settings and business details change here (no other file reads them; the
 * journey puts the account back to its seed before and after, since completing the details makes it New);
 * business@, blocked@ and demo@ are only read. Fault rules are limited to one account and one path of it.
 */

/** A failed load is tried again twice before it shows (src/lib/query-client.ts). */
const QUERY_ATTEMPTS = 3;
const banner = (page: Page) => page.getByRole('region', { name: 'Business account status' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

test('a New account sees its status on every page, saves an invoice as a real PDF after a failed download, and changes its e-mail on the business route', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const EMAIL = 'business@example.com';
  const NEW = 'Your business account is awaiting validation.';
  await signIn(page, EMAIL, { path: '/e2e-signed-in' });
  await expect(notFoundHeading(page)).toBeVisible();
  await expect(banner(page)).toContainText(NEW);
  await expectNoAxeViolations(page);

  await menu(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'B2B invoices' })).toBeVisible();
  await expect(page).toHaveTitle(/^B2B invoices \| /);
  await expect(banner(page)).toContainText(NEW);
  const rows = page.getByRole('table', { name: 'B2B invoices' }).getByRole('row');
  await expect(rows).toHaveCount(15);
  await expectNoAxeViolations(page);

  // A failed download says so; pressed again, the invoice is saved as a real PDF.
  const first = rows.nth(1);
  const reference = (await first.getByRole('rowheader').textContent()) ?? '';
  const download = first.getByRole('button', { name: `Download PDF ${reference}` });
  await addFault(page.request, {
    method: 'GET',
    path: '/invoices/api/v1/HistoricalInvoice/me/pdf/*',
    times: 1,
    account: EMAIL,
    fault: { status: 500 },
  });
  await download.click();
  await expect(
    page.getByText(`Invoice ${reference} could not be downloaded. Please try again.`),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`invoice_${reference}.pdf`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(reference);

  await menu(page).getByRole('link', { name: 'FTP instructions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
  await expect(banner(page)).toContainText(NEW);

  await menu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await page.getByRole('link', { name: 'Change e-mail address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change email address' })).toBeVisible();
  await expect(page).toHaveTitle(/^Change email address \| /);
  await expect(page.getByLabel('New e-mail address')).toBeVisible();
  await expect(banner(page)).toContainText(NEW);
  await expectNoAxeViolations(page);
});

test.describe('a Default account', () => {
  const EMAIL = 'bizdefault@example.com';
  /** Nothing wider than a 390 px phone: no sideways scrolling. */
  const expectNoSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  test.beforeEach(async ({ page }) => resetAccount(page.request, EMAIL));
  test.afterEach(async ({ page }) => resetAccount(page.request, EMAIL));

  test('completes its details from the banner on a phone by keyboard, then sets its FTP callback by keyboard, kept after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let puts = 0;
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/customers/me/business-details')) puts += 1;
      if (request.method() === 'PATCH' && request.url().endsWith('/customers/me')) patches += 1;
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, EMAIL, { path: '/e2e-signed-in' });
    await expect(notFoundHeading(page)).toBeVisible();
    await expect(banner(page)).toContainText('Your business details are incomplete.');
    await expectNoAxeViolations(page);
    await banner(page).getByRole('link', { name: 'Complete your business details' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
    await expect(page).toHaveTitle(/^Business details \| /);
    await expect(page.getByRole('status').first()).toHaveText('Your business details are not complete yet.');
    await expect(page.getByRole('link', { name: 'Back to my settings' })).toBeVisible();
    const companyName = page.getByRole('textbox', { name: 'Company name' });
    await expect(companyName).toHaveValue('');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // Keyboard only: Enter on the empty field is checked before any call; the field keeps the focus, the error is
    // its description.
    await companyName.focus();
    await page.keyboard.press('Enter');
    await expect(companyName).toBeFocused();
    await expect(companyName).toHaveAccessibleDescription(/Please enter your company name/);
    expect(puts).toBe(0);

    // Saved by keyboard: the account is New, on the page and in the banner.
    await page.keyboard.type('Bo Prints Ltd');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').first()).toHaveText('Your business account is being validated.');
    await expect(banner(page)).toContainText('Your business account is awaiting validation.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(puts).toBe(1);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // Business settings: the company, the entry (no longer "Complete ..."), payment method and account deletion.
    await page.getByRole('link', { name: 'Back to my settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
    await expect(page.getByText('Bo Prints Ltd')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Business details', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payment method' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // FTP instructions, on a desktop screen.
    await page.setViewportSize({ width: 1280, height: 720 });
    await menu(page).getByRole('link', { name: 'FTP instructions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
    await expect(page).toHaveTitle(/^FTP instructions \| /);
    const url = page.getByLabel('Callback URL');
    const format = page.getByLabel('Callback format');
    await expect(url).toHaveValue('https://erp.example.org/photo-orders/bizdefault');
    await expect(format).toHaveValue('xml');
    await expectNoAxeViolations(page);

    // Keyboard only: type, Enter submits; the error is the field's description and the field has focus.
    await url.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ftp://erp.example.org/in');
    await page.keyboard.press('Enter');
    await expect(url).toBeFocused();
    await expect(url).toHaveAccessibleDescription(/Please enter a URL starting with https:\/\/ or http:\/\//);
    expect(patches).toBe(0);
    await expectNoAxeViolations(page);

    await url.fill('https://erp.example.org/callbacks/v3');
    await format.selectOption('json');
    await page.getByRole('button', { name: 'Save callback' }).click();
    await expect(page.getByText('Your callback settings have been saved')).toBeVisible();
    await page.reload();
    await expect(url).toHaveValue('https://erp.example.org/callbacks/v3');
    await expect(format).toHaveValue('json');
  });
});

test('a blocked account: a failed status load says so with Try again, then the banner points to customer care', async ({
  page,
}) => {
  const EMAIL = 'blocked@example.com';
  // The banner and the accountDeleted guard read the profile's one query: the rule fails its load with all its
  // attempts; Try again then gets through.
  await addFault(page.request, {
    method: 'GET',
    path: '/customer/customers/me',
    times: QUERY_ATTEMPTS,
    account: EMAIL,
    fault: { status: 503 },
  });
  await signIn(page, EMAIL, { path: '/e2e-signed-in' });
  await expect(banner(page)).toContainText('The status of your business account could not be loaded.');
  await expectNoAxeViolations(page);
  await banner(page).getByRole('button', { name: 'Try again' }).click();
  await expect(banner(page)).toContainText('Your business account has been blocked.');
  await expect(banner(page).getByRole('link', { name: 'Contact customer care' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('consumers get the not-found page on a business page, without the banner and without its calls', async ({
  page,
}) => {
  let profileRequests = 0;
  let businessRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/customers/me')) profileRequests += 1;
    // The business pages' own calls must not be made.
    if (/HistoricalInvoice/.test(request.url())) businessRequests += 1;
  });
  await signIn(page, 'demo@example.com', { path: '/invoices' });
  await expect(notFoundHeading(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await expect(menu(page).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Once the network is quiet every read has been asked: at most the accountDeleted guard's, the banner adds none.
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(profileRequests).toBeLessThanOrEqual(1);
  expect(businessRequests).toBe(0);
});
