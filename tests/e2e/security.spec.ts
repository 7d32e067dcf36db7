// What the app's server sends (issue 12): nothing outside the app, and the security headers a deployment sends.
// Reads demo@example.com's photos only; changes no data.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/auth';

/** Collects the page's Content-Security-Policy violations (a blocked script, style, image or connection). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the app server serves none of the build’s or the checkout’s other files', async ({ request }) => {
  for (const path of [
    '/.vite/csp-hashes.json',
    '/.vite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/%2evite/manifest.json',
    '/.mock-cache/oidc/secrets.json',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.get('/%ZZ')).status()).toBe(400);
});

test('every page goes out with the security headers', async ({ request }) => {
  const response = await request.get('/my-photos/photos');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
});

test('signed in, the photos and the albums work under the security policy', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(page.locator('img').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/my-photos/albums');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
