// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The export page (a list page of the page patterns) against the mock's real export handlers (msw/node): the
 * states it shows (demo@example.com has a long-expired export; empty@example.com's new export is READY at once,
 * the mock's steps take no time here; failing@example.com's ends FAILED), a zip link that fails, and a failed
 * load shown in the page with Try again. The real zip download, the redirect of an export in progress, focus and
 * axe stay in tests/e2e/export.spec.ts.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_DEMO_BACKUP_ID } from '@mock/db/exports';
import { loadList } from '@/lib/list/load';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import type { Export } from '../api/export-schema';
import { getExport, getExportQueryOptions } from '../api/get-export';
import { ExportPage } from './export-page';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const FAILING = 'failing@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY, FAILING] });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What the route does: the loader loads the export, then the page renders. */
async function openPage(backupId: string, email = DEMO) {
  const app = renderInApp(<ExportPage backupId={backupId} />, mock.signIn(email));
  await loadList(app.queryClient, getExportQueryOptions(app.api, backupId), { fresh: true });
  return app;
}

/**
 * Requests an export for the account and waits until the service says it has `status` (the service's own
 * call: with no time per step, failing@'s answer is FAILED already, which the app's request treats as an error).
 */
async function exportOf(email: string, status: Export['status']): Promise<string> {
  const api = mock.api(email);
  const { data } = await api.export.POST('/backups', { body: { channel: 'bonusprint-gb' } });
  const backupId = data!.backupId!;
  await waitFor(async () => expect((await getExport({ api, backupId }))?.status).toBe(status));
  return backupId;
}

describe('the export page', () => {
  it('offers a ready export’s zip files with their size, the links’ expiry and how to open a zip', async () => {
    await openPage(await exportOf(EMPTY, 'READY'), EMPTY);
    expect(await screen.findByRole('heading', { name: 'Your export is ready to download' })).toBeTruthy();
    expect(screen.getByText(/^The download links are valid until \d{2} \w{3,4} \d{4}\.$/)).toBeTruthy();
    const chunk = screen.getByRole('heading', { name: 'My Photos export (1 of 1)' }).closest('li')!;
    expect(chunk.textContent).toMatch(/\d+ Bytes/);
    expect(within(chunk).getByRole('button', { name: 'Download .zip' })).toBeTruthy();
    const systems = screen.getAllByRole('term').map((term) => term.textContent);
    expect(systems).toEqual(['Windows', 'Mac', 'iPhone and iPad (iOS)', 'Android', 'Other systems']);
    expect(screen.getByRole('link', { name: 'My photos' })).toBeTruthy();
  });

  it('says "Error: Your photos could not be downloaded" when a zip link fails, and Try again starts the download', async () => {
    // The browser's save is not part of this test (the e2e test saves a real zip).
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const backupId = await exportOf(EMPTY, 'READY');
    mock.faults.add({
      method: 'GET',
      path: '/export/backups/*/chunks/0/url',
      times: 2,
      fault: { status: 503 },
    });
    await openPage(backupId, EMPTY);
    fireEvent.click(await screen.findByRole('button', { name: 'Download .zip' }));
    expect(await screen.findByText('Error: Your photos could not be downloaded')).toBeTruthy();
    // The second failure keeps the error; then the link works.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.requests.filter((r) => r.path.endsWith('/url'))).toHaveLength(2));
    expect(await screen.findByText('Error: Your photos could not be downloaded')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your download has started')).toBeTruthy();
    expect(saved).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Download .zip' })).toBeTruthy();
  });

  it('says "Export error" for a failed export, offers no zip and opens the export modal for a new one', async () => {
    await openPage(await exportOf(FAILING, 'FAILED'), FAILING);
    expect((await screen.findByRole('alert')).textContent).toBe('Export error');
    expect(screen.getByRole('heading', { level: 1, name: 'Export photos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download .zip' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create a new export' }));
    const modal = await screen.findByRole('dialog', { name: 'Export photos' });
    expect(within(modal).getByRole('button', { name: 'Create export' })).toBeTruthy();
  });

  it('opens the export modal from an expired export, and Cancel closes it', async () => {
    await openPage(EXPIRED_DEMO_BACKUP_ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a new export' }));
    const modal = await screen.findByRole('dialog', { name: 'Export photos' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says an expired export’s link has expired, under the page title', async () => {
    await openPage(EXPIRED_DEMO_BACKUP_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Export photos' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Your download link has expired');
    expect(screen.getByRole('button', { name: 'Create a new export' })).toBeTruthy();
  });

  it('shows a failed load in the page, and Try again shows the export', async () => {
    mock.faults.add({ method: 'GET', path: '/export/backups/*', times: 1, fault: { status: 502 } });
    await openPage(EXPIRED_DEMO_BACKUP_ID);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'An unexpected error has occurred, please contact us if you continue to have problems.',
    );
    expect(screen.getByRole('link', { name: 'My photos' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your download link has expired'));
  });
});
