// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The download hooks as components use them, against the real mock server (HTTP and the downloads push over a
 * real WebSocket): the single download's states and reset, and several photos through the shared socket.
 */
import { useEffect } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_ACCOUNTS } from '@mock/accounts';
import { accountPhotos } from '@mock/db/photos';
import { startMockServer, type MockServer } from '@mock/server';
import { fakeIdentityProvider, fakeToken } from '@mock/testing/fake-identity';
import { clearToasts, getToasts } from '@/lib/toasts';
import { renderInApp } from '@/testing/render-in-app';
import { DOWNLOAD_LIMIT, useDownloadPhotos, type DownloadPhotos } from './use-download-photos';
import { usePhotoDownload, type PhotoDownload } from './use-photo-download';

const demo = DEMO_ACCOUNTS.find((account) => account.email === 'demo@example.com')!;

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({
    port: 0,
    quiet: true,
    identityProvider: fakeIdentityProvider,
    accounts: [demo],
    imageCacheDir: null,
    timing: { downloadStepMs: 30 },
  });
  // The app's sockets are the browser's WebSocket: here the `ws` client.
  vi.stubGlobal('WebSocket', WebSocket);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await mock.close();
});
afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

const photos = () => accountPhotos(mock.store, demo.accountId, 'created');
const messages = () => getToasts().map((toast) => toast.message);
const renderHooks = (ui: React.ReactNode) =>
  renderInApp(ui, { origin: mock.address, token: fakeToken(demo.email) });

describe('the single photo download', () => {
  let single: PhotoDownload;
  const save = vi.fn<(url: string, fileName: string) => void>();
  function Probe({ onRender }: { onRender: (hook: PhotoDownload) => void }) {
    const hook = usePhotoDownload({ save });
    useEffect(() => {
      onRender(hook);
    });
    return <p>state {hook.state}</p>;
  }
  const probe = <Probe onRender={(hook) => (single = hook)} />;

  it('goes initial, pending, success; saves the photo under its file name; reset goes back to initial', async () => {
    renderHooks(probe);
    expect(await screen.findByText('state initial')).toBeTruthy();
    const photo = photos()[0]!;
    act(() => single.download(photo));
    expect(await screen.findByText('state pending')).toBeTruthy();
    expect(messages()).toEqual(['Preparing download...']);
    expect(await screen.findByText('state success')).toBeTruthy();
    expect(messages()).toEqual([]);
    const [url, fileName] = save.mock.calls[0]!;
    expect(fileName).toBe(photo.localFileName);
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    act(() => single.reset());
    expect(await screen.findByText('state initial')).toBeTruthy();
  });

  it('fails with "Error: Your photo could not be downloaded" when the photo has no URL', async () => {
    renderHooks(probe);
    expect(await screen.findByText('state initial')).toBeTruthy();
    act(() => single.download({ localFileName: 'no-such-photo.jpg' }));
    expect(await screen.findByText('state failure')).toBeTruthy();
    expect(getToasts()).toEqual([
      expect.objectContaining({ message: 'Error: Your photo could not be downloaded', tone: 'error' }),
    ]);
    act(() => single.reset());
    expect(await screen.findByText('state initial')).toBeTruthy();
  });
});

describe('several photos', () => {
  let download: DownloadPhotos;
  function Probe({ onRender }: { onRender: (hook: DownloadPhotos) => void }) {
    const hook = useDownloadPhotos();
    useEffect(() => {
      onRender(hook);
    });
    return <p>ready</p>;
  }
  const probe = <Probe onRender={(hook) => (download = hook)} />;

  it('resolves when the download was accepted, and the archive follows over the shared socket', async () => {
    renderHooks(probe);
    await screen.findByText('ready');
    const ids = photos()
      .slice(0, 4)
      .map((photo) => photo.imageId);
    const anchors: HTMLAnchorElement[] = [];
    // The archive is saved through a link (src/lib/save-file.ts): catch its click.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      anchors.push(this);
    });
    const created = await download(ids);
    expect(created.photos).toEqual(ids);
    await waitFor(() => expect(anchors).toHaveLength(1), { timeout: 15_000 });
    expect(anchors[0]!.download).toBe(`${created.name}.zip`);
    expect(anchors[0]!.href).toContain(`/files/downloads/${created.id}.zip`);
    expect(messages()).toEqual(['Downloading photos']);
  });

  it(`sends nothing for more than ${DOWNLOAD_LIMIT} photos`, async () => {
    renderHooks(probe);
    await screen.findByText('ready');
    const ids = photos()
      .slice(0, DOWNLOAD_LIMIT + 1)
      .map((photo) => photo.imageId);
    await expect(download(ids)).rejects.toThrow('Up to 100 photos can be downloaded at a time');
    expect(mock.push.connections('downloads', demo.accountId)).toBe(0);
  });
});
