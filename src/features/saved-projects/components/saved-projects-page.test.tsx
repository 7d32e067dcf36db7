// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The saved projects page against the mock's saved projects service (msw/node) as demo@example.com (23
 * projects): each project's actions are named by their text and the project (issue 23: WCAG 2.5.3, the name
 * contains what is shown), and a double-click on the confirmation deletes once.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { SavedProjectsPage } from './saved-projects-page';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

const openPage = () =>
  renderInApp(<SavedProjectsPage accountId={mock.account(DEMO).accountId} page={1} />, mock.signIn(DEMO));

describe('the saved projects page', () => {
  it('names each action by its visible text and the project', async () => {
    openPage();
    await screen.findAllByRole('heading', { level: 2 });
    // The projects (the pagination's entries are list items too).
    const items = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading'));
    expect(items).toHaveLength(10);
    for (const item of items) {
      const title = within(item).getByRole('heading', { level: 2 }).textContent;
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
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
