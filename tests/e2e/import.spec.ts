import { devices, expect, test, type Page, type Response } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn, submitSignInForm } from './helpers/auth';

/**
 * The import modal (add photos from the device, or by QR code) against the mock backend.
 * Accounts: demo@example.com is in "variant 1" of A/B test CRO-1304 (the QR tab shows), empty@example.com in its
 * control group. Uploads change an account's photos, so they go to an account no other spec counts or deletes,
 * failing@example.com (its scenario is about exports and archives, not uploads), one upload test after the other
 * (both count its June 2019). Not business@example.com: delete.spec.ts deletes all of its photos, and an upload
 * that landed between that delete and its check made both tests fail. Counts are compared with the account's own
 * timeline before each upload, so a re-run against the same mock passes too.
 */

const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;
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

async function openPhotos(page: Page, email: string, search = '') {
  await signIn(page, email, { path: `${PHOTOS_PATH}${search}` });
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

test('the add-photos button opens the import; photos are chosen, counted and removed, a text file is refused', async ({
  page,
}) => {
  await openPhotos(page, 'demo@example.com');
  const addPhotos = page.getByRole('button', { name: 'Add photos' });
  await addPhotos.focus();
  await page.keyboard.press('Enter');
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
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
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('dropping files on the drop zone adds the photos and refuses the rest by name', async ({ page }) => {
  await openPhotos(page, 'demo@example.com');
  await openImport(page);
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
  const zone = importDialog(page)
    .locator('div')
    .filter({ hasText: 'Drag and drop your photos here' })
    .filter({ has: page.getByRole('button', { name: 'Choose photos' }) })
    .last();
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
  await expect(importDialog(page).getByText('1 selected')).toBeVisible();
  await expect(chosenNames(page)).toHaveText(['dropped.png']);
  await expect(importDialog(page).getByRole('alert')).toContainText(
    'invoice.pdf: only HEIC, JPEG and PNG photos can be uploaded',
  );
});

test.describe.serial('uploading (failing@example.com)', () => {
  test('Next uploads the chosen photos, the modal closes and they appear in their months', async ({
    page,
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
    await chooseFiles(page, [
      { name: 'june-1.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#a33') },
      { name: 'june-2.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#3a3') },
      { name: 'IMG_0042.HEIC', mimeType: '', buffer: heicBytes() },
    ]);
    await expect(importDialog(page).getByText('3 selected')).toBeVisible();
    const after = timelineOf(page.waitForResponse(TIMELINE_RESPONSE));
    await importDialog(page).getByRole('button', { name: 'Next' }).click();
    await expect(importDialog(page)).toHaveCount(0);
    await expect(page.getByText('3 photos uploaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add photos' })).toBeFocused();

    // The server has them, and the page shows what the server has without a reload.
    const updated = await after;
    expect(countOf(updated, 2019, 6)).toBe(june + 2);
    expect(countOf(updated, 1970, 1)).toBe(unknown + 1);
    await expect(photosTab(page)).toHaveText(new RegExp(`Photos\\s*${(total + 3).toLocaleString('en-GB')}$`));
    const section = await scrollToMonth(page, 'June 2019');
    await expect(section.getByText(`${june + 2} photos`)).toBeVisible();
    await expect(section.getByRole('grid', { name: 'June 2019' }).getByRole('img')).toHaveCount(june + 2);
    await expect(section.getByRole('img').first()).toHaveJSProperty('complete', true);

    // Nothing is left to upload the next time.
    await page.getByRole('button', { name: 'Add photos' }).click();
    await expect(importDialog(page).getByText('0 selected')).toBeVisible();
  });

  test('an upload that fails keeps the chosen photos with the reason, and Next tries again', async ({
    page,
    request,
  }) => {
    const email = UPLOADS;
    const fault = await request.post(`${MOCK_URL}/__mock/faults`, {
      data: { method: 'POST', path: '/storage/uploads', account: email, times: 2, fault: { status: 503 } },
    });
    expect(fault.ok()).toBe(true);
    const before = timelineOf(page.waitForResponse(TIMELINE_RESPONSE));
    await openPhotos(page, email);
    const june = countOf(await before, 2019, 6);

    await openImport(page);
    await chooseFiles(page, [
      { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#135') },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await takenJune2019('#531') },
    ]);
    const dialog = importDialog(page);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      '2 photos could not be uploaded. They are still in the list: press Next to try again.',
    );
    await expect(chosenNames(page)).toHaveText(['first.jpg', 'second.jpg']);
    await expect(dialog.getByText('Not uploaded: something went wrong on our side. Try again.')).toHaveCount(
      2,
    );
    await expect(dialog.getByText('2 selected')).toBeVisible();
    await expectNoAxeViolations(page);

    // The fault was for two requests only: the retry goes through (slowed down, to see its progress).
    const slow = await request.post(`${MOCK_URL}/__mock/faults`, {
      data: {
        method: 'POST',
        path: '/storage/uploads',
        account: email,
        times: 2,
        fault: { latencyMs: 1500 },
      },
    });
    expect(slow.ok()).toBe(true);
    const after = timelineOf(page.waitForResponse(TIMELINE_RESPONSE));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading photos' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove first.jpg' })).toBeDisabled();
    await expect(dialog).toHaveCount(0);
    expect(countOf(await after, 2019, 6)).toBe(june + 2);
  });
});

/** A cookie-consent decision (code 11: analytics and marketing) for `host`: the A/B tests run with marketing only. */
async function consentToMarketing(page: Page, host = 'localhost') {
  await page.context().addCookies([{ name: 'cookie_consent', value: '11', domain: host, path: '/' }]);
}

test.describe('the QR-code tab', () => {
  test('shows a QR code of the channel upload address for a user in variant 1 on a desktop', async ({
    page,
  }) => {
    await consentToMarketing(page);
    const offer = page.waitForResponse(/\/ab-test\/offers\/CRO-1304$/);
    await openPhotos(page, 'demo@example.com');
    await openImport(page);
    expect(await (await offer).json()).toEqual({ mbox: 'CRO-1304', variant: 'variant 1' });
    // The A/B tool is told which experience was shown (issue 23: CRO-1304 was never reported).
    await page.waitForFunction(() =>
      // oxlint-disable-next-line typescript/no-explicit-any -- the vendor stand-in's global
      ((window as any).vendorScripts?.abTest?.displayed ?? []).some(
        (shown: { mbox: string }) => shown.mbox === 'CRO-1304',
      ),
    );
    expect(
      // oxlint-disable-next-line typescript/no-explicit-any -- the vendor stand-in's global
      await page.evaluate(() => (window as any).vendorScripts.abTest.displayed),
    ).toContainEqual({ mbox: 'CRO-1304', variant: 'variant 1' });
    const dialog = importDialog(page);
    await expect(dialog.getByRole('tab', { name: 'My device' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: 'QR code' }).click();
    const code = dialog.getByRole('img', { name: 'QR code to upload photos from your phone' });
    await expect(code).toBeVisible();
    await expect(code).toHaveJSProperty('complete', true);
    expect(Number(await code.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
    // localhost is the bonusprint-gb channel: the second group's URL.
    await expect(dialog.getByText(`${MOCK_URL}/qr-upload/bonusprint?channel=bonusprint-gb`)).toBeVisible();
    await expect(dialog.getByText('0 selected')).toBeVisible();
    await expectNoAxeViolations(page);
    // Arrow keys move between the tabs.
    await dialog.getByRole('tab', { name: 'QR code' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('tab', { name: 'My device' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: 'Choose photos' })).toBeVisible();
  });

  test('tells when the channel has no QR upload address', async ({ page, baseURL }) => {
    // albelli-it is in none of the three channel groups of the QR upload base URL; its customers read Italian.
    await consentToMarketing(page, 'albelli-it.localhost');
    await page.goto(`${baseURL!.replace('//localhost', '//albelli-it.localhost')}${PHOTOS_PATH}`);
    await expect(page).toHaveURL(/\/oidc\//);
    await submitSignInForm(page, 'demo@example.com');
    await expect(page).toHaveURL(/albelli-it\.localhost.*\/my-photos\/photos/);
    await page.getByRole('button', { name: 'Aggiungi foto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi foto' });
    await expect(dialog.getByRole('button', { name: 'Scegli le foto' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Codice QR' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Non esiste un indirizzo di caricamento tramite codice QR per questo negozio',
    );
    await expect(dialog.getByRole('img')).toHaveCount(0);
  });

  test('is not offered when the QR upload flag is off', async ({ page }) => {
    await openPhotos(page, 'demo@example.com', '?PhotoManagementQrCodeUploadEnabled=false');
    await openImport(page);
    await expect(importDialog(page).getByRole('tab')).toHaveCount(0);
  });

  test('is not offered to the control group of CRO-1304', async ({ page }) => {
    await consentToMarketing(page);
    const offer = page.waitForResponse(/\/ab-test\/offers\/CRO-1304$/);
    await openPhotos(page, 'empty@example.com');
    await openImport(page);
    expect(((await (await offer).json()) as { variant: string }).variant).toBe('control');
    await expect(importDialog(page).getByRole('tab')).toHaveCount(0);
  });

  test('is not offered, and the A/B test not asked, without marketing consent', async ({ page }) => {
    // Code 10: analytics only.
    await page
      .context()
      .addCookies([{ name: 'cookie_consent', value: '10', domain: 'localhost', path: '/' }]);
    let askedOffer = false;
    page.on('request', (request) => {
      if (request.url().includes('/ab-test/offers/')) askedOffer = true;
    });
    await openPhotos(page, 'demo@example.com');
    // The decision is made (the analytics stand-in loads with it) before the modal is judged.
    await page.waitForFunction(
      () => (window as { vendorScripts?: { analytics?: unknown } }).vendorScripts?.analytics,
    );
    await openImport(page);
    await expect(importDialog(page).getByRole('tab')).toHaveCount(0);
    expect(askedOffer).toBe(false);
  });

  test.describe('on a phone', () => {
    // Viewport, touch and user agent of a phone (the browser type cannot change inside a file).
    const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
    test.use(phone);

    test('is not offered, and the device tab works', async ({ page }) => {
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
});
