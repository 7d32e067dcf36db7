import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * The third-party scripts (account-area.md section 1) and the cookie-consent decision: the mock serves small
 * stand-ins at /vendor/*.js (mock-server/vendor/scripts.ts); its consent script announces the code of the
 * `cookie_consent` cookie. Each test sets its own cookie in its own browser context. Read-only (demo@example.com).
 */

const PHOTOS = '/my-photos/photos';

async function openWithConsent(page: Page, code: string | undefined) {
  if (code !== undefined) {
    await page
      .context()
      .addCookies([{ name: 'cookie_consent', value: code, domain: 'localhost', path: '/' }]);
  }
  await signIn(page, 'demo@example.com', { path: PHOTOS });
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
}

/** The third-party scripts the page added, once the consent script has run. */
async function loadedScripts(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as any).vendorScripts?.consent);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map(
      (s) => s.dataset.thirdParty ?? '',
    ),
  );
}

const cases: Array<[string, string[]]> = [
  ['00', ['consent', 'chat']],
  ['01', ['consent', 'chat']],
  ['10', ['consent', 'chat', 'analytics', 'sessionTracking', 'feedbackSurvey']],
  ['11', ['consent', 'chat', 'analytics', 'sessionTracking', 'feedbackSurvey']],
];

for (const [code, expected] of cases) {
  test(`consent code ${code} loads exactly the scripts it allows`, async ({ page }) => {
    await openWithConsent(page, code);
    await expect.poll(() => loadedScripts(page)).toEqual(expected);
    if (expected.includes('feedbackSurvey')) {
      await page.waitForFunction(() => (window as any).vendorScripts?.feedbackSurvey);
      expect(await page.evaluate(() => (window as any).vendorScripts.feedbackSurvey.form)).toBe(
        'account-feedback-en',
      );
    }
  });
}

test('a consent code that is not 00, 01, 10 or 11 is rejected and loads nothing', async ({ page }) => {
  const rejected = page.waitForEvent('console', (m) => m.text().includes('Ignoring the cookie-consent code'));
  await openWithConsent(page, '2x');
  await rejected;
  expect(await loadedScripts(page)).toEqual(['consent']);
});

test('without a consent decision only the consent script loads', async ({ page }) => {
  await openWithConsent(page, undefined);
  expect(await loadedScripts(page)).toEqual(['consent']);
  expect(await page.evaluate(() => Object.keys((window as any).vendorScripts))).toEqual(['consent']);
});

test('a vendor script that fails to load does not break the page', async ({ page }) => {
  await page.route('**/vendor/chat.js', (route) => route.abort('connectionrefused'));
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const warned = page.waitForEvent('console', (m) => m.text().includes('third-party script chat'));
  await openWithConsent(page, '11');
  await warned;
  await page.waitForFunction(() => (window as any).vendorScripts?.analytics);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});
