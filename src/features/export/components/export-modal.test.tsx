// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The export modal against the mock's export service (msw/node) as demo@example.com: what it explains, what a
 * request shows meanwhile and after, a failed request, and a double-click on "Create export" requests one export
 * (issue 23: it sent two). The focus after a request, the READY answer's trip to the export page and axe stay in
 * tests/e2e/export.spec.ts; a FAILED answer is the same error (src/features/export/api/export-api.test.ts).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import ExportModal from './export-modal';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

describe('the export modal', () => {
  it('explains the export: processed within 48 hours, an e-mail follows, the links last 7 days', async () => {
    renderInApp(<ExportModal onClose={() => {}} />, mock.signIn(DEMO));
    const modal = await screen.findByRole('dialog', { name: 'Export photos' });
    expect(modal.textContent).toContain('within 48 hours');
    expect(modal.textContent).toContain('send you an email');
    expect(modal.textContent).toContain('valid for 7 days');
  });

  it('says "Requesting export..." while the request is on its way, then that an e-mail will follow', async () => {
    const gate = mock.hold('POST', '/export/backups');
    renderInApp(<ExportModal onClose={() => {}} />, mock.signIn(DEMO));
    fireEvent.click(await screen.findByRole('button', { name: 'Create export' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Requesting export...'));
    gate.release();
    await waitFor(() =>
      expect(status.textContent).toBe(
        "We'll email you within 48 hours when your export is ready to download.",
      ),
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create export' })).toBeNull();
  });

  it('shows a failed request with a way back to the library, and Create export stays available', async () => {
    const onClose = vi.fn();
    mock.faults.add({ method: 'POST', path: '/export/backups', times: 1, fault: { status: 503 } });
    renderInApp(<ExportModal onClose={onClose} />, mock.signIn(DEMO));
    fireEvent.click(await screen.findByRole('button', { name: 'Create export' }));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain("We've run into a problem exporting your photos...");
    const create = screen.getByRole('button', { name: 'Create export' });
    expect(create.hasAttribute('disabled') || create.getAttribute('aria-disabled') === 'true').toBe(false);
    fireEvent.click(within(problem).getByRole('link', { name: 'Back to your photo library' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

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
