// Over 500 lines on purpose: one spec per screen (tests/e2e, test:changed maps sources to specs by file); the
// albums screens' tests share one owned account and its helpers.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { downloadHead } from './helpers/downloads';
import { addFault } from './helpers/mock-control';
import { selectionToolbar, startSelecting } from './helpers/selection';

/**
 * The albums list, the album screen and the shared-album screen against the mock. Reading runs on demo@ (its
 * albums and the albums shared@ shares with it; the album download and order prints only read, as on the
 * timeline); every change of own albums runs on albums@example.com, which no other spec reads. The shared-album
 * deletes run on sharer@ and sharee@ (a pair of accounts that share albums only with each other, which no other
 * spec reads), in one serial block, each seen from the other account. Fault rules are per account (albums@ only).
 * One screen's texts, states and failures (a failed list or album and Try again, the toolbar's flags and its
 * 100-photo limit, the routes' flags) are vitest's: album-screens.test.tsx, album-selection-toolbar.test.tsx and
 * src/app/flag-routes.test.ts (docs/benchmarks.md "Test loop").
 */

const FLAGS = '?PhotoManagementAlbumViewEnabled=true&PhotoManagementSharedAlbumsViewEnabled=true';
const ALBUMS = 'albums@example.com';

const toast = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('group', { name });
const albumsTab = (page: Page) => page.getByRole('link', { name: /^Albums\s*[\d,]+$/ });
const ownTiles = (page: Page) => page.getByRole('region', { name: 'Your albums' }).getByRole('link');
const sharedTiles = (page: Page) => page.getByRole('region', { name: 'Shared with you' }).getByRole('link');
/** The album screen's name: its heading (a button to edit it on an own album). */
const albumName = (page: Page) =>
  page
    .getByRole('heading', { level: 2 })
    .filter({ hasNotText: /^Welcome to My photos|^Photos \d/ })
    .first();
const toolbar = selectionToolbar;
const firstGrid = (page: Page) => page.getByRole('grid').first();
/** An own album's tile (its list item: the link, the count, the created date). */
const ownTile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Your albums' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
/** The photo id in an image address of the mock (/images/{id}/{variant}.jpg). */
const photoIdOf = (src: string | null) => /\/images\/([^/]+)\//.exec(src ?? '')?.[1];
/** The photo ids the album grid shows, in order. */
const gridPhotoIds = (page: Page) =>
  firstGrid(page)
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
    .then((sources) => sources.map(photoIdOf));
/** The number the Albums tab shows. */
const albumsTabCount = async (page: Page) =>
  Number((await albumsTab(page).textContent())?.replace(/\D/g, ''));

/** A page in a browser context of its own (another account signed in beside the test's page). */
async function otherPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** Presses Tab until `target` has the focus (at most `max` times): it is reachable by keyboard. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 25) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openAlbums(page: Page, email: string) {
  await signIn(page, email, { path: `/my-photos/albums${FLAGS}` });
  await expect(page.getByRole('button', { name: 'New album' })).toBeVisible();
}

/** The photo count of the album screen ("12 photos"). */
const shownCount = async (page: Page) =>
  Number(
    (
      await page
        .getByText(/^\d[\d,]* photos?$/)
        .first()
        .textContent()
    )?.replace(/\D/g, '') ?? Number.NaN,
  );

test('the albums list shows own albums and the albums shared with the user and keeps the flags; in an album a selection downloads as a zip, then goes to the prints editor', async ({
  page,
}) => {
  // Three steps of one journey, the zip's preparation among them: a timeout for a hang, not for slowness.
  test.setTimeout(90_000);
  await openAlbums(page, 'demo@example.com');
  await expect(ownTiles(page).first()).toBeVisible();
  await expect(sharedTiles(page).first()).toBeVisible();
  await expect(page.getByText(/^Created \d{2} \w{3,4} \d{4}$/).first()).toBeVisible();
  await expect(albumsTab(page)).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await ownTiles(page).first().click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/?]+\?.*PhotoManagementAlbumViewEnabled=true/);
  await expect(page.getByRole('link', { name: 'My albums' })).toBeVisible();
  await expect(page.getByRole('grid').first().getByRole('img').first()).toBeVisible();
  await expect(page.getByText(/^Created (today|yesterday|\d{2} \w{3,4} \d{4})$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // A selection downloads as a zip over the downloads push, and selection stops.
  await startSelecting(page);
  for (let slot = 0; slot < 2; slot++) await firstGrid(page).getByRole('gridcell').nth(slot).click();
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await toolbar(page).getByRole('button', { name: 'Download' }).click();
  await expect(toast(page, 'Preparing download...').first()).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);
  const saved = await download;
  // Named after the archive, not a bare id (issue 23).
  expect(saved.suggestedFilename()).toBe('My photos.zip');
  expect(await downloadHead(saved)).toBe('PK');
  // Selection stopped: select again and order prints (one page load for both).
  await startSelecting(page);
  for (let slot = 0; slot < 2; slot++) await firstGrid(page).getByRole('gridcell').nth(slot).click();
  await toolbar(page).getByRole('button', { name: 'Order prints' }).click();
  await expect(page.getByRole('dialog', { name: /Adding 2 photos to editor\.\.\./ })).toBeVisible();
  await expect(page).toHaveURL(/\/prints-editor.*tempSelectionId=/, { timeout: 15_000 });
  await expect(page.getByRole('img')).toHaveCount(2, { timeout: 10_000 });
});

/** demo@'s first shared album, one sign-in: the read-only screen, then its address on the own-album route. */
test('a shared album is read-only (copy, delete from album and order prints unavailable, said why); its address on the album route opens it without an error report for its photos', async ({
  page,
}) => {
  await openAlbums(page, 'demo@example.com');

  await test.step('a shared album is read-only: copy, delete from album and order prints unavailable, reachable by keyboard and said why', async () => {
    await sharedTiles(page).first().click();
    await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
    await expect(page.getByText('Shared albums are no longer supported')).toBeVisible();
    await expect(page.getByText(/^Shared by |^Shared with \d+ (person|people)$/)).toBeVisible();
    // A cell is a photo once its page is in (before, a placeholder a click does not select).
    await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
    await startSelecting(page);
    await firstGrid(page).getByRole('gridcell').first().click();
    await expect(toolbar(page).getByRole('button', { name: 'Download' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    for (const name of ['Order prints', 'Copy to album', 'Delete from album']) {
      const button = toolbar(page).getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Unavailable for shared albums');
    }
    // Keyboard: Tab reaches the disabled action (its description is read with it); Enter does nothing.
    const copy = toolbar(page).getByRole('button', { name: 'Copy to album' });
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("a shared album's address on the album route opens the shared album, and its photos call there reports no error", async () => {
    await page.getByRole('link', { name: 'My albums' }).click();
    await expect(sharedTiles(page).first()).toBeVisible();
    const albumId = (await sharedTiles(page).first().getAttribute('href'))?.match(
      /shared-albums\/([^/?]+)/,
    )?.[1];
    expect(albumId).toBeTruthy();
    // The reports the app sends to the error-reporting service, by the URL of the call that failed.
    const reported: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/error-reporting/reports'))
        reported.push(String((request.postDataJSON() as { url?: string }).url));
    });
    await page.goto(`/my-photos/albums/${albumId}${FLAGS}`);
    await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${albumId}\\?`));
    await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
    // The own-album call that finds out the id is a shared album's is reported (it failed, 404) ...
    await expect
      .poll(() => reported.filter((url) => url.endsWith(`/photo/albums/${albumId}`)))
      .toHaveLength(1);
    // ... the first page of photos asked for beside it is not: its failure is dropped with the redirect.
    expect(reported.filter((url) => url.includes(`/albums/${albumId}/photos`))).toEqual([]);
  });
});

test('more than 100 photos of an album cannot be downloaded at once, and the toolbar says why', async ({
  page,
}) => {
  // sharee@'s "Best of 2026" holds 102 photos (the seed); nothing here changes it.
  await openAlbums(page, 'sharee@example.com');
  await ownTiles(page).filter({ hasText: 'Best of 2026' }).click();
  await expect(page.getByText('102 photos', { exact: true })).toBeVisible();
  await startSelecting(page);
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: / selected$/ })).toHaveText('102 selected');
  const download = toolbar(page).getByRole('button', { name: 'Download' });
  await expect(download).toHaveAttribute('aria-disabled', 'true');
  await expect(download).toHaveAccessibleDescription('Up to 100 photos can be downloaded at a time');
  await firstGrid(page).getByRole('gridcell').first().click(); // 101
  await firstGrid(page).getByRole('gridcell').nth(1).click(); // 100
  await expect(download).not.toHaveAttribute('aria-disabled', 'true');
});

test.describe
  .serial('changing own albums (albums@example.com): every screen shows the truth without a reload', () => {
  test('renaming: "<b>" and 300 characters are refused, a failed save keeps the name typed, then the tile and the screen show it', async ({
    page,
  }) => {
    await openAlbums(page, ALBUMS);
    const tabBefore = await albumsTabCount(page);
    const first = ownTiles(page).first();
    await first.click();
    await albumName(page).getByRole('button').click();
    const field = page.getByRole('textbox', { name: 'Album name' });
    await field.fill('<b>');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name not valid')).toBeVisible();
    await expectNoAxeViolations(page);
    await field.fill('a'.repeat(300));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name too long: at most 255 characters')).toBeVisible();
    await expect(field).toBeFocused();

    await addFault(page.request, {
      method: 'PATCH',
      path: '/photo/albums/*',
      account: ALBUMS,
      times: 1,
      fault: { status: 503 },
    });
    await field.fill('Trip to the sea');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unable to save changes. Please try again')).toBeVisible();
    await expect(field).toHaveValue('Trip to the sea');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(albumName(page).getByRole('button', { name: 'Trip to the sea' })).toBeVisible();
    await page.getByRole('link', { name: 'My albums' }).click();
    await expect(ownTiles(page).filter({ hasText: 'Trip to the sea' })).toHaveCount(1);
    expect(await albumsTabCount(page)).toBe(tabBefore);
    await ownTile(page, 'Trip to the sea').getByRole('link').click();
    await expect(albumName(page).getByRole('button', { name: 'Trip to the sea' })).toBeVisible();
  });

  test('adding photos (a failed request first), deleting one from the library, removing from the album: tile, cover and album follow', async ({
    page,
  }) => {
    // Five changes in a row, each checked on three screens: 25 s alone, near 50 s on a busy 2-core machine.
    test.setTimeout(120_000);
    await openAlbums(page, ALBUMS);
    const favourites = ownTile(page, 'Favourites');
    await expect(favourites).toContainText('0 photos');
    await expect(favourites.locator('img')).toHaveCount(0); // the placeholder
    await favourites.getByRole('link').click();
    await expect(page.getByText('Your album is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Add photos' }).click();
    const picker = page.getByRole('dialog', { name: 'Add photos to Favourites' });
    await expect(picker.getByRole('grid').first().getByRole('img').first()).toBeVisible();
    for (let slot = 0; slot < 3; slot++)
      await picker.getByRole('grid').first().getByRole('gridcell').nth(slot).click();
    await expectNoAxeViolations(page);

    // The service fails: the picker says so and keeps the choice; nothing was added. (A dropped connection is
    // a unit test: Chromium sends a request again by itself when a kept-alive connection drops.)
    await addFault(page.request, {
      method: 'POST',
      path: '/photo/albums/*/photos',
      account: ALBUMS,
      times: 1,
      fault: { status: 503 },
    });
    await picker.getByRole('button', { name: 'Add 3 photos' }).click();
    await expect(picker.getByText('Error: Your photos could not be added to the album')).toBeVisible();
    await expect(picker.getByText('3 selected')).toBeVisible();
    await expect(page.getByText('Your album is empty')).toBeVisible();
    await picker.getByRole('button', { name: 'Add 3 photos' }).click();
    await expect(toast(page, '3 photos added to Favourites')).toBeVisible();
    await expect(page.getByText('3 photos', { exact: true }).first()).toBeVisible();
    await expect(firstGrid(page).getByRole('img')).toHaveCount(3);
    const added = await gridPhotoIds(page);

    // The list's tile: the count, and the cover is the album's newest photo (the first one shown).
    await page.getByRole('link', { name: 'My albums' }).click();
    await expect(favourites).toContainText('3 photos');
    await expect
      .poll(async () => photoIdOf(await favourites.locator('img').getAttribute('src')))
      .toBe(added[0]);

    // The picker's first photo is the timeline's first: deleting it from the library takes it out of the album.
    await page.getByRole('link', { name: /^Photos\s*[\d,]+$/ }).click();
    await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
    await startSelecting(page);
    await firstGrid(page).getByRole('gridcell').first().click();
    await toolbar(page).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 1 photo?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toolbar(page)).toHaveCount(0);
    await albumsTab(page).click();
    await expect(favourites).toContainText('2 photos');
    await favourites.getByRole('link').click();
    await expect(page.getByText('2 photos', { exact: true }).first()).toBeVisible();
    await expect(firstGrid(page).getByRole('img')).toHaveCount(2);
    const left = await gridPhotoIds(page);
    expect(added).toEqual(expect.arrayContaining(left));

    // Removing: one failure is retried and the photo goes.
    await addFault(page.request, {
      method: 'DELETE',
      path: '/photo/albums/*/photos',
      account: ALBUMS,
      times: 1,
      fault: { status: 503 },
    });
    await startSelecting(page);
    await firstGrid(page).getByRole('gridcell').first().click();
    await toolbar(page).getByRole('button', { name: 'Delete from album' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove 1 photo from the album?' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete from album' }).click();
    await expect(page.getByText('1 photo', { exact: true }).first()).toBeVisible();
    await expect.poll(() => gridPhotoIds(page)).toEqual([left[1]]);

    // Failing for good: the spec's text, nothing shown as removed.
    await addFault(page.request, {
      method: 'DELETE',
      path: '/photo/albums/*/photos',
      account: ALBUMS,
      times: 3, // the first try and both retries of the chunk
      fault: { status: 503 },
    });
    await startSelecting(page);
    await firstGrid(page).getByRole('gridcell').first().click();
    await toolbar(page).getByRole('button', { name: 'Delete from album' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete from album' }).click();
    await expect(page.getByText('Error: Your photo could not be removed from the album')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('1 photo', { exact: true }).first()).toBeVisible();

    // The tile follows the removal: one photo, and that one is the cover.
    await page.getByRole('link', { name: 'My albums' }).click();
    await expect(favourites).toContainText('1 photo');
    await expect
      .poll(async () => photoIdOf(await favourites.locator('img').getAttribute('src')))
      .toBe(left[1]);
    await page.reload();
    await expect(favourites).toContainText('1 photo');
  });

  test('deleting an album: the confirmation, a failure, then the toast and the list and tab counts follow', async ({
    page,
  }) => {
    await openAlbums(page, ALBUMS);
    await expect(albumsTab(page)).toBeVisible();
    const before = await albumsTabCount(page);
    const tile = ownTiles(page).first();
    const name = (await tile.textContent())!.trim();
    await tile.click();
    await page.getByRole('button', { name: 'Delete album' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This will delete the album but not the photos within the album.');
    await addFault(page.request, {
      method: 'DELETE',
      path: '/photo/albums/*',
      account: ALBUMS,
      times: 1,
      fault: { status: 500 },
    });
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(dialog.getByText('Unable to remove album. Please try again')).toBeVisible();
    await expect(toast(page, `${name} album deleted`)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(toast(page, `${name} album deleted`)).toBeVisible();
    await expect(page).toHaveURL(/\/my-photos\/albums\?/);
    await expect(ownTiles(page).filter({ hasText: name })).toHaveCount(0);
    await expect(albumsTab(page)).toContainText(String(before - 1));
  });

  test('copying: a new album opens with the photo, the tab counts it; copying into it again updates tile and album', async ({
    page,
  }) => {
    await signIn(page, ALBUMS, { path: `/my-photos/photos${FLAGS}` });
    await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
    await expect(albumsTab(page)).toBeVisible();
    const tabBefore = await albumsTabCount(page);
    await startSelecting(page);
    await firstGrid(page).getByRole('gridcell').first().click();
    await toolbar(page).getByRole('button', { name: 'Copy to album' }).click();
    const modal = page.getByRole('dialog', { name: 'Copy to album' });
    await modal.getByRole('button', { name: 'New album' }).click();
    await modal.getByRole('textbox', { name: 'Album name' }).fill('Copied here');
    await modal.getByRole('button', { name: 'Create album' }).click();
    await expect(page).toHaveURL(/\/my-photos\/albums\/[^/?]+/);
    await expect(albumName(page).getByRole('button', { name: 'Copied here' })).toBeVisible();
    await expect(page.getByText('1 photo', { exact: true }).first()).toBeVisible();
    await expect(toast(page, 'Photos copied to Copied here')).toBeVisible();
    await expect(albumsTab(page)).toContainText(String(tabBefore + 1));

    // The list was loaded by the modal; copying a second photo into the album must show in tile and album.
    await page.getByRole('link', { name: /^Photos\s*[\d,]+$/ }).click();
    await expect(firstGrid(page).getByRole('img').first()).toBeVisible();
    await startSelecting(page);
    await firstGrid(page).getByRole('gridcell').nth(1).click();
    await toolbar(page).getByRole('button', { name: 'Copy to album' }).click();
    await modal.getByRole('button', { name: /^Copied here/ }).click();
    await expect(toast(page, 'Photos copied to Copied here').last()).toBeVisible();
    await albumsTab(page).click();
    await expect(ownTile(page, 'Copied here')).toContainText('2 photos');
    await ownTile(page, 'Copied here').getByRole('link').click();
    await expect(page.getByText('2 photos', { exact: true }).first()).toBeVisible();
    await expect(firstGrid(page).getByRole('img')).toHaveCount(2);
    expect(await albumsTabCount(page)).toBe(tabBefore + 1);
  });
});

test.describe.serial('shared albums seen from both accounts (sharer@ and sharee@)', () => {
  const OWNER = 'sharer@example.com';
  const PARTICIPANT = 'sharee@example.com';
  const sharedMeta = (page: Page) => page.getByText(/^Shared by |^Shared with \d/);

  /** Opens the shared albums of `email` one by one until `match` shows; returns its name, count and address. */
  async function findShared(page: Page, email: string, match: RegExp) {
    await openAlbums(page, email);
    await expect(sharedTiles(page).first()).toBeVisible();
    const count = await sharedTiles(page).count();
    for (let index = 0; index < count; index++) {
      await sharedTiles(page).nth(index).click();
      await expect(page.getByText('Shared albums are no longer supported')).toBeVisible();
      await expect(sharedMeta(page)).toBeVisible();
      if (match.test((await sharedMeta(page).textContent()) ?? '')) {
        await expect(page.getByText(/^\d[\d,]* photos?$/).first()).toBeVisible();
        return {
          name: (await albumName(page).textContent())!.trim(),
          count: await shownCount(page),
          path: new URL(page.url()).pathname,
        };
      }
      await page.getByRole('link', { name: 'My albums' }).click();
      await expect(sharedTiles(page).first()).toBeVisible();
    }
    throw new Error(`no shared album of ${email} shows ${match}`);
  }

  test('the owner sees how many people and opens the list; a participant sees the owner', async ({
    page,
    browser,
  }) => {
    await findShared(page, OWNER, /^Shared with 3 people$/);
    await page.getByRole('button', { name: 'See who it is shared with' }).click();
    const people = page.getByRole('dialog', { name: 'People in this album' });
    await expect(people.getByRole('listitem')).toHaveCount(3);
    await expect(people).toContainText(PARTICIPANT);
    await expectNoAxeViolations(page);
    await people.getByRole('button', { name: 'Close' }).click();
    await expect(people).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'See who it is shared with' })).toBeFocused();

    const other = await otherPage(browser);
    await findShared(other, PARTICIPANT, /^Shared by sharer@example\.com$/);
    await expect(other.getByRole('button', { name: 'See who it is shared with' })).toHaveCount(0);
    await expectNoAxeViolations(other);
    await other.context().close();
  });

  test("the owner's delete removes it for every participant", async ({ page, browser }) => {
    const album = await findShared(page, OWNER, /^Shared with \d+ (person|people)$/);
    await page.getByRole('button', { name: 'See who it is shared with' }).click();
    await expect(page.getByRole('dialog', { name: 'People in this album' })).toContainText(PARTICIPANT);
    await page.getByRole('button', { name: 'Close' }).click();
    await openAlbums(page, OWNER);
    const ownerTab = await albumsTabCount(page);
    await sharedTiles(page).filter({ hasText: album.name }).click();
    await page.getByRole('button', { name: 'Delete album' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This deletes the album for everyone it is shared with.');
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(toast(page, `${album.name} album deleted`)).toBeVisible();
    await expect(sharedTiles(page).filter({ hasText: album.name })).toHaveCount(0);
    await expect(albumsTab(page)).toContainText(String(ownerTab - 1));

    // Signed in as the participant: gone from the list, and its address finds nothing.
    const other = await otherPage(browser);
    await openAlbums(other, PARTICIPANT);
    await expect(sharedTiles(other).first()).toBeVisible();
    await expect(sharedTiles(other).filter({ hasText: album.name })).toHaveCount(0);
    await other.goto(`${album.path}${FLAGS}`);
    // Not found: says so and leads back, no Try again that could never work (issue 23).
    await expect(other.getByText('This album does not exist, or it has been deleted.')).toBeVisible();
    await expect(other.getByRole('link', { name: 'My albums' })).toBeVisible();
    await other.context().close();
  });

  test("a participant's delete removes it for them and takes their photos out of it, for the owner too", async ({
    page,
    browser,
  }) => {
    const album = await findShared(page, PARTICIPANT, /^Shared by sharer@example\.com$/);
    await page.getByRole('button', { name: 'Delete album' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'This removes the album for you, together with the photos you added to it.',
    );
    await dialog.getByRole('button', { name: 'Delete album' }).click();
    await expect(toast(page, `${album.name} album deleted`)).toBeVisible();
    await expect(sharedTiles(page).filter({ hasText: album.name })).toHaveCount(0);

    // Signed in as the owner: still there, without the participant and without their photos.
    const other = await otherPage(browser);
    await openAlbums(other, OWNER);
    await sharedTiles(other).filter({ hasText: album.name }).click();
    await expect(other.getByText(/^Shared with \d+ (person|people)$/)).toBeVisible();
    expect(await shownCount(other)).toBeLessThan(album.count);
    await other.getByRole('button', { name: 'See who it is shared with' }).click();
    const people = other.getByRole('dialog', { name: 'People in this album' });
    await expect(people.getByRole('listitem').first()).toBeVisible();
    await expect(people).not.toContainText(PARTICIPANT);
    await other.context().close();
  });
});
