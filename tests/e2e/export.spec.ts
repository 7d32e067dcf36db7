import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * Export of all photos (modal and export page) and the feature-flag modal, against the mock backend.
 * The mock's export moves REQUESTED -> IN_PROGRESS -> READY one step (MOCK_EXPORT_STEP_MS, 3 s) at a time;
 * failing@example.com's exports end FAILED; demo@example.com has a long-expired export (EXPIRED_BACKUP_ID).
 * Each test uses its own account (tests run in parallel against one mock), and fault rules are limited to
 * that account. Answers the mock never gives (a FAILED answer to a request, a pending export on its page)
 * are put in front of it with page.route.
 */

const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;
const EXPIRED_BACKUP_ID = 'a3c1e7f0-5b2d-4e8a-9f60-7d4c2b1e0a95';
const PHOTOS = '/my-photos/photos';
const EXPORT_PAGE = /\/my-photos\/exports\/([^/?]+)/;

const exportModal = (page: Page) => page.getByRole('dialog', { name: 'Export photos' });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export photos' });

/** Adds a fault rule to the mock (README "Fault injection"); `times` and `account` keep it to one test. */
async function addFault(request: APIRequestContext, rule: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/faults`, { data: rule });
  expect(response.status(), await response.text()).toBe(201);
}

/** Clicks Create export and returns the id of the export the service answered with. */
async function createExport(page: Page): Promise<string> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/export/backups') && response.request().method() === 'POST',
  );
  await exportModal(page).getByRole('button', { name: 'Create export' }).click();
  return ((await (await answer).json()) as { backupId: string }).backupId;
}

/** Requests the export again until the service says READY, which opens the export page. */
async function requestUntilReady(page: Page): Promise<void> {
  await expect(async () => {
    if (await exportModal(page).isVisible()) await page.keyboard.press('Escape');
    await exportButton(page).click();
    await exportModal(page).getByRole('button', { name: 'Create export' }).click();
    await expect(page).toHaveURL(EXPORT_PAGE, { timeout: 2_000 });
  }).toPass({ timeout: 40_000, intervals: [1_000] });
}

/** Clicks "Download .zip" (or Try again) and checks the browser saved a real zip. */
async function expectZipDownload(page: Page, buttonName: string): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('My Photos export (1 of 1).zip');
  const bytes = readFileSync(await saved.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText('Your download has started')).toBeVisible();
}

test('requesting an export says an e-mail follows; once it is ready, requesting opens its page to download it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'empty@example.com', { path: PHOTOS });
  // A slow answer, to see the request in progress.
  await addFault(request, {
    method: 'POST',
    path: '/export/backups',
    account: 'empty@example.com',
    times: 1,
    fault: { latencyMs: 1_500 },
  });
  await exportButton(page).click();
  await expect(exportModal(page)).toBeVisible();
  await expect(exportModal(page)).toContainText('within 48 hours');
  await expect(exportModal(page)).toContainText('valid for 7 days');
  await expect(exportModal(page)).toContainText('send you an email');
  await expectNoAxeViolations(page);

  const created = createExport(page);
  await expect(exportModal(page).getByRole('status')).toHaveText('Requesting export...');
  await created;
  await expect(exportModal(page).getByRole('status')).toHaveText(
    "We'll email you within 48 hours when your export is ready to download.",
  );
  await expect(exportModal(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(exportModal(page)).toHaveCount(0);
  await expect(exportButton(page)).toBeFocused();

  // READY goes straight to the export page.
  await requestUntilReady(page);
  await expect(exportModal(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Export photos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My photos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your export is ready to download' })).toBeVisible();
  await expect(page.getByText(/^The download links are valid until \d{2} \w{3} \d{4}\.$/)).toBeVisible();
  const chunk = page.getByRole('listitem').filter({ hasText: 'My Photos export (1 of 1)' });
  await expect(chunk).toContainText(/\d+ Bytes/);
  for (const system of ['Windows', 'Mac', 'iPhone and iPad (iOS)', 'Android', 'Other systems']) {
    await expect(page.getByRole('term').filter({ hasText: system })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await expectZipDownload(page, 'Download .zip');

  await page.getByRole('link', { name: 'My photos' }).click();
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
});

test('a zip link that cannot be fetched shows "Error: Your photos could not be downloaded", and Try again downloads the zip', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'business@example.com', { path: PHOTOS });
  await requestUntilReady(page);
  await addFault(request, {
    method: 'GET',
    path: '/export/backups/*/chunks/0/url',
    account: 'business@example.com',
    times: 2,
    fault: { status: 503 },
  });

  await page.getByRole('button', { name: 'Download .zip' }).click();
  await expect(page.getByText('Error: Your photos could not be downloaded')).toBeVisible();
  // The second failure keeps the error; then the link works.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Error: Your photos could not be downloaded')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectZipDownload(page, 'Try again');
  await expect(page.getByRole('button', { name: 'Download .zip' })).toBeVisible();
});

test('a failed export shows "Export error" and offers a new export', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'failing@example.com', { path: PHOTOS });
  await exportButton(page).click();
  const backupId = await createExport(page);
  await expect(exportModal(page).getByRole('status')).toContainText("We'll email you");
  await page.keyboard.press('Escape');

  // Until it has failed it is not READY: the page sends the user back to the photos.
  await expect(async () => {
    await page.goto(`/my-photos/exports/${backupId}`);
    await expect(page.getByRole('alert')).toHaveText('Export error', { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(page.getByRole('heading', { level: 1, name: 'Export photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download .zip' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create a new export' }).click();
  await expect(exportModal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Create a new export' })).toBeFocused();
});

test('an expired export says "Your download link has expired" and a new export can be requested from there', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: `/my-photos/exports/${EXPIRED_BACKUP_ID}` });
  await expect(page.getByRole('alert')).toHaveText('Your download link has expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Export photos' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create a new export' }).click();
  await expect(exportModal(page)).toBeVisible();
  await expect(exportModal(page).getByRole('button', { name: 'Create export' })).toBeVisible();
  await exportModal(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(exportModal(page)).toHaveCount(0);
});

test('an export that is not ready yet sends the user to the photos', async ({ page }) => {
  await page.route('**/export/backups/not-ready-yet', (route) =>
    route.fulfill({ json: { status: 'IN_PROGRESS', backupId: 'not-ready-yet' } }),
  );
  await signIn(page, 'demo@example.com', { path: '/my-photos/exports/not-ready-yet' });
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
});

test('a failed request shows the problem with a link back to the library', async ({ page, request }) => {
  await signIn(page, 'shared@example.com', { path: PHOTOS });

  // The service answers FAILED: "Unable to generate backup request!".
  await page.route('**/export/backups', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ json: { status: 'FAILED' } }) : route.fallback(),
  );
  await exportButton(page).click();
  await exportModal(page).getByRole('button', { name: 'Create export' }).click();
  const problem = exportModal(page).getByRole('alert');
  await expect(problem).toContainText("We've run into a problem exporting your photos...");
  await expectNoAxeViolations(page);
  await problem.getByRole('link', { name: 'Back to your photo library' }).click();
  await expect(exportModal(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
  await page.unroute('**/export/backups');

  // The service fails (503): the same message, and Create export stays available.
  await addFault(request, {
    method: 'POST',
    path: '/export/backups',
    account: 'shared@example.com',
    times: 1,
    fault: { status: 503 },
  });
  await exportButton(page).click();
  await exportModal(page).getByRole('button', { name: 'Create export' }).click();
  await expect(exportModal(page).getByRole('alert')).toContainText(
    "We've run into a problem exporting your photos...",
  );
  await expect(exportModal(page).getByRole('button', { name: 'Create export' })).toBeEnabled();
});

test('the export button shows only with the photo export flag', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: `${PHOTOS}?PhotoManagementPhotoExportEnabled=false` });
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(exportButton(page)).toHaveCount(0);
  await page.goto(PHOTOS);
  await expect(exportButton(page)).toBeVisible();
});

test('the feature-flag modal switches flags through the address, shareably, and resets them', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: PHOTOS });
  await expect(exportButton(page)).toBeVisible();
  // Only for developers: the control shows with its own flag in the address.
  await expect(page.getByRole('button', { name: 'Feature flags' })).toHaveCount(0);
  await page.goto(`${PHOTOS}?PhotoManagementFeatureFlagControl=true`);
  await page.getByRole('button', { name: 'Feature flags' }).click();
  const modal = page.getByRole('dialog', { name: 'Feature flags' });
  await expect(modal).toBeVisible();
  const exportSwitch = modal.getByRole('switch', { name: 'PhotoManagementPhotoExportEnabled' });
  await expect(exportSwitch).toBeChecked();
  await expect(modal.getByRole('switch')).toHaveCount(11);
  await expectNoAxeViolations(page);

  // Keyboard: Space switches it off; the address says so and the page follows.
  await exportSwitch.focus();
  await page.keyboard.press('Space');
  await expect(exportSwitch).not.toBeChecked();
  await expect(page).toHaveURL(/[?&]PhotoManagementPhotoExportEnabled=false(&|$)/);
  await expect(page).toHaveURL(/[?&]PhotoManagementFeatureFlagControl=true(&|$)/);
  await expect(modal.getByText('Set in the address')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(exportButton(page)).toHaveCount(0);

  // Shareable: the same address in a new page gives the same state.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(exportButton(shared)).toHaveCount(0);
  await shared.close();

  // Reset: every flag follows the configuration again (the control itself is off by default there).
  await page.getByRole('button', { name: 'Feature flags' }).click();
  await modal.getByRole('button', { name: 'Reset to configuration' }).click();
  await expect(page).not.toHaveURL(/PhotoManagement/);
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Feature flags' })).toHaveCount(0);
  await expect(exportButton(page)).toBeVisible();
});
