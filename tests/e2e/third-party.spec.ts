import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * The third-party scripts (account-area.md section 1) and the cookie-consent decision in a real document: the mock
 * serves small stand-ins at /vendor/*.js (mock-server/vendor/scripts.ts); its consent script announces the code of
 * the `cookie_consent` cookie. Each test sets its own cookie in its own browser context. Which scripts a code
 * allows, a refused code and the overview's experience per consent are vitest's (consent.test.ts,
 * third-party-scripts.test.tsx, overview-page.test.tsx). Read-only (demo@example.com, empty@example.com).
 */

const PHOTOS = '/my-photos/photos';

async function setConsent(page: Page, code: string | undefined) {
  if (code !== undefined) {
    await page
      .context()
      .addCookies([{ name: 'cookie_consent', value: code, domain: 'localhost', path: '/' }]);
  }
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

test('consent code 11 loads every script it allows, the survey gets its form, and a vendor script that fails to load does not break the page', async ({
  page,
}) => {
  await page.route('**/vendor/chat.js', (route) => route.abort('connectionrefused'));
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const warned = page.waitForEvent('console', (m) => m.text().includes('third-party script chat'));
  await setConsent(page, '11');
  await signIn(page, 'demo@example.com', { path: PHOTOS });
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await warned;
  // The chat's script was removed when it failed; the others ran.
  await expect
    .poll(() => loadedScripts(page))
    .toEqual(['consent', 'analytics', 'sessionTracking', 'feedbackSurvey', 'abTest']);
  await page.waitForFunction(() => (window as any).vendorScripts?.feedbackSurvey);
  expect(await page.evaluate(() => (window as any).vendorScripts.feedbackSurvey.form)).toBe(
    'account-feedback-en',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});

/**
 * The A/B test sample-test (control or A) runs on the overview (ADR 056) with marketing consent only: the ab-test
 * service (the mock pins demo@ to A and empty@ to control) chooses, experience A shows the photo library above the
 * latest orders, and the A/B tool's tag (the stand-in /vendor/ab-test.js) is told which experience was shown.
 */
test.describe('the A/B test sample-test on the overview', () => {
  const sectionHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

  async function openOverview(page: Page, email: string, code: string | undefined) {
    const offers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ab-test/offers/')) offers.push(new URL(request.url()).pathname);
    });
    await setConsent(page, code);
    await signIn(page, email, { path: '/' });
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    return offers;
  }

  for (const [email, variant, first] of [
    ['demo@example.com', 'A', 'My photo library'],
    ['empty@example.com', 'control', 'Latest orders'],
  ] as const) {
    test(`with marketing consent (01) ${email} sees the experience the service chose (${variant}), and only the chat and the A/B tag load`, async ({
      page,
    }) => {
      const offers = await openOverview(page, email, '01');
      await page.waitForFunction(() => (window as any).vendorScripts?.abTest?.displayed?.length > 0);
      expect(await page.evaluate(() => (window as any).vendorScripts.abTest.displayed)).toEqual([
        { mbox: 'sample-test', variant },
      ]);
      await expect(page.locator('[data-experience]')).toHaveAttribute('data-experience', variant);
      await expect(sectionHeadings(page).first()).toHaveText(first);
      expect(offers).toEqual(['/ab-test/offers/sample-test']);
      await expect.poll(() => loadedScripts(page)).toEqual(['consent', 'chat', 'abTest']);
      await expectNoAxeViolations(page);
      if (email === 'empty@example.com') {
        // An account without photos: My photos shows the empty state.
        await page
          .getByRole('navigation', { name: 'Account menu' })
          .getByRole('link', { name: 'Photos' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
        await expect(page.getByText('Your photo library is empty')).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  test('without a consent decision only the consent script loads, and nothing of the A/B test: the overview shows control', async ({
    page,
  }) => {
    const offers = await openOverview(page, 'demo@example.com', undefined);
    expect(await loadedScripts(page)).toEqual(['consent']);
    expect(await page.evaluate(() => Object.keys((window as any).vendorScripts))).toEqual(['consent']);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-experience]')).toHaveAttribute('data-experience', 'control');
    await expect(sectionHeadings(page).first()).toHaveText('Latest orders');
    expect(offers).toEqual([]);
    expect(await page.locator('script[data-third-party="abTest"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as any).abTestQueue)).toBeUndefined();
  });
});
