// How a session lives and ends (issues 12 and 16): the access token expires while the customer works and the app
// refreshes it unnoticed; a session ended at the identity provider (abandoned) signs the app out.
// Owns shortlived@example.com (20-second access tokens); each test signs in through the form, so each has a session
// of its own.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectSignInPage, signInThroughForm } from './helpers/auth';

const ACCOUNT = 'shortlived@example.com';
const preview = (page: Page) => page.getByRole('dialog', { name: 'Photo preview' });
const copyModal = (page: Page) => page.getByRole('dialog', { name: 'Copy to album' });

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };

async function runtimeConfig(request: APIRequestContext) {
  return (await (await request.get('/config.json')).json()) as {
    services: { photo: string };
    auth: { authority: string; clientId: string };
  };
}

test('a customer stays signed in across an access token’s expiry, keeping what they typed', async ({
  page,
  context,
  request,
}) => {
  await signInThroughForm(page, ACCOUNT);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  // The first photo once it is in (a placeholder cell does not open the preview).
  await page.locator('[data-cell] img').first().click();
  await expect(preview(page)).toBeVisible();
  await preview(page).getByRole('button', { name: 'Copy to album' }).click();
  await copyModal(page).getByRole('button', { name: 'New album' }).click();
  const albumName = `Across the expiry ${Date.now()}`;
  await copyModal(page).getByRole('textbox', { name: 'Album name' }).fill(albumName);

  // The access token the page holds expires (20 s) while the form is open: the service then refuses it.
  const before = (await cookie(context, 'auth_access_token')) ?? '';
  const { exp } = claimsOf(before);
  const { services } = await runtimeConfig(request);
  await expect
    .poll(
      async () =>
        (
          await request.get(`${services.photo}/users`, { headers: { Authorization: `Bearer ${before}` } })
        ).status(),
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(401);
  expect(Date.now() / 1000).toBeGreaterThanOrEqual(exp - 1);

  // Submitting works: the app refreshed the token without a sign-in, and the typed name was kept.
  await copyModal(page).getByRole('textbox', { name: 'Album name' }).press('Enter');
  await expect(page.getByRole('group', { name: `Photos copied to ${albumName}` })).toBeVisible();
  await expect(page).not.toHaveURL(/\/oidc\//);
  const after = (await cookie(context, 'auth_access_token')) ?? '';
  expect(after).not.toBe(before);
  expect(claimsOf(after).exp).toBeGreaterThan(exp);
});

test('a session ended at the identity provider signs the app out: both cookies go, sign-in shows', async ({
  page,
  context,
  request,
}) => {
  await signInThroughForm(page, ACCOUNT);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  // The page has made its calls: the session ends while it is idle (a call still on its way would meet the ended
  // session first and start the sign-out that the reload below interrupts).
  await page.waitForLoadState('networkidle');
  const { auth } = await runtimeConfig(request);
  const refreshToken = (await cookie(context, 'auth_refresh_token')) ?? '';
  expect(refreshToken).not.toBe('');

  // The session ends elsewhere (revoked), and the page's access token is gone (expired).
  const revoked = await request.post(`${auth.authority}/token/revocation`, {
    form: { token: refreshToken, client_id: auth.clientId },
  });
  expect(revoked.status()).toBe(200);
  await context.clearCookies({ name: 'auth_access_token' });

  await page.reload();
  await expect(page).toHaveURL(/\/oidc\//);
  await expectSignInPage(page);
  expect(await cookie(context, 'auth_access_token')).toBeUndefined();
  expect(await cookie(context, 'auth_refresh_token')).toBeUndefined();
});
