import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * Business accounts (account-area.md sections 1, 2, 3, 6, 7): the status banner on every page (Default, New,
 * Blocked, from the customer profile), "B2B invoices" with the PDF download, "FTP instructions" with the
 * callback settings (checked before the call, saved with PATCH customers/me), and the not-found page for
 * consumers on the business routes.
 *
 * Only bizdefault@example.com's callback settings and business details change here (no other file reads them;
 * the business details test puts the account back to its seed before and after, since completing the details
 * makes it New); business@, blocked@ and demo@ are only read. Fault rules are limited to one account; the tests of this file run one after
 * the other (mode default), since a banner test of an account reads the same calls as its fault tests.
 */

test.describe.configure({ mode: 'default' });

const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;

/** Fails the next `times` requests of `method path` of the account (a load is tried 3 times: QUERY_ATTEMPTS). */
async function injectFault(
  page: Page,
  account: string,
  method: string,
  path: string,
  status = 500,
  times = 1,
) {
  const response = await page.request.post(`${MOCK_URL}/__mock/faults`, {
    data: { method, path, times, account, fault: { status } },
  });
  expect(response.ok()).toBe(true);
}

/** A failed load is tried again twice before it shows (src/lib/query-client.ts). */
const QUERY_ATTEMPTS = 3;
const banner = (page: Page) => page.getByRole('region', { name: 'Business account status' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test.describe('the status banner', () => {
  const cases = [
    { email: 'business@example.com', text: 'Your business account is awaiting validation.' },
    { email: 'bizdefault@example.com', text: 'Your business details are incomplete.' },
    { email: 'blocked@example.com', text: 'Your business account has been blocked.' },
  ];
  for (const { email, text } of cases) {
    test(`shows ${email}'s status on every page`, async ({ page }) => {
      await signIn(page, email, { path: '/invoices' });
      await expect(page.getByRole('heading', { level: 1, name: 'B2B invoices' })).toBeVisible();
      await expect(banner(page)).toContainText(text);
      await menu(page).getByRole('link', { name: 'FTP instructions' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
      await expect(banner(page)).toContainText(text);
      await page.goto('/some-page-that-does-not-exist');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(banner(page)).toContainText(text);
      await expectNoAxeViolations(page);
    });
  }

  test('a blocked account is pointed to customer care, and a failed status load says so with Try again', async ({
    page,
  }) => {
    await signIn(page, 'blocked@example.com', { path: '/e2e-signed-in' });
    await expect(banner(page).getByRole('link', { name: 'Contact customer care' })).toBeVisible();

    // The banner and the accountDeleted guard read the profile's one query: the rule fails its load with all its
    // attempts; Try again then gets through.
    await injectFault(page, 'blocked@example.com', 'GET', '/customer/customers/me', 503, QUERY_ATTEMPTS);
    await page.reload();
    await expect(banner(page)).toContainText('The status of your business account could not be loaded.');
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Try again' }).click();
    await expect(banner(page)).toContainText('Your business account has been blocked.');
  });

  test("a business account's page load asks for the profile once: the banner and the accountDeleted guard share it", async ({
    page,
  }) => {
    const profileRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/customers/me'))
        profileRequests.push(request.url());
    });
    await signIn(page, 'business@example.com', { path: '/invoices' });
    await expect(page.getByRole('heading', { level: 1, name: 'B2B invoices' })).toBeVisible();
    await expect(banner(page)).toContainText('Your business account is awaiting validation.');
    // Both readers load after the first render (lazy): once the network is quiet, every read has been asked.
    await page.waitForLoadState('networkidle');
    expect(profileRequests).toHaveLength(1);
  });

  test('consumers see no banner, and the banner asks nothing of the profile for them', async ({ page }) => {
    let profileRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/customers/me')) profileRequests += 1;
    });
    await signIn(page, 'demo@example.com', { path: '/e2e-signed-in' });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // The one read is the accountDeleted guard's (every account page); the banner adds none.
    await expect.poll(() => profileRequests).toBe(1);
    await expect(banner(page)).toHaveCount(0);
    expect(profileRequests).toBe(1);
  });
});

test.describe('business details', () => {
  const EMAIL = 'bizdefault@example.com';
  const resetAccount = async (page: Page) => {
    const response = await page.request.post(`${MOCK_URL}/__mock/reset-account`, {
      data: { account: EMAIL },
    });
    expect(response.ok()).toBe(true);
  };
  /** Nothing wider than a 390 px phone: no sideways scrolling. */
  const expectNoSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  test.beforeEach(async ({ page }) => resetAccount(page));
  test.afterEach(async ({ page }) => resetAccount(page));

  test('a Default account completes its details from the banner on a phone, by keyboard, past a failed save', async ({
    page,
  }) => {
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/customers/me/business-details')) puts += 1;
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, EMAIL, { path: '/' });
    await expect(banner(page)).toContainText('Your business details are incomplete.');
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

    // The save fails: one call for a double-click, the spec's message, the typed value kept.
    await page.keyboard.type('Bo Prints Ltd');
    await injectFault(page, EMAIL, 'PUT', '/customer/customers/me/business-details', 500);
    await page.getByRole('button', { name: 'Save business details' }).dblclick();
    await expect(page.getByRole('alert')).toHaveText('Unable to save changes. Please try again');
    expect(puts).toBe(1);
    await expect(companyName).toHaveValue('Bo Prints Ltd');

    // Saved by keyboard: the account is New, on the page and in the banner.
    await companyName.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').first()).toHaveText('Your business account is being validated.');
    await expect(banner(page)).toContainText('Your business account is awaiting validation.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(puts).toBe(2);
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
  });

  test('business settings of a Default account offer to complete the details', async ({ page }) => {
    await signIn(page, EMAIL, { path: '/settings/b2b' });
    const details = page.getByRole('region', { name: 'Business account', exact: true });
    await expect(details).toContainText('Your business details are not complete yet.');
    await details.getByRole('link', { name: 'Complete your business details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  });
});

test.describe('B2B invoices', () => {
  test('lists the invoices and downloads one as a real PDF', async ({ page }) => {
    await signIn(page, 'business@example.com', { path: '/e2e-signed-in' });
    await menu(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'B2B invoices' })).toBeVisible();
    await expect(page).toHaveTitle(/^B2B invoices \| /);
    const rows = page.getByRole('table', { name: 'B2B invoices' }).getByRole('row');
    await expect(rows).toHaveCount(15);
    await expectNoAxeViolations(page);

    const first = rows.nth(1);
    const reference = (await first.getByRole('rowheader').textContent()) ?? '';
    expect(reference).toMatch(/^INV-\d{4}-\d{6}$/);
    await expect(first.getByRole('cell').first()).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    const downloading = page.waitForEvent('download');
    await first.getByRole('button', { name: `Download PDF ${reference}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice_${reference}.pdf`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(reference);
  });

  test('a failed download says which invoice failed and can be tried again', async ({ page }) => {
    await signIn(page, 'business@example.com', { path: '/invoices' });
    const first = page.getByRole('table', { name: 'B2B invoices' }).getByRole('row').nth(1);
    const reference = (await first.getByRole('rowheader').textContent()) ?? '';
    await injectFault(
      page,
      'business@example.com',
      'GET',
      '/invoices/api/v1/HistoricalInvoice/me/pdf/*',
      500,
    );
    await first.getByRole('button', { name: `Download PDF ${reference}` }).click();
    await expect(
      page.getByText(`Invoice ${reference} could not be downloaded. Please try again.`),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await first.getByRole('button', { name: `Download PDF ${reference}` }).click();
    expect((await downloading).suggestedFilename()).toBe(`invoice_${reference}.pdf`);
  });

  test('a failed list load says so, and Try again loads it', async ({ page }) => {
    await signIn(page, 'business@example.com', { path: '/e2e-signed-in' });
    await injectFault(
      page,
      'business@example.com',
      'GET',
      '/invoices/api/v1/HistoricalInvoice/me',
      503,
      QUERY_ATTEMPTS,
    );
    await page.goto('/invoices');
    await expect(page.getByRole('alert')).toContainText('Your invoices could not be loaded.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'B2B invoices' }).getByRole('row')).toHaveCount(15);
  });
});

test.describe('FTP instructions', () => {
  const EMAIL = 'bizdefault@example.com';
  const url = (page: Page) => page.getByLabel('Callback URL');
  const format = (page: Page) => page.getByLabel('Callback format');
  const save = (page: Page) => page.getByRole('button', { name: 'Save callback' });

  test('checks the callback URL before the call and keeps the typed values when the save fails', async ({
    page,
  }) => {
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/customers/me')) patches += 1;
    });
    await signIn(page, EMAIL, { path: '/integration' });
    await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
    await expect(page).toHaveTitle(/^FTP instructions \| /);
    await expect(
      page.getByRole('heading', { level: 2, name: 'How the FTP integration works' }),
    ).toBeVisible();
    await expect(url(page)).toHaveValue('https://erp.example.org/photo-orders/bizdefault');
    await expect(format(page)).toHaveValue('xml');
    await expectNoAxeViolations(page);

    // Keyboard only: type, Enter submits; the error is the field's description and the field has focus.
    await url(page).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ftp://erp.example.org/in');
    await page.keyboard.press('Enter');
    await expect(url(page)).toBeFocused();
    await expect(url(page)).toHaveAccessibleDescription(
      /Please enter a URL starting with https:\/\/ or http:\/\//,
    );
    expect(patches).toBe(0);
    await expectNoAxeViolations(page);

    await url(page).fill('https://erp.example.org/callbacks/v2');
    await format(page).selectOption('json');
    await injectFault(page, EMAIL, 'PATCH', '/customer/customers/me', 500);
    await save(page).dblclick();
    await expect(page.getByRole('alert')).toHaveText(
      'Your callback settings could not be saved. Please try again.',
    );
    expect(patches).toBe(1);
    await expect(url(page)).toHaveValue('https://erp.example.org/callbacks/v2');
    await expect(format(page)).toHaveValue('json');
  });

  test('saves the callback URL and format, and they are there after a reload', async ({ page }) => {
    await signIn(page, EMAIL, { path: '/integration' });
    await url(page).fill('https://erp.example.org/callbacks/v3');
    await format(page).selectOption('json');
    await save(page).click();
    await expect(page.getByText('Your callback settings have been saved')).toBeVisible();
    await page.reload();
    await expect(url(page)).toHaveValue('https://erp.example.org/callbacks/v3');
    await expect(format(page)).toHaveValue('json');
  });
});

test('a business account changes its e-mail address on the business settings route', async ({ page }) => {
  await signIn(page, 'business@example.com', { path: '/settings/b2b/email' });
  await expect(page.getByRole('heading', { level: 1, name: 'Change email address' })).toBeVisible();
  await expect(page).toHaveTitle(/^Change email address \| /);
  await expect(page.getByLabel('New e-mail address')).toBeVisible();
  await expect(banner(page)).toContainText('Your business account is awaiting validation.');
  await expectNoAxeViolations(page);
});

test('consumers opening a business page get the not-found page', async ({ page }) => {
  let businessRequests = 0;
  page.on('request', (request) => {
    // The profile (customers/me) is read on every page by the accountDeleted guard; the business pages' own
    // calls must not be made.
    if (/HistoricalInvoice/.test(request.url())) businessRequests += 1;
  });
  await signIn(page, 'demo@example.com', { path: '/invoices' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await expect(menu(page).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/integration');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/settings/b2b/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/settings/b2b/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(businessRequests).toBe(0);
});
