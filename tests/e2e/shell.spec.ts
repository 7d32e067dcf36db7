import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * The account shell: the side menu (its FAQs link from the channel's public configuration, or the default one
 * when that fails), the small-screen menu, the page title and the query flags (account-area.md section 2).
 * Read-only: signs in as demo@example.com and changes no data.
 */

const PHOTOS = '/my-photos/photos';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

test("the FAQs entry leads to the FAQ page of the channel's public configuration", async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: PHOTOS });
  await expect(page).toHaveTitle('Photos | bonusprint');
  const faqs = menu(page).getByRole('link', { name: 'FAQs' });
  await expect(faqs).toHaveAttribute('href', 'https://www.bonusprint.co.uk/help');
  // The entries in the spec's order.
  await expect(menu(page).getByRole('link')).toHaveText([
    'Overview',
    'My orders',
    'Settings',
    'Saved projects',
    'Photos',
    'Widgets',
    'FAQs',
    'Sign out',
  ]);
  await expectNoAxeViolations(page);
});

test('the menu does not shift when the public configuration answers: FAQs is there from the start', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/public-config/**', async (route) => {
    await released;
    await route.continue();
  });
  await signIn(page, 'demo@example.com', { path: PHOTOS });
  const faqs = menu(page).getByRole('link', { name: 'FAQs' });
  // Before the answer: the default FAQ page (issue 23: the entry appeared last and moved the menu).
  await expect(faqs).toHaveAttribute('href', 'https://www.bonusprint.co.uk/faq');
  const signOut = menu(page).getByRole('link', { name: 'Sign out' });
  const before = await signOut.boundingBox();
  release();
  await expect(faqs).toHaveAttribute('href', 'https://www.bonusprint.co.uk/help');
  expect(await signOut.boundingBox()).toEqual(before);
});

test('when the public configuration cannot be loaded, FAQs leads to the default FAQ page', async ({
  page,
}) => {
  await page.route('**/public-config/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await signIn(page, 'demo@example.com', { path: PHOTOS });
  await expect(menu(page).getByRole('link', { name: 'FAQs' })).toHaveAttribute(
    'href',
    'https://www.bonusprint.co.uk/faq',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the menu is behind a button: it opens with the focus on its first entry, and Escape closes it', async ({
    page,
  }) => {
    await signIn(page, 'demo@example.com', { path: PHOTOS });
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
  });

  test('following a menu entry closes the menu', async ({ page }) => {
    await signIn(page, 'demo@example.com', { path: `${PHOTOS}?sortKey=created` });
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Photos' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
  });
});

test.describe('query flags', () => {
  test('hideHeaderNav hides the header and the menu, also after navigating', async ({ page }) => {
    await signIn(page, 'demo@example.com', { path: '/no-such-page?hideHeaderNav=true' });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    await expect(page).toHaveURL(/\/\?.*hideHeaderNav=true/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('stripped=true applies the stripped theme', async ({ page }) => {
    await signIn(page, 'demo@example.com', { path: PHOTOS });
    const border = () =>
      page.getByRole('banner').evaluate((header) => getComputedStyle(header).borderBottomWidth);
    expect(await border()).toBe('1px');
    await page.goto(`${PHOTOS}?stripped=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    expect(await border()).toBe('0px');
    await expectNoAxeViolations(page);
  });

  test('an invalid uploadUrl is ignored with a console warning, and the page works', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await signIn(page, 'demo@example.com', { path: `${PHOTOS}?uploadUrl=not-a-url` });
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    await expect.poll(() => warnings.some((text) => text.includes('uploadUrl'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a feature flag set in the query string wins over the configuration', async ({ page }) => {
    await signIn(page, 'demo@example.com', {
      path: '/no-such-page?PhotoManagementTimelineViewEnabled=false',
    });
    await expect(menu(page).getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Photos' })).toHaveCount(0);
  });
});
