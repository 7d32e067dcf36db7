import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { AUTH_DIR, E2E_ACCOUNTS, authStatePath } from './helpers/accounts';
import { signInThroughForm } from './helpers/auth';

/**
 * Signs each demo account in once per run, through the identity provider's form, and keeps the cookies for the
 * tests (helpers/auth.ts `signIn`). It signs in on the not-found page inside the account layout, not on My photos,
 * so nothing of the account changes here (visiting My photos starts importing@'s activation, which its test
 * watches). Only cookies are kept: each test starts with empty localStorage and sessionStorage, as before.
 */
for (const email of E2E_ACCOUNTS) {
  setup(`sign in as ${email}`, async ({ page }) => {
    await signInThroughForm(page, email, { path: '/e2e-signed-in' });
    await expect(page).toHaveURL(/\/e2e-signed-in$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { cookies } = await page.context().storageState();
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['auth_access_token', 'auth_refresh_token']),
    );
    mkdirSync(AUTH_DIR, { recursive: true });
    writeFileSync(authStatePath(email), JSON.stringify({ cookies, origins: [] }, null, 2));
  });
}
