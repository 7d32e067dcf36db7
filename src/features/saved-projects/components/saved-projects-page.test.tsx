// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The saved projects page against the mock's saved projects service (msw/node) as demo@example.com (23
 * projects) and empty@example.com (none): 10 projects to a page with the total, an address past the last page,
 * delete with its confirmation and its failure, the error and empty states (moved from
 * tests/e2e/saved-projects.spec.ts, issue 21); each project's actions are named by their text and the project
 * (issue 23: WCAG 2.5.3, the name contains what is shown), and a double-click on the confirmation deletes once.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getSavedProjects } from '../api/get-saved-projects';
import { SavedProjectsPage } from './saved-projects-page';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY] });
beforeAll(async () => {
  await import('@/components/ui/toast-region'); // the toasts' lazy chunk, loaded once
});
afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

const openPage = ({ email = DEMO, page = 1 }: { email?: string; page?: number } = {}) => {
  return renderInApp(<SavedProjectsPage accountId={mock.account(email).accountId} page={page} />, {
    ...mock.signIn(email),
    path: page === 1 ? '/saved-projects' : `/saved-projects?page=${page}`,
    toasts: true,
  });
};
/** The projects shown (the pagination's entries are list items too). */
const projects = () =>
  screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 2 }));
const titleOf = (item: HTMLElement) => within(item).getByRole('heading', { level: 2 }).textContent ?? '';
/** The account's total as the service counts it now. */
const total = async (email = DEMO) =>
  (await getSavedProjects({ api: mock.api(email), accountId: mock.account(email).accountId, page: 1 })).total;

describe('the saved projects page', () => {
  it('shows the projects 10 to a page with their total, the last page with the rest', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My saved projects' })).toBeTruthy();
    expect(await screen.findByText('23 saved projects')).toBeTruthy();
    expect(projects()).toHaveLength(10);
    // A page of 10 is within the first screen's images: every cover loads at once (issue 25, FIRST_SCREEN_IMAGES).
    const covers = projects().flatMap((item) => [...item.querySelectorAll('img')]);
    expect(covers.length).toBeGreaterThan(0);
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual(covers.map(() => 'eager'));

    cleanup();
    openPage({ page: 3 });
    expect(await screen.findByText('23 saved projects')).toBeTruthy();
    expect(projects()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('an address past the last page goes to the last page', async () => {
    const app = openPage({ page: 9 });
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 3 }));
    expect(app.router.state.location.pathname).toBe('/saved-projects');
  });

  it('names each action by its visible text and the project', async () => {
    openPage();
    await screen.findAllByRole('heading', { level: 2 });
    const items = projects();
    expect(items).toHaveLength(10);
    for (const item of items) {
      const title = titleOf(item);
      expect(within(item).getByRole('button', { name: `Delete ${title}` }).textContent).toBe('Delete');
      const open = within(item).queryByRole('link', { name: `Open in editor ${title}` });
      if (open) expect(open.textContent).toBe('Open in editor');
    }
  });

  it('shows each product type in the locale’s words, never the service’s code', async () => {
    openPage();
    await screen.findAllByRole('heading', { level: 2 });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Photo book');
    expect(text).not.toMatch(/\b(photobook|calendar|canvas|cards|prints)\b/);
  });

  it('deleting asks first: Cancel keeps the project, Delete removes it once the service has deleted it', async () => {
    openPage();
    await screen.findAllByRole('heading', { level: 2 });
    const title = titleOf(projects()[0]!);
    fireEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(dialog.textContent).toContain(`${title} will be deleted.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('23 saved projects')).toBeTruthy();
    expect(mock.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(`${title} deleted`)).toBeTruthy();
    expect(await screen.findByText('22 saved projects')).toBeTruthy();
    expect(await total()).toBe(22);
  });

  it('a delete the service refuses keeps the project and says so in the dialog', async () => {
    openPage();
    await screen.findAllByRole('heading', { level: 2 });
    const title = titleOf(projects()[0]!);
    const gate = mock.hold('DELETE', '/saved-projects/api/v2/project');
    mock.faults.add({
      method: 'DELETE',
      path: '/saved-projects/api/v2/project',
      times: 1,
      fault: { status: 500 },
    });
    fireEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting project…' })).toBeTruthy();
    gate.release();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Unable to delete the project. Please try again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('23 saved projects')).toBeTruthy();
    expect(titleOf(projects()[0]!)).toBe(title);
    expect(await total()).toBe(23);
  });

  it('a list that fails to load says so and loads with Try again', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/saved-projects/api/v2/projects/*',
      times: 1,
      fault: { status: 503 },
    });
    openPage();
    expect(
      await screen.findByText(
        'Unable to display your saved projects. Please refresh the page or try again later.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('23 saved projects')).toBeTruthy();
    expect(projects()).toHaveLength(10);
  });

  it('an account without projects is told it has not started any, without page links', async () => {
    openPage({ email: EMPTY });
    expect(await screen.findByText("You haven't started any projects yet")).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('deletes a project once on a double-click on the confirmation', async () => {
    openPage();
    const [first] = await screen.findAllByRole('button', { name: /^Delete / });
    fireEvent.click(first!);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete project' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deletes = mock.requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(screen.queryByText('Unable to delete the project. Please try again')).toBeNull();
  });
});
