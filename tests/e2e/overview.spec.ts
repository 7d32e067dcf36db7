import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { superOrdersOf } from './helpers/orders';

/** The account overview at /, read-only (demo@ and business@). */

test('the overview shows the latest orders, the photo library and the way to the other pages', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/' });
  await expect(page).toHaveTitle(/^My account overview \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest orders' });
  const [newest] = await superOrdersOf(page);
  await expect(latest.getByRole('link', { name: `View details of order ${newest!.code}` })).toBeVisible();
  await expect(latest.getByRole('listitem')).toHaveCount(3);
  await expect(latest.getByText('Awaiting payment').first()).toBeVisible();
  const library = page.getByRole('region', { name: 'My photo library' });
  await expect(library.getByRole('link', { name: /^[\d,]+ photos$/ })).toBeVisible();
  await expect(library.getByText(/^\d+ albums?$/)).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Overview' })).toBeVisible();
  await expectNoAxeViolations(page);

  await latest.getByRole('link', { name: 'All my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('the overview menu entry is hidden on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await signIn(page, 'business@example.com', { path: '/' });
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Latest orders' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overview', exact: true })).toBeHidden();
  await expectNoAxeViolations(page);
});
