// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The album screens against the mock's photo service (msw/node) as albums@example.com (three albums: "Family
 * 2026" with 55 photos, "Favourites" empty, "Best of 2026" with one), under the mock's faults (ADR 004) that the
 * e2e spec does not cover for each call: a dropped connection, an answer that is not JSON, a 400 naming no field,
 * a slow answer. Each time: the spec's error text, a way to try again, and nothing shown as done that the
 * service did not do. And names render as text, never as markup.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_IMAGES } from '@/lib/constants';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { AlbumPage } from './album-page';
import { AlbumsPage } from './albums-page';
import { AlbumTile } from './album-tile';

const ALBUMS = 'albums@example.com';
const mock = setupMockApi({ accounts: [ALBUMS] });
afterEach(cleanup);

/** The service's own view (the test's client, no fault rule names it: the rules are taken once). */
const app = () => renderInApp(null, mock.signIn(ALBUMS));
async function album(name: string) {
  const { api, unmount } = app();
  const { data } = await api.photo.GET('/albums', { params: { query: { limit: 50 } } });
  unmount();
  return data!.albums.find((a) => a.albumName === name)!;
}
async function serverName(albumId: string) {
  const { api, unmount } = app();
  const { data, response } = await api.photo
    .GET('/albums/{id}', { params: { path: { id: albumId } } })
    .catch(() => ({ data: undefined, response: { status: 404 } }));
  unmount();
  return response.status === 404 ? undefined : data?.albumName;
}

const LIST_ERROR = 'Unable to display albums. Please refresh the page or try again later.';
const ALBUM_ERROR = 'Unable to display album. Please refresh the page or try again later.';
const SAVE_FAILED = 'Unable to save changes. Please try again';

const renderAlbum = (albumId: string) => renderInApp(<AlbumPage albumId={albumId} />, mock.signIn(ALBUMS));

async function startRename(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return (await screen.findByRole('textbox', { name: 'Album name' })) as HTMLInputElement;
}
function save(field: HTMLInputElement, name: string) {
  fireEvent.change(field, { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('names are text', () => {
  it('shows a name with markup literally on a tile, never as an element', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const { container } = renderInApp(
      <ul>
        <AlbumTile album={{ albumId: 'a1', albumName: name, photosCount: 2, created: new Date() }} />
      </ul>,
      mock.signIn(ALBUMS),
    );
    expect(await screen.findByText(name)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});

describe('the albums list', () => {
  it('says so when the answer is not JSON, and Try again loads it', async () => {
    mock.faults.add({ method: 'GET', path: '/photo/albums', times: 1, fault: { malformed: true } });
    renderInApp(<AlbumsPage onPagesLoaded={() => {}} />, mock.signIn(ALBUMS));
    expect(await screen.findByText(LIST_ERROR)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Family 2026' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Family 2026' })).toBeTruthy();
    expect(screen.queryByText(LIST_ERROR)).toBeNull();
  });
});

describe("the albums list's covers", () => {
  it("load at once on the first screen's tiles and as they near the viewport after it (issue 25)", async () => {
    const { api, unmount } = app();
    const { data: family } = await api.photo.GET('/albums', { params: { query: { limit: 50 } } });
    const photoIds = (
      await api.photo.GET('/albums/{id}/photos', {
        params: {
          path: { id: family!.albums.find((a) => a.albumName === 'Family 2026')!.albumId },
          query: { limit: 1 },
        },
      })
    ).data!.images.map((photo) => photo.imageId);
    // Enough albums with a cover that the list runs past the first screen's tiles ("New album" is the first tile).
    for (let n = 1; n <= FIRST_SCREEN_IMAGES; n += 1) {
      const { data } = await api.photo.POST('/albums', { body: { name: `Cover ${n}` } });
      await api.photo.POST('/albums/{id}/photos', {
        params: { path: { id: data!.albumId } },
        body: { photoIds },
      });
    }
    unmount();
    renderInApp(<AlbumsPage onPagesLoaded={() => {}} />, mock.signIn(ALBUMS));
    await screen.findByRole('link', { name: 'Cover 1' });
    const tiles = within(screen.getByRole('region', { name: 'Your albums' })).getAllByRole('listitem');
    const loading = tiles.map((tile) => tile.querySelector('img')?.getAttribute('loading') ?? 'none');
    expect(loading.slice(0, FIRST_SCREEN_IMAGES).filter((value) => value === 'lazy')).toEqual([]);
    expect(loading.slice(FIRST_SCREEN_IMAGES).filter((value) => value !== 'none').length).toBeGreaterThan(0);
    expect(loading.slice(FIRST_SCREEN_IMAGES).filter((value) => value === 'eager')).toEqual([]);
  });
});

describe('the album screen', () => {
  it.each([
    ['the connection drops', { network: true }],
    ['the answer cannot be read', { malformed: true }],
  ] as const)('says so when %s, shows no count, and Try again loads it', async (_, fault) => {
    const { albumId } = await album('Best of 2026');
    mock.faults.add({ method: 'GET', path: `/photo/albums/${albumId}`, times: 1, fault });
    renderAlbum(albumId);
    expect(await screen.findByText(ALBUM_ERROR)).toBeTruthy();
    expect(screen.queryByText(/^\d[\d,]* photos?$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Best of 2026' })).toBeTruthy();
    expect(screen.getByText('1 photo')).toBeTruthy();
  });
});

describe('renaming', () => {
  it('a dropped connection: the spec text, the typed name kept, the old name on the service; saving again renames', async () => {
    const { albumId } = await album('Best of 2026');
    mock.faults.add({
      method: 'PATCH',
      path: `/photo/albums/${albumId}`,
      times: 1,
      fault: { network: true },
    });
    renderAlbum(albumId);
    const field = await startRename('Best of 2026');
    save(field, 'Best of the year');
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
    expect(field.value).toBe('Best of the year');
    expect(await serverName(albumId)).toBe('Best of 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Best of the year' })).toBeTruthy();
    expect(await serverName(albumId)).toBe('Best of the year');
  });

  it('a 400 naming no field is not silent: the spec text, the typed name kept', async () => {
    const { albumId } = await album('Best of 2026');
    mock.faults.add({ method: 'PATCH', path: `/photo/albums/${albumId}`, times: 1, fault: { status: 400 } });
    renderAlbum(albumId);
    const field = await startRename('Best of 2026');
    save(field, 'Best of the year');
    expect(await screen.findByText(SAVE_FAILED)).toBeTruthy();
    expect(field.value).toBe('Best of the year');
    expect(await serverName(albumId)).toBe('Best of 2026');
  });

  it('while the answer is slow nothing is shown as renamed, and Save sends once', async () => {
    const { albumId } = await album('Best of 2026');
    const gate = mock.hold('PATCH', `/photo/albums/${albumId}`);
    renderAlbum(albumId);
    const field = await startRename('Best of 2026');
    save(field, 'Slow trip');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Slow trip' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Album name' })).toBeTruthy();
    gate.release();
    expect(await screen.findByRole('button', { name: 'Slow trip' })).toBeTruthy();
    expect(mock.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });
});

describe('deleting the album', () => {
  it('a dropped connection: the dialog says it failed, the album stays; confirming again deletes it', async () => {
    const { albumId } = await album('Best of 2026');
    mock.faults.add({
      method: 'DELETE',
      path: `/photo/albums/${albumId}`,
      times: 1,
      fault: { network: true },
    });
    renderAlbum(albumId);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete album' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    expect(await within(dialog).findByText('Unable to remove album. Please try again')).toBeTruthy();
    expect(await serverName(albumId)).toBe('Best of 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    await waitFor(async () => expect(await serverName(albumId)).toBeUndefined());
  });
});

describe('an album the service does not know', () => {
  it('says so and leads back to My albums, without a Try again that could never work', async () => {
    renderAlbum('no-such-album');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('This album does not exist, or it has been deleted.');
    expect(within(notice).getByRole('link', { name: 'My albums' }).getAttribute('href')).toBe(
      '/my-photos/albums',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(ALBUM_ERROR)).toBeNull();
  });
});
