import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * Storage status (deletion service) and activation (photo service + activation push) on the photos page.
 * Mock accounts: demo@ (safe: kept for over a year), critical@ (deletion in 12 days), importing@ (NOT_ACTIVE:
 * visiting the photo area starts the import, which finishes), importfail@ (NOT_ACTIVE, the import fails).
 * The mock's activation steps take 3 s each (MOCK_ACTIVATION_STEP_MS); the app waits 10 s after import-finished.
 */

const storageModal = (page: Page) => page.getByRole('dialog', { name: 'Photo storage' });

/** The modal's code, fetched the first time it opens (with a route on it the browser's cache is not used). */
const MODAL_CODE = /\/assets\/storage-status-modal-[^/]+\.js$/;

/** Counts the fetches of the modal's code from now on. */
async function countModalFetches(page: Page): Promise<{ count: number }> {
  const fetched = { count: 0 };
  await page.route(MODAL_CODE, (route) => {
    fetched.count += 1;
    return route.continue();
  });
  return fetched;
}

/**
 * The page has shown the photos and the storage button, and the modal did not open by itself: its code was not
 * even fetched (it is, as the button then opens it). Not a fixed wait: the page decides whether the modal opens
 * by itself when the button first shows, which asks for the modal's code at once.
 */
async function expectNoModalByItself(page: Page, button: Locator, fetched: { count: number }) {
  await expect(button).toBeVisible();
  await expect(page.getByRole('grid').first().getByRole('img').first()).toHaveJSProperty('complete', true);
  expect(fetched.count).toBe(0);
  await expect(storageModal(page)).toHaveCount(0);
  await button.click();
  await expect(storageModal(page)).toBeVisible();
  expect(fetched.count).toBe(1);
}

test('the storage-status button says until when the photos are kept and explains it in a modal', async ({
  page,
}) => {
  await signIn(page);
  const button = page.getByRole('button', { name: /^Photos kept until \d{1,2} \w+ \d{4}$/ });
  await expect(button).toBeVisible();
  await expect(storageModal(page)).toHaveCount(0);
  await button.click();
  await expect(storageModal(page)).toBeVisible();
  await expect(storageModal(page)).toContainText('Your photos are stored until');
  await expect(storageModal(page)).toContainText('18 months after your last order');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(storageModal(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('critical storage: the modal opens by itself once per session and says in how many days', async ({
  page,
}) => {
  await signIn(page, 'critical@example.com');
  await expect(storageModal(page)).toBeVisible();
  await expect(storageModal(page)).toContainText(
    /Your photos will be deleted in 12 days, on \d{1,2} \w+ \d{4}\./,
  );
  await expectNoAxeViolations(page);
  await storageModal(page).getByRole('button', { name: 'Close' }).click();
  await expect(storageModal(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Photos will be deleted in 12 days' })).toBeVisible();
  const fetched = await countModalFetches(page);
  await page.reload();
  await expectNoModalByItself(
    page,
    page.getByRole('button', { name: 'Photos will be deleted in 12 days' }),
    fetched,
  );
});

test('critical storage with the reactivation feature off: no modal by itself, the button still warns', async ({
  page,
}) => {
  const fetched = await countModalFetches(page);
  await signIn(page, 'critical@example.com', {
    path: '/my-photos/photos?PhotoManagementReactivationEnabled=false',
  });
  await expectNoModalByItself(
    page,
    page.getByRole('button', { name: 'Photos will be deleted in 12 days' }),
    fetched,
  );
  // Opened by the button, not by itself: the session does not count it as shown.
  expect(await page.evaluate(() => sessionStorage.getItem('storage.reactivationModalShown.v1'))).toBeNull();
});

test('the reactivation mock-data flag serves the critical mock status', async ({ page }) => {
  await signIn(page, 'demo@example.com', {
    path: '/my-photos/photos?PhotoManagementUseReactivationMockData=true',
  });
  await expect(storageModal(page)).toBeVisible();
  await expect(storageModal(page)).toContainText('Your photos will be deleted in 7 days');
});

test('a first visit activates the photo area: the import shows its progress, then the photos appear', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const activations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/photo/users/activate')) activations.push(request.method());
  });
  await signIn(page, 'importing@example.com');
  const progress = page.getByRole('status').filter({ hasText: "We're getting your photos ready" });
  await expect(progress).toBeVisible();
  expect(activations).toContain('POST');
  await expectNoAxeViolations(page);
  // Polling (while IMPORTING) or the push brings the photos in without a reload.
  await expect(
    page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /\d{4}$/ })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  // import-finished: an analytics event, then 10 s later the in-progress state ends.
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event)), {
      timeout: 20_000,
    })
    .toContain('photo_import_finished');
  await expect(progress).toHaveCount(0, { timeout: 20_000 });
  expect(activations.filter((method) => method === 'GET').length).toBeGreaterThan(0);
});

test('a failed import says so and can be tried again', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'importfail@example.com');
  await expect(page.getByRole('status').filter({ hasText: "We're getting your photos ready" })).toBeVisible();
  const failure = page.getByRole('alert').filter({ hasText: 'Your photos could not be imported.' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  const activated = page.waitForRequest(
    (request) => request.url().endsWith('/photo/users/activate') && request.method() === 'POST',
  );
  await failure.getByRole('button', { name: 'Try again' }).click();
  await activated;
  await expect(page.getByRole('status').filter({ hasText: "We're getting your photos ready" })).toBeVisible();
  await expect(failure).toBeVisible({ timeout: 20_000 });
});
