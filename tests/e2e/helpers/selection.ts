import { expect, type Page } from '@playwright/test';

/** The bottom toolbar of selection mode (the timeline's and an album's). */
export const selectionToolbar = (page: Page) =>
  page.getByRole('toolbar', { name: 'Actions for the selected photos' });

/**
 * Presses Select and waits for selection mode's toolbar. The toolbar's code loads on the first Select of a page
 * (ADR 007's rare-state rule), and the toolbar is fixed over the bottom of the screen: a photo clicked before it
 * came could be covered by it at the moment of the click, which then pressed the toolbar instead (seen once in an
 * album: "0 selected" after the click). With the toolbar there, a click on a photo under it scrolls the photo
 * clear first.
 */
export async function startSelecting(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(selectionToolbar(page)).toBeVisible();
}
