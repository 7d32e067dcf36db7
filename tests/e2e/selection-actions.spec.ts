import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * The selection toolbar's actions against the mock: delete (with chunks failing and retried, or failing for
 * good), download of several photos (the downloads push and a real zip), order prints (to the mock's prints
 * editor) and copy to album. Deletes run on shared@example.com, whose photos no other test counts; downloads and
 * order prints only read. Fault rules are per account. A failed archive (download-photos.test.ts) and a failed
 * transfer (selection-toolbar-faults.test.tsx) are vitest's (docs/benchmarks.md "Test loop").
 */

const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions for the selected photos' });
const toast = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('group', { name });
const selectedCount = (page: Page) => page.getByRole('status').filter({ hasText: / selected$/ });
const firstGrid = (page: Page) => page.getByRole('grid').first();
/** The photo area's Photos tab, with the account's count (the side menu's "Photos" has none). */
const photosTab = (page: Page) => page.getByRole('link', { name: /^Photos\s*[\d,]+$/ });

async function addFault(page: Page, rule: Record<string, unknown>) {
  const response = await page.request.post(`${MOCK_URL}/__mock/faults`, { data: rule });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs in as `email` and selects the first `count` photos of the newest month. */
async function selectFirstPhotos(page: Page, email: string, count: number) {
  await signIn(page, email);
  await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
  await expect(photosTab(page)).toBeVisible(); // the counts have arrived
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (let slot = 0; slot < count; slot++) await firstGrid(page).getByRole('gridcell').nth(slot).click();
  await expect(selectedCount(page)).toHaveText(`${count} selected`);
}

/** The ids of the photos the newest month shows, from their thumbnails. */
const shownPhotoSources = (page: Page) =>
  firstGrid(page)
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

/** The photo count the Photos tab shows. */
const shownPhotoCount = async (page: Page): Promise<number> =>
  Number((await photosTab(page).textContent())?.replace(/\D/g, ''));

/** The server's photo count of the account (GET /users through the app's own session). */
async function serverPhotoCount(page: Page): Promise<number> {
  await page.reload();
  await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
  await expect(photosTab(page)).toBeVisible();
  return shownPhotoCount(page);
}

test.describe.serial('deleting a selection (shared@example.com)', () => {
  const EMAIL = 'shared@example.com';

  test('a chunk failing twice is retried and the photos go; counts follow without a reload', async ({
    page,
  }) => {
    await selectFirstPhotos(page, EMAIL, 3);
    const before = await shownPhotoSources(page);
    const countBefore = await shownPhotoCount(page);
    await addFault(page, {
      method: 'DELETE',
      path: '/photo/photos',
      account: EMAIL,
      times: 2,
      fault: { status: 503 },
    });
    await toolbar(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 3 photos?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toolbar(page)).toHaveCount(0); // selection mode stops after the action
    await expect.poll(() => shownPhotoSources(page).then((sources) => sources[0])).toBe(before[3]);
    await expect(photosTab(page)).toContainText(new Intl.NumberFormat('en-GB').format(countBefore - 3));
    expect(await serverPhotoCount(page)).toBe(countBefore - 3);
  });

  test('a chunk that keeps failing deletes nothing: the photos stay, on screen as on the server', async ({
    page,
  }) => {
    await selectFirstPhotos(page, EMAIL, 2);
    const before = await shownPhotoSources(page);
    const countBefore = await shownPhotoCount(page);
    await addFault(page, {
      method: 'DELETE',
      path: '/photo/photos',
      account: EMAIL,
      times: 4,
      fault: { status: 503 },
    });
    await toolbar(page).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 2 photos?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Error: Your photos could not be deleted')).toBeVisible({ timeout: 15_000 });
    // Nothing the server did not delete left the screen, and the selection is kept for another try.
    expect(await shownPhotoSources(page)).toEqual(before);
    await expect(selectedCount(page)).toHaveText('2 selected');
    expect(await serverPhotoCount(page)).toBe(countBefore);
    expect(await shownPhotoSources(page)).toEqual(before);
  });
});

test('downloading several photos: preparing, then the zip arrives by itself and selection stops', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await selectFirstPhotos(page, 'demo@example.com', 3);
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await toolbar(page).getByRole('button', { name: 'Download' }).click();
  await expect(toast(page, 'Preparing download...').first()).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);
  const saved = await download;
  // Named after the archive (issue 23: it was a bare uuid).
  expect(saved.suggestedFilename()).toBe('My photos.zip');
  const stream = await saved.createReadStream();
  const head: Buffer = await new Promise((resolve) =>
    stream.once('data', (chunk) => resolve(chunk as Buffer)),
  );
  expect(head.subarray(0, 2).toString()).toBe('PK');
});

test('order prints: the overlay names the amount, then the prints editor shows the photos', async ({
  page,
}) => {
  await selectFirstPhotos(page, 'demo@example.com', 2);
  await toolbar(page).getByRole('button', { name: 'Order prints' }).click();
  await expect(page.getByRole('dialog', { name: /Adding 2 photos to editor\.\.\./ })).toBeVisible();
  await expect(page).toHaveURL(/\/prints-editor.*tempSelectionId=/, { timeout: 15_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('channel')).toBeTruthy();
  expect(url.searchParams.get('token')).toBeTruthy();
  await expect(page.getByRole('img')).toHaveCount(2, { timeout: 10_000 });
});

test('copy to album opens from the toolbar and gives focus back when closed', async ({ page }) => {
  await selectFirstPhotos(page, 'demo@example.com', 2);
  const button = toolbar(page).getByRole('button', { name: 'Copy to album' });
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(selectedCount(page)).toHaveText('2 selected');
});
