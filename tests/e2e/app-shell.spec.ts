import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

test('an account without photos sees the empty state', async ({ page }) => {
  await signIn(page, 'empty@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a page that does not exist shows the not-found page inside the account layout', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('link', { name: /home|overview|my photos/i }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('when the configuration cannot be loaded an error page shows, not a blank screen', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(
    page.getByText('An unexpected error has occurred, please contact us if you continue to have problems.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a timeline that fails to load says so and offers a retry', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await page.route('**/photo/users/timeline', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  await expect(page.getByText('Error: Your photos could not be loaded')).toBeVisible();
  await page.unroute('**/photo/users/timeline');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the channel comes from the host name: the Austrian channel speaks de-AT', async ({ page, baseURL }) => {
  const austrian = baseURL!.replace('//localhost', '//albelli-at.localhost');
  await page.goto(`${austrian}/my-photos/photos`);
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/albelli-at\.localhost.*\/my-photos\/photos/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
});
