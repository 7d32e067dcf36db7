import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { expectSignInPage, signInThroughForm } from './helpers/auth';

/**
 * Signing in and out through the identity provider's redirects, in one journey of demo@example.com on a session of
 * its own: signing out ends the session's tokens at the identity provider (issue 12), and the stored one is shared
 * by the other tests of demo@example.com. A wrong password: app-shell.spec.ts.
 */
test('signing in shows My photos with its months and real thumbnails; the session survives a reload; a timeline that fails to load offers a retry; signing out removes both auth cookies', async ({
  page,
}) => {
  await signInThroughForm(page, 'demo@example.com', { checkSignInPage: true });

  await expect(page).toHaveURL(/\/my-photos\/photos/);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  // Month sections are headed "{Month} {year}" (the welcome banner's heading comes before them).
  const month = page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).first();
  await expect(month).toBeVisible();

  const firstPhoto = page.locator('main img').first();
  await expect(firstPhoto).toBeVisible();
  await expect
    .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toEqual(
    expect.arrayContaining(['auth_access_token', 'auth_refresh_token']),
  );
  await expectNoAxeViolations(page);

  // Signed in, the session survives a reload without a new sign-in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/oidc\//);

  // A timeline that fails to load says so and offers a retry.
  await page.route('**/photo/users/timeline', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  await expect(page.getByText('Error: Your photos could not be loaded')).toBeVisible();
  await page.unroute('**/photo/users/timeline');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(month).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Sign out' }).click();
  await expectSignInPage(page);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('auth_access_token');
  expect(names).not.toContain('auth_refresh_token');
});
