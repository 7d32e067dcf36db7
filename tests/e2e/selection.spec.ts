import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * Selection mode on the timeline (demo@example.com, read-only here): start, toggle, shift-click ranges across
 * months, keyboard selection, a month's select-all, deselect all, cancel, and the toolbar's disabled states.
 * October 2026 has 53 photos, September 2026 is the month after it.
 */

const october = (page: Page) => page.getByRole('grid', { name: 'October 2026' });
const september = (page: Page) => page.getByRole('grid', { name: 'September 2026' });
const selectedCount = (page: Page) => page.getByRole('status').filter({ hasText: / selected$/ });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions for the selected photos' });

/** Scrolls down until the month's select-all button is rendered (sections far away have no DOM), then presses it. */
async function selectMonth(page: Page, month: string) {
  const button = page.getByRole('button', { name: `Select all photos of ${month}` });
  await expect
    .poll(async () => {
      if ((await button.count()) === 0) await page.mouse.wheel(0, 500);
      return button.count();
    })
    .toBe(1);
  await button.click();
}

async function openTimeline(page: Page) {
  await signIn(page);
  await expect(october(page).getByRole('img').first()).toBeVisible();
}

test('selecting photos: click toggles, the count follows, Cancel stops and clears', async ({ page }) => {
  await openTimeline(page);
  await expect(page.getByRole('button', { name: 'Delete all photos' })).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(selectedCount(page)).toHaveText('0 selected');
  // While selecting "Delete all photos" is hidden and the toolbar's actions wait for a selection.
  await expect(page.getByRole('button', { name: 'Delete all photos' })).toHaveCount(0);
  await expect(toolbar(page).getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(toolbar(page)).toContainText('Select photos to use these actions');

  const cells = october(page).getByRole('gridcell');
  await cells.nth(0).click();
  await cells.nth(2).click();
  await expect(selectedCount(page)).toHaveText('2 selected');
  await expect(cells.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(cells.nth(1)).toHaveAttribute('aria-selected', 'false');
  await cells.nth(0).click();
  await expect(selectedCount(page)).toHaveText('1 selected');
  await expect(page).toHaveURL(/\/my-photos\/photos$/); // a click in selection mode does not open the preview
  await expect(toolbar(page).getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toolbar(page)).toHaveCount(0);
  await expect(cells.nth(2)).not.toHaveAttribute('aria-selected');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(selectedCount(page)).toHaveText('0 selected');
});

test('shift-click selects the range from the last photo picked, across months', async ({ page }) => {
  await openTimeline(page);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  // The last loaded photo of October (before its "+30" tile) to the 2nd of September.
  await october(page).locator('[data-cell="2026/10|20"]').click();
  await expect(september(page).getByRole('img').first()).toBeVisible();
  await september(page)
    .locator('[data-cell="2026/9|1"]')
    .click({ modifiers: ['Shift'] });
  // 2026/10 slots 20, 21, 22 (23 is the "+N" tile, its photos not loaded) and 2026/9 slots 0 and 1.
  await expect(selectedCount(page)).toHaveText('5 selected');
  await expect(october(page).locator('[data-cell="2026/10|22"]')).toHaveAttribute('aria-selected', 'true');
  await expect(september(page).locator('[data-cell="2026/9|0"]')).toHaveAttribute('aria-selected', 'true');
  await expect(september(page).locator('[data-cell="2026/9|2"]')).toHaveAttribute('aria-selected', 'false');
});

test('Space selects the focused photo without the mouse, starting selection mode', async ({ page }) => {
  await openTimeline(page);
  await october(page).locator('[data-cell="2026/10|0"]').focus();
  await page.keyboard.press('Space');
  await expect(selectedCount(page)).toHaveText('1 selected');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter'); // in selection mode Enter selects too
  await expect(selectedCount(page)).toHaveText('2 selected');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Space');
  await expect(selectedCount(page)).toHaveText('4 selected');
  await expect(october(page).locator('[data-cell="2026/10|3"]')).toBeFocused();
});

test("a month's Select all loads and selects all its photos; pressed again it deselects them", async ({
  page,
}) => {
  await openTimeline(page);
  await page.getByRole('button', { name: 'Select all photos of October 2026' }).click();
  await expect(selectedCount(page)).toHaveText('53 selected');
  // Every page of the month was loaded for it: no "+N" tile is left.
  await expect(october(page).getByRole('gridcell', { name: /^Show \d+ more photos$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Deselect all photos of October 2026' }).click();
  await expect(selectedCount(page)).toHaveText('0 selected');
  await october(page).locator('[data-cell="2026/10|1"]').click();
  await page.getByRole('button', { name: 'Select all photos of October 2026' }).click();
  await expect(selectedCount(page)).toHaveText('53 selected');
  await page.getByRole('button', { name: 'Deselect all', exact: true }).click();
  await expect(selectedCount(page)).toHaveText('0 selected');
});

test('Download is disabled beyond 100 photos and says why', async ({ page }) => {
  await openTimeline(page);
  await page.getByRole('button', { name: 'Select all photos of October 2026' }).click();
  await expect(selectedCount(page)).toHaveText('53 selected');
  const download = toolbar(page).getByRole('button', { name: 'Download' });
  await expect(download).not.toHaveAttribute('aria-disabled');
  await selectMonth(page, 'September 2026');
  await selectMonth(page, 'August 2026');
  await expect(selectedCount(page)).toHaveText(/^(1\d\d|[2-9]\d\d) selected$/);
  await expect(download).toHaveAttribute('aria-disabled', 'true');
  await expect(toolbar(page)).toContainText('Up to 100 photos can be downloaded at a time');
  await expect(download).toHaveAccessibleDescription('Up to 100 photos can be downloaded at a time');
});
