// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The activation's states on the photos page against the real mock server (its photo service and the activation
 * push over a real WebSocket, src/testing/mock-server.ts): a first visit of importing@example.com (NOT_ACTIVE)
 * starts the import, the page shows its progress, the photos appear and the progress ends 10 s after
 * import-finished; importfail@example.com's import fails and Try again starts it again. The page's guard is the
 * photo area route's (`isActivationPermitted`). The imports end when the test says so (the mock's "Finish now" and
 * "Fail now", POST /__mock/progressions/finish|fail: the same pushes as at the end of its steps), and the app's
 * timers are moved by hand. Axe on these states is tests/e2e/storage-activation.spec.ts's.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotosPage } from '@/features/photos';
import { appStore, StoreProvider } from '@/lib/store';
import { setupMockServer } from '@/testing/mock-server';
import { renderInApp } from '@/testing/render-in-app';
import { isActivationPermitted } from '../activation-guard';
import { activationFailedAtom, activationInProgressAtom } from '../activation-state';
import { PUSH_FINISH_DELAY_MS } from '../constants';

const IMPORTING = 'importing@example.com';
const IMPORTFAIL = 'importfail@example.com';
// The mock's steps are longer than any test: each import ends when the test ends it.
const mock = setupMockServer({ accounts: [IMPORTING, IMPORTFAIL], timing: { activationStepMs: 600_000 } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The route guard keeps the activation's state in the app's store (module state shared by the worker's files).
  appStore.set(activationInProgressAtom, false);
  appStore.set(activationFailedAtom, false);
  delete window.dataLayer;
});

const ACTIVATE = '/photo/users/activate';

/** The photos page as `email`, after the photo area's route guard (which starts the activation), as the app. */
async function openPhotos(email: string) {
  const app = renderInApp(
    <StoreProvider>
      <PhotosPage />
    </StoreProvider>,
    mock.signIn(email),
  );
  expect(await act(() => isActivationPermitted(app))).toBe(true);
  return app;
}

/** The calls of `method` to the activation endpoint since `since` (a request log sequence number). */
const activationCalls = (method: string, since: number) =>
  mock.server.requests
    .list()
    .filter((call) => call.seq > since && call.method === method && call.path === ACTIVATE);
const lastSeq = () => mock.server.requests.list().at(-1)?.seq ?? 0;

const importing = () => screen.findByText(/^We're getting your photos ready\./);

/** Ends the account's import now, once the page's push socket listens (the mock's console: Finish now, Fail now). */
async function endImport(email: string, end: 'finish' | 'fail') {
  const { accountId } = mock.account(email);
  await waitFor(() => expect(mock.server.push.connections('activation', accountId)).toBe(1));
  const response = await fetch(`${mock.server.address}/__mock/progressions/${end}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'activation', id: accountId }),
  });
  expect(response.status).toBe(204);
}

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

describe('the activation on the photos page', () => {
  it('a first visit starts the import and shows its progress; the photos appear; the progress ends 10 s after import-finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const since = lastSeq();
    await openPhotos(IMPORTING);
    expect(activationCalls('POST', since)).toHaveLength(1);
    const banner = await importing();
    expect(banner.closest('output')).toBeTruthy();
    expect(await screen.findByText('Your photo library is empty')).toBeTruthy();

    await endImport(IMPORTING, 'finish');
    await waitFor(() => expect(events()).toContain('photo_import_finished'));
    // The status is polled while IMPORTING: the photos come in without a reload, the progress stays for now.
    await act(() => vi.advanceTimersByTimeAsync(PUSH_FINISH_DELAY_MS - 1_000));
    expect(await screen.findAllByRole('heading', { level: 2, name: /^\w+ \d{4}$/ })).not.toHaveLength(0);
    expect(screen.queryByText('Your photo library is empty')).toBeNull();
    expect(banner.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(banner.isConnected).toBe(false);
    expect(screen.queryByText(/^We're getting your photos ready/)).toBeNull();
    expect(activationCalls('GET', since).length).toBeGreaterThan(1);
    expect(activationCalls('POST', since)).toHaveLength(1);
  });

  it('a failed import says so, and Try again starts it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const since = lastSeq();
    await openPhotos(IMPORTFAIL);
    expect(activationCalls('POST', since)).toHaveLength(1);
    await importing();

    await endImport(IMPORTFAIL, 'fail');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Your photos could not be imported.');
    expect(screen.queryByText(/^We're getting your photos ready/)).toBeNull();
    expect(events()).not.toContain('photo_import_finished');

    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await importing();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(activationCalls('POST', since)).toHaveLength(2);
    await endImport(IMPORTFAIL, 'fail');
    expect((await screen.findByRole('alert')).textContent).toContain('Your photos could not be imported.');
  });
});
