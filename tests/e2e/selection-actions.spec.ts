import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { downloadHead } from './helpers/downloads';
import { addFault } from './helpers/mock-control';
import { selectionToolbar, startSelecting } from './helpers/selection';

/**
 * The selection toolbar's actions in a real browser: one journey on demo@example.com (read only) through the
 * copy-to-album dialog (focus back on Escape), the delete confirmation (cancelled), a real download of several
 * photos (a zip on disk, through the downloads push) and order prints to the mock's prints editor (another
 * page). The deletes with failing chunks and the failed order-prints transfer (texts, counts, what reaches the
 * service) are tested in src/features/photos/components/photos-page.test.tsx; the download archive's error push
 * (failing@) in src/features/photo-actions/download/download-photos.test.ts, against the real mock server.
 */

const toolbar = selectionToolbar;
const toast = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('group', { name });
const selectedCount = (page: Page) => page.getByRole('status').filter({ hasText: / selected$/ });
const firstGrid = (page: Page) => page.getByRole('grid').first();
/** The photo area's Photos tab, with the account's count (the side menu's "Photos" has none). */
const photosTab = (page: Page) => page.getByRole('link', { name: /^Photos\s*[\d,]+$/ });

/** Signs in as `email` and selects the first `count` photos of the newest month. */
async function selectFirstPhotos(page: Page, email: string, count: number) {
  await signIn(page, email);
  await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
  await expect(photosTab(page)).toBeVisible(); // the counts have arrived
  await startSelecting(page);
  for (let slot = 0; slot < count; slot++) await firstGrid(page).getByRole('gridcell').nth(slot).click();
  await expect(selectedCount(page)).toHaveText(`${count} selected`);
}

test("the toolbar's actions: copy to album gives focus back, the delete dialog, a zip of several photos, order prints in the editor", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await selectFirstPhotos(page, 'demo@example.com', 2);

  // Copy to album opens from the toolbar and gives focus back when closed. Its albums arrive after it opened (slowed
  // down here): the dialog grows downwards, and "New album", about to be pressed, stays where it was.
  await addFault(request, {
    method: 'GET',
    path: '/photo/albums',
    account: 'demo@example.com',
    times: 1,
    fault: { latencyMs: 2000 },
  });
  const copy = toolbar(page).getByRole('button', { name: 'Copy to album' });
  await copy.click();
  const modal = page.getByRole('dialog', { name: 'Copy to album' });
  const albums = modal.getByRole('list', { name: 'Your albums' });
  const newAlbum = modal.getByRole('button', { name: 'New album' });
  await expect(newAlbum).toBeVisible();
  await expect(albums).toHaveCount(0);
  const before = await newAlbum.boundingBox();
  await expect(albums).toBeVisible();
  expect(await newAlbum.boundingBox()).toEqual(before);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(copy).toBeFocused();
  await expect(selectedCount(page)).toHaveText('2 selected');

  // The delete confirmation (cancelled: demo@ is read only here).
  await toolbar(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 photos?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(selectedCount(page)).toHaveText('2 selected');

  // Downloading several photos: preparing, then the zip arrives by itself and selection stops.
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await toolbar(page).getByRole('button', { name: 'Download' }).click();
  await expect(toast(page, 'Preparing download...').first()).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);
  const saved = await download;
  // Named after the archive (issue 23: it was a bare uuid).
  expect(saved.suggestedFilename()).toBe('My photos.zip');
  expect(await downloadHead(saved)).toBe('PK');

  // Order prints: the overlay names the amount, then the prints editor shows the photos.
  await startSelecting(page);
  for (let slot = 0; slot < 2; slot++) await firstGrid(page).getByRole('gridcell').nth(slot).click();
  await expect(selectedCount(page)).toHaveText('2 selected');
  await toolbar(page).getByRole('button', { name: 'Order prints' }).click();
  await expect(page.getByRole('dialog', { name: /Adding 2 photos to editor\.\.\./ })).toBeVisible();
  await expect(page).toHaveURL(/\/prints-editor.*tempSelectionId=/, { timeout: 15_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('channel')).toBeTruthy();
  expect(url.searchParams.get('token')).toBeTruthy();
  await expect(page.getByRole('img')).toHaveCount(2, { timeout: 10_000 });
});
