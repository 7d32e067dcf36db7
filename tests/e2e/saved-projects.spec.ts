import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault } from './helpers/mock-control';

/**
 * The saved projects page (/saved-projects) in the browser, against the mock: the side menu to it, the page in
 * the address through reload and back, focus after the delete dialog, the editor, and axe in each state (the
 * page's texts, paging, deleting and its failures are tested in
 * src/features/saved-projects/components/saved-projects-page.test.tsx, issue 21). Accounts (ADR 013): demo@ has
 * 23 projects (3 pages of 10) and is only read here; importing@'s list fails to load under a fault rule; empty@
 * has none (nor online photo books). No other spec reads the saved projects of these accounts.
 */

const PAGE = '/saved-projects';

const projects = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const pageLink = (page: Page, number: number) =>
  page.getByRole('link', { name: `Page ${number}`, exact: true });

test('from the side menu to the saved projects: the page in the address through reload and back, the delete dialog, the editor', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/online-products' });
  await page.getByRole('link', { name: 'Saved projects' }).click();
  await expect(page).toHaveURL(/\/saved-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeVisible();
  await expect(page).toHaveTitle(/^My saved projects \|/);
  await expect(projects(page)).toHaveCount(10);
  await expectNoAxeViolations(page);

  // The delete dialog, cancelled: focus goes back to the project's Delete button.
  const first = projects(page).first();
  const firstTitle = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Delete ${firstTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toContainText(`${firstTitle} will be deleted.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: `Delete ${firstTitle}` })).toBeFocused();

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/saved-projects\?page=2$/);
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(projects(page)).toHaveCount(10);

  await pageLink(page, 3).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(projects(page)).toHaveCount(3);
  await page.reload();
  await expect(projects(page)).toHaveCount(3);
  await expect(pageLink(page, 3)).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  // The address changes before page 2 is shown: page 3's "Previous page" would lead to page 2 again. Page 2 is
  // there once its ten projects are and its "Previous page" leads to the first page.
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(projects(page)).toHaveCount(10);
  const previous = page.getByRole('link', { name: 'Previous page' });
  await expect(previous).toHaveAttribute('href', '/saved-projects');
  await previous.click();
  await expect(page).toHaveURL(/\/saved-projects$/);
  await expect(projects(page).first().getByRole('heading')).toHaveText(firstTitle);

  // Open in editor goes to the editor with that project.
  await first.getByRole('link', { name: `Open in editor ${firstTitle}` }).click();
  await expect(page).toHaveURL(/\/editor\/projects\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
});

test('a list that fails to load says so and loads with Try again', async ({ page, request }) => {
  // The first load and its two retries fail.
  await addFault(request, {
    method: 'GET',
    path: '/saved-projects/api/v2/projects/*',
    account: 'importing@example.com',
    times: 3,
    fault: { status: 503 },
  });
  await signIn(page, 'importing@example.com', { path: PAGE });
  await expect(
    page.getByText('Unable to display your saved projects. Please refresh the page or try again later.'),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(projects(page)).toHaveCount(3);
});

test('an account without projects or photo books sees both empty pages', async ({ page }) => {
  await signIn(page, 'empty@example.com', { path: PAGE });
  await expect(page.getByText("You haven't started any projects yet")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Widgets' }).click();
  await expect(page).toHaveURL(/\/online-products$/);
  await expect(page.getByText("You don't have any online photo books yet.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});
