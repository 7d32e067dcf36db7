import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { selectionToolbar, startSelecting } from './helpers/selection';

/**
 * Selection mode on the timeline in a real browser (demo@example.com, read-only here), on one page load: a click
 * selects without opening the preview (axe), the keyboard selects, shift-click selects a range across months
 * (laid out and scrolled as the browser does), and Download turns off beyond 100 photos across three months.
 * October 2026 has 53 photos, September 2026 is the month after it. The texts and states of selection mode
 * (the count, the toolbar waiting for a selection, Cancel, a month's Select all and Deselect all) are tested in
 * src/features/photos/components/photos-page.test.tsx.
 */

const october = (page: Page) => page.getByRole('grid', { name: 'October 2026' });
const september = (page: Page) => page.getByRole('grid', { name: 'September 2026' });
const selectedCount = (page: Page) => page.getByRole('status').filter({ hasText: / selected$/ });
const toolbar = selectionToolbar;

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

test('selecting on the timeline: click, keyboard, a shift-click range across months, Download beyond 100', async ({
  page,
}) => {
  await openTimeline(page);
  const cells = october(page).getByRole('gridcell');

  // A click selects (it does not open the preview); axe with a selection made.
  await startSelecting(page);
  await cells.nth(0).click();
  await cells.nth(2).click();
  await expect(selectedCount(page)).toHaveText('2 selected');
  await expect(cells.nth(0)).toHaveAttribute('aria-selected', 'true');
  await cells.nth(0).click();
  await expect(selectedCount(page)).toHaveText('1 selected');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toolbar(page)).toHaveCount(0);

  // Space selects the focused photo without the mouse, starting selection mode.
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
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toolbar(page)).toHaveCount(0);

  // Shift-click selects the range from the last photo picked, across months: the last loaded photo of October
  // (before its "+30" tile) to the 2nd of September.
  await startSelecting(page);
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
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toolbar(page)).toHaveCount(0);

  // Download is disabled beyond 100 photos and says why (three months selected while scrolling down).
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
