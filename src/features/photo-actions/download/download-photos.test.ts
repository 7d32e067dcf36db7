// @vitest-environment node
/**
 * Several photos as one zip archive, end to end against the real mock server (HTTP and its WebSocket push hub,
 * with the fake identity provider): the request, the push notifications over a real socket, the toasts of each
 * step, and the archive saved from its signed URL. The browser's part (saving through a link) is a spy here.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { DemoAccount } from '@mock/accounts';
import { accountPhotos } from '@mock/db/photos';
import { fakeToken } from '@mock/testing/fake-identity';
import enGB from '@public/locales/en-GB.json';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { createI18n } from '@/lib/i18n/i18n';
import { clearToasts, getToasts, subscribeToToasts, type Toast } from '@/lib/toasts';
import { setupMockServer } from '@/testing/mock-server';
import { archiveFileName } from '@/shared/archive-file-name';
import { DownloadLimitError, downloadPhotos } from './download-photos';
import { createDownloadsPush, PushUnavailableError, type WebSocketLike } from './downloads-push';

/** account-area.md's error catalogue. */
const ONE_FAILED = 'Error: Your photo could not be downloaded';
const MANY_FAILED = 'Error: Your photos could not be downloaded';

const mock = setupMockServer({
  accounts: ['demo@example.com', 'failing@example.com'],
  timing: { downloadStepMs: 30 },
});
const demo = mock.account('demo@example.com');
const failing = mock.account('failing@example.com');
const t = createI18n('en-GB', enGB).t;

/** Every toast shown, in order (the queue keeps only those still open). */
let shown: Toast[] = [];
let unsubscribe = () => {};
beforeAll(() => {
  unsubscribe = subscribeToToasts(() => {
    for (const toast of getToasts()) if (!shown.some((s) => s.id === toast.id)) shown.push(toast);
  });
});
afterAll(() => unsubscribe());
afterEach(() => {
  clearToasts();
  shown = [];
});

/** The app's flow as `email` (or with a token the push refuses), counting the HTTP requests it sends. */
function setup(email: string, { token = fakeToken(email) } = {}) {
  const requests: Request[] = [];
  const api = mock.api(email, {
    fetch: (request) => {
      requests.push(request as Request);
      return globalThis.fetch(request);
    },
  });
  const push = createDownloadsPush({
    url: mock.pushUrl('downloads'),
    getToken: () => token,
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
  });
  const save = vi.fn<(url: string, fileName: string) => void>();
  return { api, push, save, requests };
}

const photoIdsOf = (account: DemoAccount, count: number) =>
  accountPhotos(mock.server.store, account.accountId, 'created')
    .slice(0, count)
    .map((photo) => photo.imageId);

const toastSummary = () => shown.map(({ message, tone, timeoutMs }) => ({ message, tone, timeoutMs }));

describe('downloading several photos', () => {
  it('prepares the archive, then saves "My photos.zip" by itself when the push says it is finished', async () => {
    const { api, push, save } = setup(demo.email);
    const photoIds = photoIdsOf(demo, 3);
    const download = await downloadPhotos({ api, push, t, photoIds, save });
    expect(download.photos).toEqual(photoIds);
    expect(toastSummary()).toEqual([{ message: 'Preparing download...', tone: 'neutral', timeoutMs: 5_000 }]);

    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce(), { timeout: 15_000 });
    const [url, fileName] = save.mock.calls[0]!;
    // Named, not a bare id (issue 23): the name also shows on the Downloads page.
    expect(download.name).toBe('My photos');
    expect(fileName).toBe('My photos.zip');
    expect(toastSummary()).toEqual([
      // Started: the notice already shown, 5 s in all (issue 23: not 5 s more when "started" arrives).
      { message: 'Preparing download...', tone: 'neutral', timeoutMs: 5_000 },
      { message: 'Downloading photos', tone: 'neutral', timeoutMs: 10_000 }, // finished: 10 s
    ]);
    // One toast at a time: each step replaced the one before.
    expect(getToasts().map((toast) => toast.message)).toEqual(['Downloading photos']);

    const archive = await fetch(url);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-type')).toBe('application/zip');
    expect(new TextDecoder().decode(new Uint8Array(await archive.arrayBuffer()).slice(0, 2))).toBe('PK');

    // Nothing left in flight: the socket is closed (and the server sees it go).
    expect(push.isOpen).toBe(false);
    await vi.waitFor(() => expect(mock.server.push.connections('downloads', demo.accountId)).toBe(0));
  });

  it('says "Error: Your photos could not be downloaded" for 10 s when the push reports an error, and saves nothing', async () => {
    const { api, push, save } = setup(failing.email);
    await downloadPhotos({ api, push, t, photoIds: photoIdsOf(failing, 2), save });
    await vi.waitFor(() => expect(getToasts().map((toast) => toast.message)).toEqual([MANY_FAILED]), {
      timeout: 15_000,
    });
    expect(shown.at(-1)).toMatchObject({ tone: 'error', timeoutMs: 10_000 });
    expect(save).not.toHaveBeenCalled();
    expect(push.isOpen).toBe(false);
  });

  it('sends nothing for more than 100 photos, and says why', async () => {
    const { api, push, save, requests } = setup(demo.email);
    const photoIds = photoIdsOf(demo, 101);
    await expect(downloadPhotos({ api, push, t, photoIds, save })).rejects.toThrow(
      new DownloadLimitError('Up to 100 photos can be downloaded at a time'),
    );
    expect(requests).toEqual([]);
    expect(push.isOpen).toBe(false);
    expect(toastSummary()).toEqual([
      { message: 'Up to 100 photos can be downloaded at a time', tone: 'error', timeoutMs: 5_000 },
    ]);
  });

  it('asks once per photo: 100 ids with repeats are one archive of the distinct photos', async () => {
    const { api, push, save } = setup(demo.email);
    const photoIds = photoIdsOf(demo, 2);
    const download = await downloadPhotos({ api, push, t, photoIds: [...photoIds, ...photoIds], save });
    expect(download.photos).toEqual(photoIds);
    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce(), { timeout: 15_000 });
  });

  it('says "Error: Your photo could not be downloaded" and rejects when the service refuses the request; the socket closes', async () => {
    const { api, push, save } = setup(failing.email);
    // Photos of another account: the service answers 400.
    const refused = downloadPhotos({ api, push, t, photoIds: photoIdsOf(demo, 1), save });
    await expect(refused).rejects.toBeInstanceOf(RequestFailureError);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    expect(getToasts()).toEqual([expect.objectContaining({ message: ONE_FAILED, tone: 'error' })]);
    expect(push.isOpen).toBe(false);
  });

  it('requests nothing when the push refuses the token (the archive could never be fetched)', async () => {
    const { api, push, save, requests } = setup(demo.email, { token: 'not-a-valid-token' });
    await expect(
      downloadPhotos({ api, push, t, photoIds: photoIdsOf(demo, 1), save }),
    ).rejects.toBeInstanceOf(PushUnavailableError);
    expect(requests).toEqual([]);
    expect(getToasts().map((toast) => toast.message)).toEqual([ONE_FAILED]);
  });
});

describe('the archive file name', () => {
  it('is the download name made safe for any file system, else the download id', () => {
    expect(archiveFileName({ id: 'd1', name: 'Summer: 2026/27 "best" <3' })).toBe(
      'Summer  2026 27  best   3.zip',
    );
    expect(archiveFileName({ id: 'd1', name: '  ' })).toBe('d1.zip');
    expect(archiveFileName({ id: 'd1' })).toBe('d1.zip');
  });
});
