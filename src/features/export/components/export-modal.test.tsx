// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The export modal against the mock's export service (msw/node) as demo@example.com: a double-click on
 * "Create export" requests one export (issue 23: it sent two).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import ExportModal from './export-modal';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

describe('the export modal', () => {
  it('requests one export on a double-click on Create export', async () => {
    renderInApp(<ExportModal onClose={() => {}} />, mock.signIn(DEMO));
    const create = await screen.findByRole('button', { name: 'Create export' });
    fireEvent.click(create);
    fireEvent.click(create);
    const posts = () =>
      mock.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/backups'));
    await waitFor(() => expect(posts().length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText('Requesting export...')).toBeNull());
    expect(posts()).toHaveLength(1);
  });

  it('stays open while the export is requested: Cancel and Escape wait for the outcome', async () => {
    const onClose = vi.fn();
    const gate = mock.hold('POST', '/export/*');
    renderInApp(<ExportModal onClose={onClose} />, mock.signIn(DEMO));
    fireEvent.click(await screen.findByRole('button', { name: 'Create export' }));
    expect(await screen.findByText('Requesting export...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    gate.release();
    await waitFor(() => expect(screen.queryByText('Requesting export...')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: /^(Close|Cancel)$/ }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
