import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';

export const DEMO_PASSWORD = 'demo';

/** Fills the mock identity provider's sign-in form (the page the app redirected to). */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `path` signed out, signs in through the identity provider and waits to be back in the app. */
export async function signIn(
  page: Page,
  email = 'demo@example.com',
  options: { path?: string; checkSignInPage?: boolean } = {},
): Promise<void> {
  await page.goto(options.path ?? '/');
  await expect(page).toHaveURL(/\/oidc\//);
  if (options.checkSignInPage) await expectNoAxeViolations(page);
  await submitSignInForm(page, email);
  await expect(page).not.toHaveURL(/\/oidc\//);
}
