import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn, submitSignInForm } from './helpers/auth';

/**
 * Albums at scale (issue 13) on bigalbums@example.com: 200 albums, the newest ("Family archive") of 10,000
 * photos. The spec only reads; no other spec reads this account. Timings are the benchmark's
 * (scripts/bench/albums.mjs); here: what is asked for, and what shows.
 */

const BIG = 'bigalbums@example.com';
const FLAGS = '?PhotoManagementAlbumViewEnabled=true';
const LIST_REQUEST = /\/photo\/albums\?/;
const BIG_ALBUM = 'Family archive';

const ownTiles = (page: Page) => page.getByRole('region', { name: 'Your albums' }).getByRole('link');

/** The album list requests (GET /albums) `page` makes from now on, as their query parameters. */
function listRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'GET' && LIST_REQUEST.test(request.url()))
      seen.push(new URL(request.url()).searchParams);
  });
  return seen;
}

test('the list of 200 albums shows its first page only, and Show more albums asks for the next page by cursor', async ({
  page,
}) => {
  const requests = listRequests(page);
  await signIn(page, BIG, { path: `/my-photos/albums${FLAGS}` });
  await expect(ownTiles(page).first()).toHaveAccessibleName(BIG_ALBUM);
  await expect(ownTiles(page)).toHaveCount(49); // the New album tile takes the 50th place
  expect(requests.map((query) => [query.get('limit'), query.get('cursor')])).toEqual([['49', null]]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Show more albums' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Show more albums' }).click();
  await expect(ownTiles(page)).toHaveCount(99);
  await expect(page).toHaveURL(/[?&]pages=2/);
  expect(requests).toHaveLength(2);
  expect(requests[1]?.get('limit')).toBe('50');
  expect(requests[1]?.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
});

test('the 10,000-photo album opens with its count and its first photos, asking only for the pages shown', async ({
  page,
}) => {
  await signIn(page, BIG, { path: `/my-photos/albums${FLAGS}` });
  const photoPages: string[] = [];
  page.on('request', (request) => {
    if (/\/photo\/albums\/[^/?]+\/photos/.test(request.url())) photoPages.push(request.url());
  });
  await ownTiles(page).first().click();
  await expect(page.getByText('10,000 photos', { exact: true })).toBeVisible();
  await expect(page.getByRole('grid').first().getByRole('img').first()).toBeVisible();
  // A screen of photos needs a few pages of 24, never the album's 417.
  expect(photoPages.length).toBeGreaterThan(0);
  expect(photoPages.length).toBeLessThan(10);
  await expectNoAxeViolations(page);
});

test('the album count is written the channel locale’s way: 10.000 Fotos on albelli.de', async ({
  page,
  baseURL,
}) => {
  const german = baseURL!.replace('//localhost', '//albelli-de.localhost');
  await page.goto(`${german}/my-photos/albums${FLAGS}`);
  await submitSignInForm(page, BIG);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.getByRole('link', { name: BIG_ALBUM }).click();
  await expect(page.getByText('10.000 Fotos', { exact: true })).toBeVisible();
});

test('the 10,000-photo album holds a window of pages: far down and back to the top, its first photos are asked for again, once', async ({
  page,
}) => {
  await signIn(page, BIG, { path: `/my-photos/albums${FLAGS}` });
  const cursors: (string | null)[] = [];
  page.on('request', (request) => {
    if (/\/photo\/albums\/[^/?]+\/photos/.test(request.url()))
      cursors.push(new URL(request.url()).searchParams.get('cursor'));
  });
  await ownTiles(page).first().click();
  await expect(page.locator('[data-section="page-0"] img').first()).toBeVisible();
  expect(cursors.filter((cursor) => cursor === null)).toHaveLength(1);

  // About a ninth of the way down: past page 40 of 417, twice the window of 20 pages (ADR 058).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.11));
  // The sections showing photos are all past page 40 (the top ones left the page, the deep ones loaded).
  const sectionsWithPhotos = () =>
    page
      .locator('[data-section]')
      .filter({ has: page.locator('img') })
      .evaluateAll((sections) =>
        sections.map((section) => Number(section.getAttribute('data-section')!.slice(5))),
      );
  await expect
    .poll(
      async () => {
        const indexes = await sectionsWithPhotos();
        return indexes.length > 0 ? Math.min(...indexes) : -1;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(40);
  // Each page on the way asked for once, by the cursor the page before gave.
  expect(new Set(cursors).size).toBe(cursors.length);

  const before = cursors.length;
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-section="page-0"] img').first()).toBeVisible();
  await expect(page.getByText('10,000 photos', { exact: true })).toBeVisible();
  // Page 0 had been let go: asked for again, once, and the window jumped there instead of walking back.
  const back = cursors.slice(before);
  expect(back.filter((cursor) => cursor === null)).toHaveLength(1);
  expect(back.length).toBeLessThan(5);
});
