import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { downloadHead } from './helpers/downloads';
import { addFault } from './helpers/mock-control';
import { settledPlace } from './helpers/place';

/**
 * The photo preview of an album and of a shared album (issue #13), against the mock. Reading runs on
 * demo@example.com: its album "Summer in Lisbon" (47 photos: the sections "Photos 1–24" and "Photos 25–47") and
 * the first album in its "Shared with you" list. Delete from album changes albumpreview@example.com's album
 * "Road trip 2026" (73 photos), which no other spec reads; the failed removal's fault rule names its own album
 * ("Weekend in Lisbon") of that account, so it meets no other request.
 */

const FLAGS = '?PhotoManagementAlbumViewEnabled=true&PhotoManagementSharedAlbumsViewEnabled=true';
const READ_ALBUM = 'Summer in Lisbon';

const preview = (page: Page) => page.getByRole('dialog', { name: 'Photo preview' });
const previewImage = (page: Page) => preview(page).getByRole('img');
const previewedId = (page: Page) => new URL(page.url()).pathname.split('/').pop();
const cell = (page: Page, id: string) => page.locator(`[data-cell="${id}"]`);
const ownTiles = (page: Page) => page.getByRole('region', { name: 'Your albums' }).getByRole('link');
const sharedTiles = (page: Page) => page.getByRole('region', { name: 'Shared with you' }).getByRole('link');
const photoCount = (page: Page) => page.getByText(/^\d[\d,]* photos?$/).first();

/** The id of the photo in grid cell `cellId` ("page-0|3"), from its thumbnail's URL. */
async function photoIdAt(page: Page, cellId: string): Promise<string> {
  const image = cell(page, cellId).locator('img').first();
  await expect(image).toBeVisible();
  const src = await image.getAttribute('src');
  return decodeURIComponent(/\/images\/([^/]+)\//.exec(src ?? '')![1]!);
}

const topOf = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Signs in and opens the own album named `name`; returns the album screen's URL path. */
async function openAlbum(page: Page, email: string, name: string): Promise<string> {
  await signIn(page, email, { path: `/my-photos/albums${FLAGS}` });
  await ownTiles(page).filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/?]+\?/);
  await expect(page.getByRole('grid').first().getByRole('img').first()).toBeVisible();
  return new URL(page.url()).pathname;
}

test('opening a photo of an album shows it full screen; Escape returns to the same photo at the same place', async ({
  page,
}) => {
  const albumPath = await openAlbum(page, 'demo@example.com', READ_ALBUM);
  await page.mouse.wheel(0, 500);
  const target = cell(page, 'page-1|2');
  await expect(target.getByRole('img')).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
  // The grid has saved its place after the scrolling stopped.
  await settledPlace(page);
  const id = await photoIdAt(page, 'page-1|2');
  const alt = await target.getByRole('img').getAttribute('alt');
  const top = await topOf(target);

  await target.click();
  await expect(preview(page)).toBeVisible();
  // The search string (the flags) is kept.
  await expect(page).toHaveURL(`${albumPath}/preview/${id}${FLAGS}`);
  await expect(previewImage(page)).toHaveAttribute('alt', alt!);
  await expect(previewImage(page)).toHaveAttribute('src', /\/1300\.jpg$/);
  await expect(preview(page).getByRole('button', { name: 'Delete from album' })).toBeVisible();
  await expect(preview(page).getByRole('button', { name: 'Copy to album' })).toBeVisible();
  await expect(preview(page).getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(`${albumPath}${FLAGS}`);
  await expect.poll(() => topOf(cell(page, 'page-1|2'))).toBe(top);
  await expect(cell(page, 'page-1|2')).toBeFocused();
});

/**
 * One page load of demo@'s album for the preview's moves and its links (each was a test of its own): the arrow keys
 * across the page boundary and Back, a link to a photo further down, a link to a photo not in the album.
 */
test('the arrow keys cross the page boundary and Back shows the last photo; links to a photo further down and not in the album', async ({
  page,
}) => {
  const albumPath = await openAlbum(page, 'demo@example.com', READ_ALBUM);

  await test.step('the arrow keys move across the page boundary, loading the next page; Back shows the last photo', async () => {
    await page.mouse.wheel(0, 400);
    await cell(page, 'page-0|23').scrollIntoViewIfNeeded();
    const last = await photoIdAt(page, 'page-0|23');
    const beforeLast = await photoIdAt(page, 'page-0|22');
    await cell(page, 'page-0|22').click();
    await expect(page).toHaveURL(`${albumPath}/preview/${beforeLast}${FLAGS}`);
    // The keys go to the preview once it shows (before, they would move the grid's focus).
    await expect(previewImage(page)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${albumPath}/preview/${last}${FLAGS}`);
    // Past the first page: the first photo of the second page (loaded now unless the grid had it already).
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(`${albumPath}/preview/${last}${FLAGS}`);
    await expect(preview(page).getByRole('img')).toBeVisible();
    const firstOfSecond = previewedId(page)!;
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`${albumPath}/preview/${last}${FLAGS}`);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${albumPath}/preview/${firstOfSecond}${FLAGS}`);

    await preview(page).getByRole('button', { name: 'Back' }).click();
    await expect(preview(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${albumPath}${FLAGS}`);
    // The grid shows the second page, and the photo shown last is on screen.
    expect(await photoIdAt(page, 'page-1|0')).toBe(firstOfSecond);
    await expect(cell(page, 'page-1|0')).toBeInViewport();
  });

  await test.step('a link to a photo of the album further down opens it after loading the pages up to it', async () => {
    await page.mouse.wheel(0, 2000);
    const id = await photoIdAt(page, 'page-1|20');
    await page.goto(`${albumPath}/preview/${id}${FLAGS}`);
    await expect(preview(page)).toBeVisible();
    await expect(page).toHaveURL(`${albumPath}/preview/${id}${FLAGS}`);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${albumPath}${FLAGS}`);
    await expect(cell(page, 'page-1|20')).toBeInViewport();
  });

  await test.step('a link to a photo that is not in the album redirects to the album screen', async () => {
    await page.goto(`${albumPath}/preview/not-a-photo-of-this-album${FLAGS}`);
    await expect(page).toHaveURL(`${albumPath}${FLAGS}`);
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'My albums' })).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('img').first()).toBeVisible();
  });
});

/**
 * albumpreview@'s albums, one sign-in: a Delete from album that works (Road trip 2026), then one that fails
 * (Weekend in Lisbon, its own fault rule).
 */
test('Delete from album in the preview moves to the previous photo and the count goes down; a failed one says so and shows the photo again', async ({
  page,
}) => {
  await test.step('Delete from album moves to the previous photo (the second after the first) and the count goes down', async () => {
    const albumPath = await openAlbum(page, 'albumpreview@example.com', 'Road trip 2026');
    // 73 photos from the seed (fewer when the mock already ran this test).
    await expect(photoCount(page)).toHaveText(/^\d+ photos$/);
    const count = Number((await photoCount(page).textContent())!.replace(/\D/g, ''));
    const photosTab = page.getByRole('link', { name: /^Photos\s*[\d,]+$/ });
    const libraryCount = await photosTab.textContent();
    const [first, second, third, fourth, fifth] = await Promise.all(
      [0, 1, 2, 3, 4].map((slot) => photoIdAt(page, `page-0|${slot}`)),
    );

    await cell(page, 'page-0|3').click();
    await expect(page).toHaveURL(`${albumPath}/preview/${fourth}${FLAGS}`);
    await preview(page).getByRole('button', { name: 'Delete from album' }).click();
    await expect(page).toHaveURL(`${albumPath}/preview/${third}${FLAGS}`);
    // The first photo: the preview moves on to the second.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`${albumPath}/preview/${first}${FLAGS}`);
    await preview(page).getByRole('button', { name: 'Delete from album' }).click();
    await expect(page).toHaveURL(`${albumPath}/preview/${second}${FLAGS}`);
    await expect(preview(page).getByRole('button', { name: 'Previous photo' })).toHaveCount(0);
    // Next from the second skips the photo taken out of the album.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${albumPath}/preview/${third}${FLAGS}`);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${albumPath}/preview/${fifth}${FLAGS}`);

    await page.keyboard.press('Escape');
    await expect(preview(page)).toHaveCount(0);
    await expect(photoCount(page)).toHaveText(`${count - 2} photos`);
    expect(await photoIdAt(page, 'page-0|0')).toBe(second);
    expect(await photoIdAt(page, 'page-0|1')).toBe(third);
    expect(await photoIdAt(page, 'page-0|2')).toBe(fifth);
    // Out of the album, not out of the library.
    await expect(photosTab).toHaveText(libraryCount!);
  });

  await test.step('a Delete from album that fails says so and the preview shows the photo again', async () => {
    await page.getByRole('link', { name: 'My albums' }).click();
    await ownTiles(page).filter({ hasText: 'Weekend in Lisbon' }).first().click();
    await expect(page).toHaveURL(/\/my-photos\/albums\/[^/?]+\?/);
    await expect(page.getByRole('grid').first().getByRole('img').first()).toBeVisible();
    const albumPath = new URL(page.url()).pathname;
    await expect(photoCount(page)).toHaveText(/^\d+ photos$/);
    const count = await photoCount(page).textContent();
    const albumId = albumPath.split('/').pop()!;
    await addFault(page.request, {
      method: 'DELETE',
      path: `/photo/albums/${albumId}/photos`,
      account: 'albumpreview@example.com',
      times: 3, // the request and its two retries
      fault: { status: 503 },
    });
    const [first, second] = await Promise.all([0, 1].map((slot) => photoIdAt(page, `page-0|${slot}`)));

    await cell(page, 'page-0|1').click();
    await expect(page).toHaveURL(`${albumPath}/preview/${second}${FLAGS}`);
    await preview(page).getByRole('button', { name: 'Delete from album' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('group', { name: 'Error: Your photo could not be removed from the album' }),
    ).toBeVisible();
    // It moved to the previous photo first, and back once the service refused.
    await expect(page).toHaveURL(`${albumPath}/preview/${second}${FLAGS}`);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`${albumPath}/preview/${first}${FLAGS}`);
    await preview(page).getByRole('button', { name: 'Back' }).click();
    await expect(photoCount(page)).toHaveText(count!);
    expect(await photoIdAt(page, 'page-0|1')).toBe(second);
  });
});

test("a shared album's preview offers Download only, and the download arrives as a zip", async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: `/my-photos/albums${FLAGS}` });
  await sharedTiles(page).first().click();
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[^/?]+\?/);
  const albumPath = new URL(page.url()).pathname;
  const id = await photoIdAt(page, 'page-0|0');
  await cell(page, 'page-0|0').click();
  await expect(preview(page)).toBeVisible();
  await expect(page).toHaveURL(`${albumPath}/preview/${id}${FLAGS}`);
  await expect(previewImage(page)).toHaveAttribute('src', /\/1300\.jpg$/);
  const buttons = preview(page).getByRole('button');
  await expect(buttons.filter({ hasText: 'Download' })).toBeVisible();
  for (const absent of ['Copy to album', 'Delete from album', 'Delete', 'Order prints']) {
    await expect(preview(page).getByRole('button', { name: absent, exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download', { timeout: 30_000 });
  const request = page.waitForRequest(
    (candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/shared-album-downloads'),
  );
  await preview(page).getByRole('button', { name: 'Download' }).click();
  const body = (await request).postDataJSON() as { photos: { photoId: string; ownerId: string }[] };
  expect(body.photos).toEqual([{ photoId: id, ownerId: expect.any(String) }]);
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/\.zip$/);
  expect(await downloadHead(saved)).toBe('PK');

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${albumPath}${FLAGS}`);
});
