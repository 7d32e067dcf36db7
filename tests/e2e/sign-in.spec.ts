import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn, signInThroughForm, submitSignInForm } from './helpers/auth';

test('signing in with the demo account shows My photos with its months and real thumbnails', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { checkSignInPage: true });

  await expect(page).toHaveURL(/\/my-photos\/photos/);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  // Month sections are headed "{Month} {year}" (the welcome banner's heading comes before them).
  await expect(page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).first()).toBeVisible();

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
});

test('a wrong password keeps the user on the sign-in page with an error', async ({ page }) => {
  await page.goto('/');
  await submitSignInForm(page, 'demo@example.com', 'wrong');
  await expect(page.getByRole('alert')).toHaveText('Unknown e-mail address or wrong password');
  await expect(page.getByLabel('E-mail address')).toHaveValue('demo@example.com');
  await expectNoAxeViolations(page);
});

test('signing out removes both auth cookies and asks to sign in again', async ({ page }) => {
  // A session of its own: signing out ends the session's tokens at the identity provider (issue 12), and the
  // stored one is shared by the other tests of demo@example.com.
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Sign out' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('auth_access_token');
  expect(names).not.toContain('auth_refresh_token');
});

test('signed in, the session survives a reload without a new sign-in', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/oidc\//);
});
