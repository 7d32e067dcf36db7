import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault } from './helpers/mock-control';

/**
 * Deleting photos, against the mock backend: one photo from the preview (and its undo when the call fails), and
 * the delete-all modal (the word checked on submit only, success emptying the page). A failed delete-all keeping
 * the modal with its alert is vitest's (delete-all-modal.test.tsx; docs/benchmarks.md "Test loop").
 *
 * These tests change data, so they use an account no other e2e file reads, business@example.com (150 photos),
 * and run in this order: single deletes first, delete-all last. Failures are injected with mock fault rules
 * limited to this account (they never reach the other files' requests, and they are used up by one request).
 * Nothing here resets the mock (other files run at the same time against it).
 */

const EMAIL = 'business@example.com';

test.describe.configure({ mode: 'serial' });

const preview = (page: Page) => page.getByRole('dialog', { name: 'Photo preview' });
const firstGrid = (page: Page) => page.getByRole('grid').first();
const previewedId = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

/** The photo ids in the first month's cells, in order (from the thumbnails' URLs). */
async function firstMonthIds(page: Page): Promise<string[]> {
  const sources = await firstGrid(page)
    .locator('[data-cell] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return sources.map((src) => decodeURIComponent(/\/images\/([^/]+)\//.exec(src)?.[1] ?? ''));
}

/** The first month's count, as its heading shows it ("53 photos"). */
async function firstMonthCount(page: Page): Promise<number> {
  const section = page.locator('[data-month]').first();
  return Number(/(\d+)/.exec((await section.locator('h2 + span').textContent()) ?? '')?.[1]);
}

async function openTimeline(page: Page) {
  await page.goto('/my-photos/photos');
  await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, EMAIL);
});

/**
 * The preview's Delete, one page load (the page reloads where the server's state is checked): the photo goes and the
 * previous one shows; the first photo's delete moves to the second; a delete that fails brings the photo back.
 */
test('deleting in the preview: the previous photo shows and the photo is gone for good; the first photo moves to the second; a delete that fails comes back with the error', async ({
  page,
}) => {
  await test.step('deleting a photo in the preview moves to the previous photo and the photo is gone for good', async () => {
    await openTimeline(page);
    const ids = await firstMonthIds(page);
    const count = await firstMonthCount(page);
    await firstGrid(page).locator('[data-cell]').nth(2).click();
    await expect(preview(page)).toBeVisible();
    expect(previewedId(page)).toBe(ids[2]);
    await expectNoAxeViolations(page);

    await preview(page).getByRole('button', { name: 'Delete' }).click();

    await expect.poll(() => previewedId(page)).toBe(ids[1]);
    await expect(preview(page)).toBeVisible();
    await expect(preview(page).getByRole('img')).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(preview(page)).toHaveCount(0);
    await expect.poll(() => firstMonthIds(page)).not.toContain(ids[2]);
    expect(await firstMonthCount(page)).toBe(count - 1);

    // The server has deleted it: after a reload it is still gone.
    await openTimeline(page);
    expect(await firstMonthIds(page)).not.toContain(ids[2]);
    expect(await firstMonthCount(page)).toBe(count - 1);
  });

  await test.step('deleting the first photo in the preview moves to the second', async () => {
    const ids = await firstMonthIds(page);
    await firstGrid(page).locator('[data-cell]').first().click();
    await expect(preview(page)).toBeVisible();
    await expect(preview(page).getByRole('button', { name: 'Previous photo' })).toHaveCount(0);

    await preview(page).getByRole('button', { name: 'Delete' }).click();

    await expect.poll(() => previewedId(page)).toBe(ids[1]);
    await expect(preview(page).getByRole('button', { name: 'Previous photo' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await firstMonthIds(page))[0]).toBe(ids[1]);
  });

  await test.step('a photo whose delete fails comes back, with the error, and the screen matches the server', async () => {
    const ids = await firstMonthIds(page);
    const count = await firstMonthCount(page);
    await addFault(page.request, {
      method: 'DELETE',
      path: '/photo/photos',
      times: 1,
      account: EMAIL,
      fault: { status: 500 },
    });
    await firstGrid(page).locator('[data-cell]').nth(1).click();
    await expect(preview(page)).toBeVisible();

    await preview(page).getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText('Error: Your photo could not be deleted')).toBeVisible();
    // Back on the photo that could not be deleted.
    await expect.poll(() => previewedId(page)).toBe(ids[1]);
    await page.keyboard.press('Escape');
    await expect(preview(page)).toHaveCount(0);
    await expect.poll(() => firstMonthIds(page)).toEqual(ids);
    expect(await firstMonthCount(page)).toBe(count);

    await openTimeline(page);
    expect(await firstMonthIds(page)).toEqual(ids);
  });
});

test.describe('delete all photos', () => {
  const openModal = async (page: Page) => {
    await page.getByRole('button', { name: 'Delete all photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all photos' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const field = (page: Page) => page.getByRole('textbox', { name: 'To confirm, type DELETE' });
  const submit = (page: Page) =>
    page
      .getByRole('dialog', { name: 'Delete all photos' })
      .getByRole('button', { name: 'Delete all photos' });
  const WRONG_WORD = 'Type DELETE exactly as shown to delete all your photos.';

  test('checks the typed word only when submitted', async ({ page }) => {
    await openTimeline(page);
    const ids = await firstMonthIds(page);
    const dialog = await openModal(page);
    await expectNoAxeViolations(page);

    await field(page).fill('delete');
    await page.keyboard.press('Tab'); // leaving the field does not check it
    await expect(dialog.getByText(WRONG_WORD)).toHaveCount(0);
    await field(page).press('Enter');
    await expect(dialog.getByText(WRONG_WORD)).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // Cancel: nothing was deleted, and focus is back on the button.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete all photos' })).toBeFocused();
    await openTimeline(page);
    expect(await firstMonthIds(page)).toEqual(ids);
  });

  test('deleting all photos empties the page', async ({ page }) => {
    await openTimeline(page);
    await openModal(page);

    await field(page).fill('DELETE');
    await submit(page).click();

    await expect(page.getByText('Your photo library is empty')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete all photos' })).toHaveCount(0);
    // The button that opened the modal is gone with the photos: the focus goes to the page's heading (issue 23).
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('Your photo library is empty')).toBeVisible();
  });
});
