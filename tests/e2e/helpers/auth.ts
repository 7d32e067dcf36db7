import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { authStatePath } from './accounts';

export const DEMO_PASSWORD = 'demo';

/** Where a test starts when it names no page: My photos (the root is the account overview). */
const DEFAULT_PATH = '/my-photos/photos';

/**
 * The identity provider's sign-in page is shown. It comes at the end of a chain of full page loads (signing out: the
 * app, the provider's end of session, the app again, the provider's authorization, its form), where the default
 * expect timeout is meant for one change on one page: on a busy 2-core machine the chain took more than its 10 s
 * once (sign-in.spec.ts, at the end of the e2e stage). The test's own timeout still catches a chain that hangs.
 */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
}

/** Fills the mock identity provider's sign-in form (the page the app redirected to). */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expectSignInPage(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `path` signed out, signs in through the identity provider's form and waits to be back in the app. */
export async function signInThroughForm(
  page: Page,
  email = 'demo@example.com',
  options: { path?: string; checkSignInPage?: boolean } = {},
): Promise<void> {
  await page.goto(options.path ?? DEFAULT_PATH);
  await expect(page).toHaveURL(/\/oidc\//);
  if (options.checkSignInPage) await expectNoAxeViolations(page);
  await submitSignInForm(page, email);
  await expect(page).not.toHaveURL(/\/oidc\//);
}

/**
 * Opens `path` signed in as `email`. The setup project (auth.setup.ts) signed every account in once through the
 * form at the start of the run; its cookies (the app's token cookies and the identity provider's session, both on
 * localhost) go into this test's browser context, so the app starts signed in, as after a reload. Without a stored
 * state (a run with --no-deps) it signs in through the form. `checkSignInPage` always uses the form.
 */
export async function signIn(
  page: Page,
  email = 'demo@example.com',
  options: { path?: string; checkSignInPage?: boolean } = {},
): Promise<void> {
  const stored = authStatePath(email);
  if (options.checkSignInPage || !existsSync(stored)) return signInThroughForm(page, email, options);
  const { cookies } = JSON.parse(readFileSync(stored, 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(cookies);
  await page.goto(options.path ?? DEFAULT_PATH);
  await expect(page).not.toHaveURL(/\/oidc\//);
}
