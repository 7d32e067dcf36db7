import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';

/**
 * A browser that blocks site data (account-area.md section 5: "Local storage must be writable, else the
 * cookies-required page shows"). Chromium with site data blocked throws a SecurityError on any access to
 * window.localStorage; an init script does the same before the page's own scripts run. Signed out, no data.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
});

test('with site data blocked, the page asks to enable site data and cookies instead of signing in', async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/my-photos/photos');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Please enable site data and cookies' }),
  ).toBeVisible();
  await expect(page.getByText('Your browser is blocking this site from storing data.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // No redirect to the identity provider: sign-in could not keep its state.
  await expect(page).not.toHaveURL(/\/oidc\//);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});
