import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { mockAccounts, resetAccount } from './helpers/mock-control';
import { endProgression, progressionsInFlight } from './helpers/progressions';

/**
 * Storage status (deletion service) and activation (photo service + activation push) on the photos page, what needs
 * the browser: focus back on the button, the modal's code fetched only when it opens, a reload, the push socket, and
 * axe in each state. Mock accounts: demo@ (safe: kept for over a year), critical@ (deletion in 12 days), importing@
 * (NOT_ACTIVE: visiting the photo area starts the import), importfail@ (NOT_ACTIVE, the import fails).
 * The texts, the flags, the import's end (the photos, the analytics event, the 10 s wait) and Try again are the
 * page tests' (src/features/storage-status/components/storage-status-button.test.tsx,
 * src/features/activation/components/activation-banner.test.tsx).
 */

const IMPORTING = 'importing@example.com';
const IMPORTFAIL = 'importfail@example.com';

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

const importProgress = (page: Page) =>
  page.getByRole('status').filter({ hasText: "We're getting your photos ready" });

/**
 * The account as seeded (NOT_ACTIVE, no photos, no import running): an earlier run against this mock (a repeat)
 * imported it or left its import running, and only then is it reset (a reset also ends its fault rules, which
 * another spec's test running beside this one may have set).
 */
async function fromSeed(request: APIRequestContext, email: string) {
  const accounts = await mockAccounts(request);
  const inFlight = await progressionsInFlight(request);
  const imported = accounts.find((account) => account.email === email)?.counts.photos !== 0;
  if (!imported && !inFlight.some((item) => item.kind === 'activation' && item.account === email)) return;
  await resetAccount(request, email);
}

/** Resolves when the page's activation push socket has been authenticated (the mock's "OK"). */
function pushAcknowledged(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/push/activation')) return;
      socket.on('framereceived', ({ payload }) => {
        if (payload === 'OK') resolve();
      });
    });
  });
}

/** Ends the account's running import now, as its last step would (the mock's "Finish now" / "Fail now"). */
async function endImport(request: APIRequestContext, email: string, end: 'finish' | 'fail') {
  const running = (await progressionsInFlight(request)).find(
    (item) => item.kind === 'activation' && item.account === email,
  );
  expect(running, `an import of ${email} in progress`).toBeDefined();
  await endProgression(request, 'activation', running!.id, end);
}

test('the storage-status button opens its modal; Escape closes it and the focus is back on the button', async ({
  page,
}) => {
  await signIn(page);
  const button = page.getByRole('button', { name: /^Photos kept until \d{1,2} \w+ \d{4}$/ });
  await expect(button).toBeVisible();
  await expect(storageModal(page)).toHaveCount(0);
  await button.click();
  await expect(storageModal(page)).toBeVisible();
  await expect(storageModal(page)).toContainText('Your photos are stored until');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(storageModal(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('critical storage: the modal opens by itself; after a reload it does not, its code not even fetched', async ({
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

test('a first visit activates the photo area: the import shows its progress', async ({ page, request }) => {
  await fromSeed(request, IMPORTING);
  const activations: string[] = [];
  page.on('request', (call) => {
    if (call.url().endsWith('/photo/users/activate')) activations.push(call.method());
  });
  await signIn(page, IMPORTING);
  await expect(importProgress(page)).toBeVisible();
  expect(activations).toContain('POST');
  await expectNoAxeViolations(page);
});

test('a failed import says so', async ({ page, request }) => {
  await fromSeed(request, IMPORTFAIL);
  const listening = pushAcknowledged(page);
  await signIn(page, IMPORTFAIL);
  await expect(importProgress(page)).toBeVisible();
  await listening;
  await endImport(request, IMPORTFAIL, 'fail');
  const failure = page.getByRole('alert').filter({ hasText: 'Your photos could not be imported.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(importProgress(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
