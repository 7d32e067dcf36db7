// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The download hooks as components use them, against the real mock server (HTTP and the downloads push over a
 * real WebSocket, src/testing/mock-server.ts): the single download's states and reset, several photos through the
 * shared socket, and a selection toolbar's Download (the timeline's and an album's).
 */
import { useEffect } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountPhotos } from '@mock/db/photos';
import type { Photo } from '@/lib/api/schemas/photo';
import { createAppStore, StoreProvider } from '@/lib/store';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockServer } from '@/testing/mock-server';
import { renderInApp } from '@/testing/render-in-app';
import { selectionAtom } from '@/features/photo-grid';
import { DOWNLOAD_LIMIT, useDownloadPhotos, type DownloadPhotos } from './use-download-photos';
import { usePhotoDownload, type PhotoDownload } from './use-photo-download';
import { useSelectionDownload, type SelectionDownload } from './use-selection-download';

const mock = setupMockServer({ accounts: ['demo@example.com'], timing: { downloadStepMs: 30 } });
const demo = mock.account('demo@example.com');

afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.restoreAllMocks();
});

const photos = () => accountPhotos(mock.server.store, demo.accountId, 'created');
const messages = () => getToasts().map((toast) => toast.message);
const renderHooks = (ui: React.ReactNode) => renderInApp(ui, mock.signIn(demo.email));

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
    expect(mock.server.push.connections('downloads', demo.accountId)).toBe(0);
  });
});

describe("a selection toolbar's Download", () => {
  let download: SelectionDownload;
  function Probe() {
    const hook = useSelectionDownload();
    useEffect(() => {
      download = hook;
    });
    return <p>{hook.downloading ? 'downloading' : 'idle'}</p>;
  }
  /** Selection mode on, with the first `count` photos of the account selected. */
  const renderSelecting = (count: number) => {
    const store = createAppStore();
    // The hook reads the selected ids only.
    const selected = new Map(
      photos()
        .slice(0, count)
        .map((photo): [string, Photo] => [photo.imageId, { imageId: photo.imageId } as Photo]),
    );
    store.set(selectionAtom, { active: true, selected, anchorId: undefined });
    renderHooks(
      <StoreProvider store={store}>
        <Probe />
      </StoreProvider>,
    );
    return store;
  };
  it('is pending while the request is on its way, then selection mode stops', async () => {
    // The archive is saved through a link (src/lib/save-file.ts): catch its click.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const store = renderSelecting(3);
    await screen.findByText('idle');
    expect(download.allowed).toBe(true);
    expect(download.limit).toBeUndefined();
    let started = Promise.resolve();
    act(() => {
      started = download.start();
    });
    expect(screen.getByText('downloading')).toBeTruthy();
    await act(() => started);
    expect(screen.getByText('idle')).toBeTruthy();
    expect(store.get(selectionAtom).active).toBe(false);
    expect(store.get(selectionAtom).selected.size).toBe(0);
    // The archive follows (nothing is left on its way for the next test).
    await waitFor(() => expect(saved).toHaveBeenCalledOnce(), { timeout: 15_000 });
  });

  it('keeps the selection for another try when the service refuses the download', async () => {
    mock.server.faults.add({ method: 'POST', path: '/downloads-api/downloads', fault: { status: 503 } });
    const store = renderSelecting(2);
    await screen.findByText('idle');
    await act(() => download.start());
    expect(screen.getByText('idle')).toBeTruthy();
    expect(messages()).toEqual(['Error: Your photos could not be downloaded']);
    expect(store.get(selectionAtom)).toMatchObject({ active: true });
    expect(store.get(selectionAtom).selected.size).toBe(2);
  });

  it(`is not allowed for more than ${DOWNLOAD_LIMIT} photos, and says why`, async () => {
    renderSelecting(DOWNLOAD_LIMIT + 1);
    await screen.findByText('idle');
    expect(download.allowed).toBe(false);
    expect(download.limit).toBe('Up to 100 photos can be downloaded at a time');
  });
});
