import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { settledPlace } from './helpers/place';

/**
 * The photo preview over the timeline, against the mock backend. demo@example.com: newest month October 2026
 * with 53 photos (24 a page), 12 photos without a date ("Unknown Date", the first section oldest first).
 */

const MONTH_REQUEST = /\/photo\/photos\/timeline\/(\d{4})\/(\d{1,2})(?:\?|$)/;

const preview = (page: Page) => page.getByRole('dialog', { name: 'Photo preview' });
const previewImage = (page: Page) => preview(page).getByRole('img');
const previewedId = (page: Page) => new URL(page.url()).pathname.split('/').pop();

/** The id of the photo in timeline cell `cell` ("2026/10|3"), from its thumbnail's URL. */
async function photoIdAt(page: Page, cell: string): Promise<string> {
  const src = await page.locator(`[data-cell="${cell}"] img`).first().getAttribute('src');
  return decodeURIComponent(/\/images\/([^/]+)\//.exec(src ?? '')![1]!);
}

async function openTimeline(page: Page, email = 'demo@example.com') {
  await signIn(page, email);
  await expect(page.getByRole('grid').first().getByRole('img').first()).toBeVisible();
}

const transformOf = (image: Locator) => image.evaluate((img) => getComputedStyle(img).transform);
/** The scale of a CSS matrix (1 when none). */
const scaleOf = (transform: string) =>
  transform === 'none' ? 1 : Number(/matrix\(([^,]+),/.exec(transform)?.[1] ?? 1);

test('opening a photo shows it full screen; closing returns to the same photo at the same place', async ({
  page,
}) => {
  await openTimeline(page);
  await page.mouse.wheel(0, 700);
  const september = page.getByRole('grid', { name: 'September 2026' });
  const cell = september.getByRole('gridcell').nth(7);
  await expect(cell.getByRole('img')).toBeVisible();
  // In view before the click (a click that first scrolls has its own test below).
  await cell.scrollIntoViewIfNeeded();
  await expect(cell).toBeInViewport({ ratio: 1 });
  // The timeline has saved its place after the scrolling stopped.
  await settledPlace(page);
  const cellId = (await cell.getAttribute('data-cell'))!;
  const id = await photoIdAt(page, cellId);
  const alt = await cell.getByRole('img').getAttribute('alt');
  const top = await cell.evaluate((element) => Math.round(element.getBoundingClientRect().top));

  await cell.click();
  await expect(preview(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${id}$`));
  await expect(previewImage(page)).toHaveAttribute('alt', alt!);
  await expect(previewImage(page)).toHaveAttribute('src', /\/1300\.jpg$/);
  await expect(previewImage(page)).toHaveJSProperty('complete', true);
  // A modal: the page behind does not scroll and is hidden from assistive technology (inert).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  expect(
    await page.evaluate(() => {
      const app = document.getElementById('root')!;
      return app.inert || app.getAttribute('aria-hidden') === 'true';
    }),
  ).toBe(true);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  const again = page.locator(`[data-cell="${cellId}"]`);
  await expect
    .poll(() => again.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(top);
  // Focus is back on the photo that opened the preview.
  await expect(again).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a reload of the preview shows the same photo, and closing it shows the timeline there', async ({
  page,
}) => {
  await openTimeline(page);
  await page.mouse.wheel(0, 700);
  const cell = page.getByRole('grid', { name: 'September 2026' }).getByRole('gridcell').nth(3);
  await expect(cell.getByRole('img')).toBeVisible();
  await cell.click();
  await expect(preview(page)).toBeVisible();
  const opened = previewedId(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => previewedId(page)).not.toBe(opened);
  const shown = previewedId(page)!;
  // The preview notes the photo it shows for a reload (session storage): wait for that, not for a fixed time.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('photos.preview.photo.v1')))
    .toContain(shown);
  await page.reload();
  await expect(preview(page)).toBeVisible();
  expect(previewedId(page)).toBe(shown);
  await expect(previewImage(page)).toHaveAttribute('src', new RegExp(`/images/${shown}/1300\\.jpg$`));
  await preview(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.locator(`[data-cell] img[src*="/images/${shown}/"]`)).toBeInViewport();
});

test('a photo that the opening click first scrolled into view is in the same place after a reload and close', async ({
  page,
}) => {
  await openTimeline(page);
  await page.mouse.wheel(0, 700);
  const cell = page.getByRole('grid', { name: 'September 2026' }).getByRole('gridcell').nth(3);
  await expect(cell.getByRole('img')).toBeAttached();
  // Below the fold: the click scrolls it into view in the same frame as it opens the preview.
  await expect(cell).not.toBeInViewport();
  await cell.click();
  await expect(preview(page)).toBeVisible();
  const opened = previewedId(page);
  const placeBefore = await page.locator(`[data-cell] img[src*="/images/${opened}/"]`).boundingBox();
  await page.reload();
  await expect(preview(page)).toBeVisible();
  await preview(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  const image = page.locator(`[data-cell] img[src*="/images/${opened}/"]`);
  await expect(image).toBeInViewport();
  await expect.poll(async () => Math.round((await image.boundingBox())!.y)).toBe(Math.round(placeBefore!.y));
});

/**
 * A click at `at` whose events carry the time stamp `timestamp` (seconds since the epoch): the preview counts a
 * second click within 200 ms as part of a double click, so the clicks' times are set, not left to how busy the
 * machine is.
 */
async function clickStamped(
  cdp: CDPSession,
  at: { x: number; y: number },
  timestamp: number,
  clickCount = 1,
) {
  for (const type of ['mousePressed', 'mouseReleased'] as const) {
    await cdp.send('Input.dispatchMouseEvent', { type, ...at, button: 'left', clickCount, timestamp });
  }
}

/**
 * One page load for what the preview does on a desktop from the top of the timeline (each was a test of its own,
 * each signing in and loading the timeline again): the arrows and keys, Back, zoom and pan, the next page of a month
 * past its last loaded photo, and oldest first across the undated photos. Downloading from the preview, and its
 * failure toast, are tested in downloads.spec.ts.
 */
test("moving through the photos in the timeline's order, zooming, and the next page past the last loaded photo", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const cursors: string[] = [];
  page.on('request', (request) => {
    const cursor = MONTH_REQUEST.test(request.url()) && new URL(request.url()).searchParams.get('cursor');
    if (cursor) cursors.push(cursor);
  });
  await openTimeline(page);

  await test.step("the arrows and the arrow keys move in the timeline's order; Back shows the photo shown last", async () => {
    const ids = await Promise.all([0, 1, 2].map((slot) => photoIdAt(page, `2026/10|${slot}`)));
    await page.locator('[data-cell="2026/10|0"]').click();
    await expect(preview(page)).toBeVisible();
    // The newest photo of the library has no previous one.
    await expect(preview(page).getByRole('button', { name: 'Previous photo' })).toHaveCount(0);
    await preview(page).getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => previewedId(page)).toBe(ids[1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => previewedId(page)).toBe(ids[2]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => previewedId(page)).toBe(ids[1]);
    await expect(preview(page).getByRole('button', { name: 'Previous photo' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Moving replaced the preview's history entry: Back returns to the timeline, and the photo shown last is
    // in view there.
    await preview(page).getByRole('button', { name: 'Back' }).click();
    await expect(preview(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
    await expect(page.locator('[data-cell="2026/10|1"]')).toBeInViewport();
    // ...and has the focus, not the photo that opened the preview (issue 23).
    await expect(page.locator('[data-cell="2026/10|1"]')).toBeFocused();
  });

  await test.step('a click zooms in to 2.5x where clicked, dragging pans, and another click zooms out', async () => {
    await page.locator('[data-cell="2026/10|0"]').click();
    const image = previewImage(page);
    await expect(image).toHaveJSProperty('complete', true);
    const box = (await image.boundingBox())!;
    const at = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.5 };
    // Each click 250 ms after the one before (past the double-click window), or later.
    let clickedAt = Date.now() / 1000;
    const nextClickAt = () => (clickedAt = Math.max(Date.now() / 1000, clickedAt + 0.25));
    await clickStamped(cdp, at, clickedAt);
    await expect.poll(async () => scaleOf(await transformOf(image))).toBe(2.5);
    await expect(preview(page).getByRole('button', { name: 'Zoom out' })).toBeVisible();
    const zoomedAt = await transformOf(image);
    await expectNoAxeViolations(page);

    // Dragging pans the zoomed photo (and does not move to another photo).
    const url = page.url();
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 150, at.y + 40, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => transformOf(image)).not.toBe(zoomedAt);
    expect(scaleOf(await transformOf(image))).toBe(2.5);
    expect(page.url()).toBe(url);

    await clickStamped(cdp, at, nextClickAt());
    await expect.poll(async () => transformOf(image)).toBe('matrix(1, 0, 0, 1, 0, 0)');

    // A double click (two clicks 50 ms apart) toggles once, not twice; the zoom button toggles too (keyboard users).
    const doubleAt = nextClickAt();
    await clickStamped(cdp, at, doubleAt);
    await clickStamped(cdp, at, doubleAt + 0.05, 2);
    await expect.poll(async () => scaleOf(await transformOf(image))).toBe(2.5);
    await preview(page).getByRole('button', { name: 'Zoom out' }).press('Enter');
    await expect.poll(async () => scaleOf(await transformOf(image))).toBe(1);
    await expect(preview(page).getByRole('button', { name: 'Zoom in' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(preview(page)).toHaveCount(0);
  });

  await test.step('past the last loaded photo of a month its next page loads', async () => {
    const october = page.getByRole('grid', { name: 'October 2026' });
    await expect(october.getByRole('gridcell', { name: 'Show 30 more photos' })).toBeVisible();
    await page.locator('[data-cell="2026/10|22"]').click();
    await expect(preview(page)).toBeVisible();
    // The 24th photo is loaded (behind the "+30" tile); the 25th needs the next page.
    const twentyThird = previewedId(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => previewedId(page)).not.toBe(twentyThird);
    expect(cursors).toHaveLength(0);
    const twentyFourth = previewedId(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => previewedId(page)).not.toBe(twentyFourth);
    expect(cursors).toHaveLength(1);
    await page.keyboard.press('Escape');
    // The timeline under it shows the same page: the "+N" tile, now further down, counts what is left.
    const tile = october.getByRole('gridcell', { name: 'Show 6 more photos' });
    await expect
      .poll(async () => {
        if ((await tile.count()) === 0) await page.mouse.wheel(0, 400);
        return tile.count();
      })
      .toBe(1);
    await expect(october.getByRole('gridcell', { name: /^Show \d+ more photos$/ })).toHaveCount(1);
  });

  await test.step('oldest first, the last undated photo is followed by the oldest month and back', async () => {
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest first' }).click();
    await expect(page.getByRole('grid').first()).toHaveAccessibleName('Unknown Date');
    const oldest = page.getByRole('grid').nth(1);
    await expect(oldest.getByRole('img').first()).toBeVisible();
    const lastUndated = await photoIdAt(page, '1970/1|11');
    const firstCell = (await oldest.getByRole('gridcell').first().getAttribute('data-cell'))!;
    const firstOfOldest = await photoIdAt(page, firstCell);

    await page.locator('[data-cell="1970/1|11"]').click();
    await expect(preview(page)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => previewedId(page)).toBe(firstOfOldest);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => previewedId(page)).toBe(lastUndated);
  });
});

/**
 * A one-finger drag on a touch screen (Chrome turns the touch events into pointer events). Every event carries
 * its own time stamp, `stepMs` apart, so the drag's speed does not depend on how busy the machine is.
 */
async function touchDrag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { steps = 10, stepMs = 16 } = {},
) {
  const start = Date.now() / 1000;
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', step: number, x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      timestamp: start + (step * stepMs) / 1000,
    });
  await send('touchStart', 0, from.x, from.y);
  for (let i = 1; i <= steps; i++) {
    await send(
      'touchMove',
      i,
      from.x + ((to.x - from.x) * i) / steps,
      from.y + ((to.y - from.y) * i) / steps,
    );
  }
  await send('touchEnd', steps + 1, to.x, to.y);
}

/**
 * Runs `drag` and waits until the preview has let go of it: the photo followed the finger (the stage's
 * data-dragging) and then sprang back. Whatever the release decides (move, close or nothing) is decided then.
 */
async function dragAndRelease(page: Page, drag: () => Promise<void>) {
  // The stage: the element around the photo that takes the pointer.
  await previewImage(page)
    .locator('xpath=..')
    .evaluate((stage) => {
      (window as unknown as { dragReleased: Promise<void> }).dragReleased = new Promise<void>((resolve) => {
        let dragging = false;
        const observer = new MutationObserver(() => {
          if (stage.hasAttribute('data-dragging')) dragging = true;
          // Released, or the preview is gone (the test then fails on what it sees).
          if ((dragging && !stage.hasAttribute('data-dragging')) || !stage.isConnected) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(stage, { attributes: true, attributeFilter: ['data-dragging'] });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });
  await drag();
  await page.evaluate(() => (window as unknown as { dragReleased: Promise<void> }).dragReleased);
}

test('on a phone: no arrows, a swipe past 35% of the width moves, a drag down past 35% closes', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await openTimeline(page);
  const ids = await Promise.all([0, 1].map((slot) => photoIdAt(page, `2026/10|${slot}`)));
  await page.locator('[data-cell="2026/10|0"]').tap();
  await expect(preview(page)).toBeVisible();
  await expect(previewImage(page)).toHaveJSProperty('complete', true);
  await expect(preview(page).getByRole('button', { name: 'Next photo' })).toBeHidden();
  await expectNoAxeViolations(page);

  const middle = { x: 187, y: 370 };
  // 25% of the width, slowly: the photo springs back.
  await dragAndRelease(page, () =>
    touchDrag(cdp, middle, { x: middle.x - 94, y: middle.y }, { steps: 12, stepMs: 40 }),
  );
  expect(previewedId(page)).toBe(ids[0]);
  // 40% of the width: the next photo.
  await touchDrag(cdp, { x: 300, y: 370 }, { x: 150, y: 375 });
  await expect.poll(() => previewedId(page)).toBe(ids[1]);
  // A short fast flick to the right: back to the previous photo.
  await touchDrag(cdp, { x: 120, y: 370 }, { x: 200, y: 370 }, { steps: 3, stepMs: 8 });
  await expect.poll(() => previewedId(page)).toBe(ids[0]);

  // A drag down of 25% of the height does not close; 40% does.
  await dragAndRelease(page, () =>
    touchDrag(cdp, { x: 187, y: 200 }, { x: 190, y: 385 }, { steps: 12, stepMs: 40 }),
  );
  await expect(preview(page)).toBeVisible();
  await touchDrag(cdp, { x: 187, y: 200 }, { x: 190, y: 500 });
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expectNoAxeViolations(page);
  await context.close();
});

test('a preview address opened in a new tab (nothing remembered there) shows the photo', async ({ page }) => {
  await openTimeline(page);
  // Not the newest month's first page: the preview looks for it month by month, page by page.
  await page.mouse.wheel(0, 900);
  const september = page.getByRole('grid', { name: 'September 2026' });
  await expect(september.getByRole('img').first()).toBeVisible();
  const cell = (await september.locator('[data-cell]').first().getAttribute('data-cell'))!;
  const id = await photoIdAt(page, cell);
  const tab = await page.context().newPage();
  await tab.goto(`/my-photos/photos/preview/${id}`);
  // Issue 23: it landed on the timeline.
  await expect(preview(tab)).toBeVisible();
  await expect(tab).toHaveURL(new RegExp(`/my-photos/photos/preview/${id}$`));
  await tab.close();

  // An unknown photo id redirects to the photos, with the search string kept.
  await page.goto('/my-photos/photos/preview/no-such-photo?hideHeaderNav=false');
  await expect(page).toHaveURL(/\/my-photos\/photos\?hideHeaderNav=false$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
});
