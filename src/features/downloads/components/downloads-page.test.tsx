// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The Downloads page against the mock's downloads service (msw/node) as demo@example.com, who has a ready
 * download, "Summer holiday", and an older, expired one: each row's state, every row's button says which
 * download it saves, a download's "started" notice lasts 5 s (account-area.md section 9); empty@example.com has
 * none, and its list failing to load is shown in the page with Try again. The real zip, the error report of a
 * failed load and axe stay in tests/e2e/downloads-page.spec.ts.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_STARTED_NOTICE_MS } from '@/lib/constants';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { DownloadsPage } from './downloads-page';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY] });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The row of the download with this heading. */
const row = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('li')!;

describe('the Downloads page', () => {
  it('shows a ready download with its photo count, creation date and until when it can be downloaded', async () => {
    renderInApp(<DownloadsPage />, mock.signIn(DEMO));
    expect(await screen.findByRole('heading', { level: 1, name: 'Downloads' })).toBeTruthy();
    const holiday = await row('Summer holiday');
    expect(holiday.textContent).toMatch(/Ready to download until \d{2} \w{3,4} \d{4}/);
    expect(holiday.textContent).toMatch(/\d+ photos · Created \d{2} \w{3,4} \d{4}/);
  });

  it('says an expired download has expired and offers no download', async () => {
    renderInApp(<DownloadsPage />, mock.signIn(DEMO));
    const expired = await row('Photo download');
    expect(within(expired).getByText('This download has expired')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
  });

  it('says when the list cannot be loaded, and Try again loads it', async () => {
    mock.faults.add({ method: 'GET', path: '/downloads-api/downloads', times: 1, fault: { status: 503 } });
    renderInApp(<DownloadsPage />, mock.signIn(EMPTY));
    expect(
      await screen.findByText(
        'Unable to display your downloads. Please refresh the page or try again later.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't downloaded any photos yet")).toBeTruthy();
  });

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
