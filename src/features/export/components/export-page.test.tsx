// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The export page (a list page of the page patterns) against the mock's real export handlers (msw/node) as
 * demo@example.com, who has a long-expired export: the states it shows, and a failed load shown in the page with
 * Try again.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRED_DEMO_BACKUP_ID } from '@mock/db/exports';
import { loadList } from '@/lib/list/load';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getExportQueryOptions } from '../api/get-export';
import { ExportPage } from './export-page';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

/** What the route does: the loader loads the export, then the page renders. */
async function openPage(backupId: string) {
  const app = renderInApp(<ExportPage backupId={backupId} />, mock.signIn(DEMO));
  await loadList(app.queryClient, getExportQueryOptions(app.api, backupId), { fresh: true });
  return app;
}

describe('the export page', () => {
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
