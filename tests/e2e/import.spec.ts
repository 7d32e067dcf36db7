import { devices, expect, test, type Page, type Response } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault, MOCK_URL } from './helpers/mock-control';

/**
 * The import modal (add photos from the device, or by QR code) against the mock backend, for what needs a real
 * browser: the system file picker, a drop on the drop zone, real uploads and the timeline after them, the QR code
 * drawn, the keyboard and focus, a phone's media query, and axe. Which users get the QR-code tab, what the A/B
 * tool is told and a channel without a QR upload address are in src/features/import/components/import-modal.test.tsx;
 * choosing and refusing files, sizes and the footer in import-modal-parts.test.tsx.
 * Accounts: demo@example.com is in "variant 1" of A/B test CRO-1304 (the QR tab shows with marketing consent).
 * Uploads change an account's photos, so they go to an account no other spec counts or deletes,
 * failing@example.com (its scenario is about exports and archives, not uploads), in one test (its June 2019 counted
 * before and after each upload). Not business@example.com: delete.spec.ts deletes all of its photos, and an upload
 * that landed between that delete and its check made both tests fail. Counts are compared with the account's own
 * timeline before the uploads, so a re-run against the same mock passes too.
 */

const PHOTOS_PATH = '/my-photos/photos';
const TIMELINE_RESPONSE = /\/photo\/users\/timeline$/;
/** The account the upload tests add photos to (see above). */
const UPLOADS = 'failing@example.com';

/** A small real JPEG, taken (EXIF DateTimeOriginal) on 15 June 2019. */
const takenJune2019 = (background: string) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'E2E' }, IFD2: { DateTimeOriginal: '2019:06:15 10:30:00' } })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#36c' } })
    .png()
    .toBuffer();
/** The first bytes of a HEIC file (an ISO-BMFF "ftyp" box of brand heic): the mock takes it as 4032 x 3024. */
const heicBytes = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 1)]);

type TimelineCounts = Record<string, Record<string, number>>;
const countOf = (timeline: TimelineCounts, year: number, month: number) => timeline[year]?.[month] ?? 0;
const timelineOf = async (response: Promise<Response>) => (await (await response).json()) as TimelineCounts;

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Add photos' });
const photosTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Photo library' }).getByRole('link').first();

async function openPhotos(page: Page, email: string) {
  await signIn(page, email, { path: PHOTOS_PATH });
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Add photos' }).click();
  await expect(importDialog(page)).toBeVisible();
  // The QR tab's A/B test answer decides the modal's content; wait for it.
  await expect(importDialog(page).getByRole('button', { name: 'Choose photos' })).toBeVisible();
}

/** Chooses files through the system file picker the "Choose photos" button opens. */
async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await importDialog(page).getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles(files);
}

const chosenNames = (page: Page) =>
  importDialog(page)
    .getByRole('list', { name: 'Chosen photos' })
    .getByRole('listitem')
    .locator('span:first-child');

/** Scrolls down until the month's section is rendered (sections far from the viewport hold no DOM). */
async function scrollToMonth(page: Page, heading: string) {
  const section = page
    .locator('[data-month]')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(section).toBeVisible({ timeout: 500 });
  }).toPass();
  return section;
}

/** A cookie-consent decision (code 11: analytics and marketing) for `host`: the A/B tests run with marketing only. */
async function consentToMarketing(page: Page, host = 'localhost') {
  await page.context().addCookies([{ name: 'cookie_consent', value: '11', domain: host, path: '/' }]);
}

/**
 * One page load for the modal as a desktop customer in variant 1 of CRO-1304 with marketing consent sees it (the
 * QR tab offered): opened by keyboard, photos chosen through the system file picker and dropped on the drop zone,
 * the refused files named, one removed by keyboard, the list kept after Escape, the QR code drawn, the arrow keys
 * between the tabs, and axe in each state. Nothing is uploaded. Which users get the tab (the flag, the A/B test's
 * control group, consent) and a channel without a QR upload address: src/features/import/components/import-modal.test.tsx.
 */
test('the import modal: opened by keyboard, photos chosen, dropped, refused and removed, kept after Escape; the QR code drawn, the tabs by arrow keys', async ({
  page,
}) => {
  await consentToMarketing(page);
  await openPhotos(page, 'demo@example.com');
  const addPhotos = page.getByRole('button', { name: 'Add photos' });
  await addPhotos.focus();
  await page.keyboard.press('Enter');
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
  // The QR tab's A/B test answer decides the modal's content; wait for it.
  await expect(dialog.getByRole('button', { name: 'Choose photos' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'My device' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Drag and drop your photos here')).toBeVisible();
  await expect(dialog.getByText('0 selected')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);

  const uploads: string[] = [];
  page.on('request', (request) => request.url().includes('/storage/uploads') && uploads.push(request.url()));
  await chooseFiles(page, [
    { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#c84') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shopping list') },
    { name: 'IMG_0001.HEIC', mimeType: '', buffer: heicBytes() },
    { name: 'drawing.png', mimeType: 'image/png', buffer: await smallPng() },
  ]);
  await expect(dialog.getByText('3 selected')).toBeVisible();
  await expect(chosenNames(page)).toHaveText(['beach.jpg', 'IMG_0001.HEIC', 'drawing.png']);
  await expect(dialog.getByRole('alert')).toContainText(
    'notes.txt: only HEIC, JPEG and PNG photos can be uploaded',
  );
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Removing one by keyboard: the focus moves to the next photo's Remove button.
  await dialog.getByRole('button', { name: 'Remove IMG_0001.HEIC' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove drawing.png' })).toBeFocused();

  // No automatic upload; closing keeps the list for the next time, and the focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(addPhotos).toBeFocused();
  await addPhotos.click();
  await expect(chosenNames(page)).toHaveText(['beach.jpg', 'drawing.png']);

  // Dropping files on the drop zone adds the photos and refuses the rest by name.
  const png = (await smallPng()).toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    // A DataTransfer made by script has no file-system entries (webkitGetAsEntry answers null), which react-aria
    // reads to tell files from folders; a real drop from the desktop has them. Give these files their entry.
    DataTransferItem.prototype.webkitGetAsEntry = function entry(this: DataTransferItem) {
      const file = this.getAsFile();
      return file ? ({ isFile: true, isDirectory: false, name: file.name } as FileSystemEntry) : null;
    };
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    transfer.items.add(new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }));
    return transfer;
  }, png);
  // The innermost element holding both the hint and the picker's button: the drop zone.
  const zone = dialog
    .locator('div')
    .filter({ hasText: 'Drag and drop your photos here' })
    .filter({ has: page.getByRole('button', { name: 'Choose photos' }) })
    .last();
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
  await expect(dialog.getByText('3 selected')).toBeVisible();
  await expect(chosenNames(page)).toHaveText(['beach.jpg', 'drawing.png', 'dropped.png']);
  await expect(dialog.getByRole('alert')).toContainText(
    'invoice.pdf: only HEIC, JPEG and PNG photos can be uploaded',
  );

  // The QR-code tab: the code drawn from the channel's upload address, the chosen photos still counted.
  await dialog.getByRole('tab', { name: 'QR code' }).click();
  const code = dialog.getByRole('img', { name: 'QR code to upload photos from your phone' });
  await expect(code).toBeVisible();
  await expect(code).toHaveJSProperty('complete', true);
  expect(Number(await code.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
  // localhost is the bonusprint-gb channel: the second group's URL.
  await expect(dialog.getByText(`${MOCK_URL}/qr-upload/bonusprint?channel=bonusprint-gb`)).toBeVisible();
  await expect(dialog.getByText('3 selected')).toBeVisible();
  await expectNoAxeViolations(page);
  // Arrow keys move between the tabs.
  await dialog.getByRole('tab', { name: 'QR code' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('tab', { name: 'My device' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Choose photos' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveCount(0);
  expect(uploads).toEqual([]);
});

/**
 * Uploads change the account's photos: failing@example.com (see the top of the file), one page load for both
 * attempts, in this order: photos that all go, then photos whose upload fails and goes on the second Next.
 */
test('uploading: Next uploads the chosen photos, the modal closes and they appear in their months; a failed upload keeps them with the reason and Next tries again', async ({
  page,
  request,
}) => {
  const before = timelineOf(page.waitForResponse(TIMELINE_RESPONSE));
  await openPhotos(page, UPLOADS);
  const timeline = await before;
  const june = countOf(timeline, 2019, 6);
  const unknown = countOf(timeline, 1970, 1);
  const total = Object.values(timeline)
    .flatMap((months) => Object.values(months))
    .reduce((a, b) => a + b, 0);
  await expect(photosTab(page)).toHaveText(new RegExp(`Photos\\s*${total.toLocaleString('en-GB')}$`));

  await openImport(page);
  const dialog = importDialog(page);
  await chooseFiles(page, [
    { name: 'june-1.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#a33') },
    { name: 'june-2.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#3a3') },
    { name: 'IMG_0042.HEIC', mimeType: '', buffer: heicBytes() },
  ]);
  await expect(dialog.getByText('3 selected')).toBeVisible();
  const after = timelineOf(page.waitForResponse(TIMELINE_RESPONSE));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('3 photos uploaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeFocused();

  // The server has them, and the page shows what the server has without a reload.
  const updated = await after;
  expect(countOf(updated, 2019, 6)).toBe(june + 2);
  expect(countOf(updated, 1970, 1)).toBe(unknown + 1);
  await expect(photosTab(page)).toHaveText(new RegExp(`Photos\\s*${(total + 3).toLocaleString('en-GB')}$`));
  const section = await scrollToMonth(page, 'June 2019');
  // The whole month in view: its rows far from the viewport hold no DOM either (a re-run has more than one row).
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(section.getByText(`${june + 2} photos`)).toBeVisible();
  await expect(section.getByRole('grid', { name: 'June 2019' }).getByRole('img')).toHaveCount(june + 2);
  await expect(section.getByRole('img').first()).toHaveJSProperty('complete', true);

  // Nothing is left to upload the next time.
  await page.getByRole('button', { name: 'Add photos' }).click();
  await expect(dialog.getByText('0 selected')).toBeVisible();

  // An upload that fails keeps the chosen photos with the reason.
  await addFault(request, {
    method: 'POST',
    path: '/storage/uploads',
    account: UPLOADS,
    times: 2,
    fault: { status: 503 },
  });
  await chooseFiles(page, [
    { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#135') },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#531') },
  ]);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '2 photos could not be uploaded. They are still in the list: press Next to try again.',
  );
  await expect(chosenNames(page)).toHaveText(['first.jpg', 'second.jpg']);
  await expect(dialog.getByText('Not uploaded: something went wrong on our side. Try again.')).toHaveCount(2);
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await expectNoAxeViolations(page);

  // The fault was for two requests only: the retry goes through (slowed down, to see its progress).
  await addFault(request, {
    method: 'POST',
    path: '/storage/uploads',
    account: UPLOADS,
    times: 2,
    fault: { latencyMs: 1500 },
  });
  const retried = timelineOf(page.waitForResponse(TIMELINE_RESPONSE));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading photos' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove first.jpg' })).toBeDisabled();
  await expect(dialog).toHaveCount(0);
  expect(countOf(await retried, 2019, 6)).toBe(june + 4);
});

/** On a phone the QR-code tab is not offered (a media query: only a real browser has one). */
test.describe('on a phone', () => {
  // Viewport, touch and user agent of a phone (the browser type cannot change inside a file).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('the QR-code tab is not offered, and the device tab works', async ({ page }) => {
    // With marketing consent: the phone is the only reason left for no tab.
    await consentToMarketing(page);
    let askedOffer = false;
    page.on('request', (request) => {
      if (request.url().includes('/ab-test/offers/')) askedOffer = true;
    });
    await openPhotos(page, 'demo@example.com');
    await openImport(page);
    await expect(importDialog(page).getByRole('tab')).toHaveCount(0);
    await chooseFiles(page, [{ name: 'phone.png', mimeType: 'image/png', buffer: await smallPng() }]);
    await expect(importDialog(page).getByText('1 selected')).toBeVisible();
    expect(askedOffer).toBe(false);
    await expectNoAxeViolations(page);
  });
});
