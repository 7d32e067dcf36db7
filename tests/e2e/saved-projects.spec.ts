import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';

/**
 * The saved projects page (/saved-projects) against the mock. Accounts (ADR 013: a test that changes data owns
 * it): demo@ has 23 projects (3 pages of 10) and is only read here; failing@'s projects are deleted by one test,
 * shared@'s delete fails under a fault rule, importing@'s list fails to load under one; empty@ has none.
 * No other spec reads the saved projects of these accounts.
 */

const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;
const PAGE = '/saved-projects';

/** Adds a fault rule to the mock (README "Fault injection"), limited to one account. */
async function addFault(request: APIRequestContext, rule: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/faults`, { data: rule });
  expect(response.status(), await response.text()).toBe(201);
}

const projects = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const pageLink = (page: Page, number: number) =>
  page.getByRole('link', { name: `Page ${number}`, exact: true });

test('the saved projects come 10 to a page with their total, and the page stays in the address', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: PAGE });
  await expect(page.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeVisible();
  await expect(page).toHaveTitle(/^My saved projects \|/);
  await expect(page.getByText('23 saved projects')).toBeVisible();
  await expect(projects(page)).toHaveCount(10);
  await expectNoAxeViolations(page);

  const firstOfPageOne = await projects(page).first().getByRole('heading').textContent();
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
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/saved-projects$/);
  await expect(projects(page).first().getByRole('heading')).toHaveText(firstOfPageOne ?? '');
});

test('an address past the last page shows the last page', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: `${PAGE}?page=9` });
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(projects(page)).toHaveCount(3);
});

test('the side menu leads to the saved projects', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: '/my-photos/photos' });
  await page.getByRole('link', { name: 'Saved projects' }).click();
  await expect(page).toHaveURL(/\/saved-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeVisible();
});

test('opening a project goes to the editor with that project', async ({ page }) => {
  await signIn(page, 'demo@example.com', { path: PAGE });
  const first = projects(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: `Open in editor ${title}` }).click();
  await expect(page).toHaveURL(/\/editor\/projects\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('deleting a project asks first, then removes it once the service has deleted it', async ({ page }) => {
  await signIn(page, 'failing@example.com', { path: PAGE });
  await expect(page.getByText('3 saved projects')).toBeVisible();
  const first = projects(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';

  // Cancel keeps it.
  await first.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toContainText(`${title} will be deleted.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(projects(page)).toHaveCount(3);
  await expect(first.getByRole('button', { name: `Delete ${title}` })).toBeFocused();

  await first.getByRole('button', { name: `Delete ${title}` }).click();
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${title} deleted`)).toBeVisible();
  await expect(page.getByText('2 saved projects')).toBeVisible();
  await expect(projects(page)).toHaveCount(2);
  await page.reload();
  await expect(page.getByText('2 saved projects')).toBeVisible();
});

test('a delete the service refuses keeps the project and says so in the dialog', async ({
  page,
  request,
}) => {
  await signIn(page, 'shared@example.com', { path: PAGE });
  await expect(projects(page)).toHaveCount(3);
  await addFault(request, {
    method: 'DELETE',
    path: '/saved-projects/api/v2/project',
    account: 'shared@example.com',
    times: 1,
    fault: { status: 500, latencyMs: 800 },
  });
  const first = projects(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting project…' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Unable to delete the project. Please try again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(projects(page)).toHaveCount(3);
  await expect(page.getByText('3 saved projects')).toBeVisible();
  await expect(first.getByRole('heading')).toHaveText(title);
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

test('an account without projects is told it has not started any', async ({ page }) => {
  await signIn(page, 'empty@example.com', { path: PAGE });
  await expect(page.getByText("You haven't started any projects yet")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
