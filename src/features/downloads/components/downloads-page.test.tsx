// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The Downloads page against the mock's downloads service (msw/node) as demo@example.com, who has a ready
 * download, "Summer holiday": every row's button says which download it saves, and a
 * download's "started" notice lasts 5 s (account-area.md section 9).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_STARTED_NOTICE_MS } from '@/lib/constants';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { DownloadsPage } from './downloads-page';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the Downloads page', () => {
  it('names each row’s button by its text and its download', async () => {
    renderInApp(<DownloadsPage />, mock.signIn(DEMO));
    expect(await screen.findByRole('button', { name: 'Download Summer holiday' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('says the download has started for 5 s', async () => {
    // The browser's save is not part of this test.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInApp(<DownloadsPage />, mock.signIn(DEMO));
    const button = await screen.findByRole('button', { name: 'Download Summer holiday' });
    fireEvent.click(button);
    const status = document.getElementById(button.getAttribute('aria-describedby')!)!;
    await waitFor(() => expect(status.textContent).toBe('Your download has started'));
    await act(async () => vi.advanceTimersByTime(DOWNLOAD_STARTED_NOTICE_MS - 100));
    expect(status.textContent).toBe('Your download has started');
    await act(async () => vi.advanceTimersByTime(200));
    expect(status.textContent).toBe('');
  });
});
