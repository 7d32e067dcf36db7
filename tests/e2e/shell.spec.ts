import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * The account shell in a real browser (account-area.md section 2): the not-found page inside the layout, the query
 * flags (kept across navigation, the stripped theme's CSS) and the small-screen menu (layout, focus, keyboard).
 * The menu's entries, its FAQs link and the texts per channel are vitest's (account-layout.test.tsx).
 * Read-only: signs in as demo@example.com and changes no data.
 */

const PHOTOS = '/my-photos/photos';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const headerBorder = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).borderBottomWidth);

test('an unknown page shows the not-found page in the account layout; the query flags: a feature flag, hideHeaderNav kept across navigation, the stripped theme', async ({
  page,
}) => {
  // A feature flag set in the query string wins over the configuration: the timeline's Photos entry is gone.
  await signIn(page, 'demo@example.com', { path: '/no-such-page?PhotoManagementTimelineViewEnabled=false' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'FAQs' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Photos' })).toHaveCount(0);
  expect(await headerBorder(page)).toBe('1px');
  await expectNoAxeViolations(page);

  // hideHeaderNav hides the header and the menu, also after navigating.
  await page.goto('/no-such-page?hideHeaderNav=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?.*hideHeaderNav=true/);
  await expect(page.getByRole('banner')).toHaveCount(0);

  // stripped=true applies the stripped theme.
  await page.goto(`${PHOTOS}?stripped=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  expect(await headerBorder(page)).toBe('0px');
  await expectNoAxeViolations(page);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the menu is behind a button: it opens with the focus on its first entry, Escape closes it, and following an entry closes it', async ({
    page,
  }) => {
    await signIn(page, 'demo@example.com', { path: `${PHOTOS}?sortKey=created` });
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page)).toBeVisible();
    // The overview entry is hidden on small screens: the first visible entry is My orders.
    await expect(menu(page).getByRole('link', { name: 'My orders' })).toBeFocused();
    await expect(menu(page).getByRole('link', { name: 'Overview' })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Photos' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
  });
});
