// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Adding photos to an album and removing them, chunk by chunk, against the mock's photo service (msw/node) as
 * albums@example.com, under the mock's faults (ADR 004): what is retried, what is reported as not done, and that
 * the service's state is what the report says or more (the screens re-read after any failure).
 */
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { addPhotosToAlbum } from './add-photos-to-album';
import { RemoveAlbumPhotosError, removeAlbumPhotos } from './album-changes';

const ALBUMS = 'albums@example.com';
const mock = setupMockApi({ accounts: [ALBUMS] });
const noWait = () => Promise.resolve();

async function setUp() {
  const { api, unmount } = renderInApp(null, mock.signIn(ALBUMS));
  unmount();
  const { data } = await api.photo.GET('/albums', { params: { query: { limit: 50 } } });
  const album = data!.albums.find((a) => a.albumName === 'Family 2026')!;
  const { data: page } = await api.photo.GET('/albums/{id}/photos', {
    params: { path: { id: album.albumId }, query: { limit: 5 } },
  });
  const photoIds = page!.images.map((image) => image.imageId);
  const count = async () =>
    (await api.photo.GET('/albums/{id}', { params: { path: { id: album.albumId } } })).data!.photosCount;
  return { api, albumId: album.albumId, photoIds, count, before: album.photosCount };
}
const removals = () =>
  mock.requests.filter((r) => r.method === 'DELETE' && r.path.endsWith('/photos')).length;

describe('removing photos from an album', () => {
  it('sends a chunk again after a dropped connection, and the photos leave the album', async () => {
    const { api, albumId, photoIds, count, before } = await setUp();
    mock.faults.add({ method: 'DELETE', path: '/photo/albums/*/photos', times: 1, fault: { network: true } });
    await removeAlbumPhotos({ api, albumId, photoIds: photoIds.slice(0, 2), sleep: noWait });
    expect(removals()).toBe(2);
    expect(await count()).toBe(before - 2);
  });

  it('a chunk failing for good (its try and both retries) is reported not removed, and is not', async () => {
    const { api, albumId, photoIds, count, before } = await setUp();
    mock.faults.add({ method: 'DELETE', path: '/photo/albums/*/photos', times: 3, fault: { status: 503 } });
    const error = await removeAlbumPhotos({
      api,
      albumId,
      photoIds: photoIds.slice(0, 2),
      sleep: noWait,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoveAlbumPhotosError);
    expect((error as RemoveAlbumPhotosError).notRemoved).toEqual(photoIds.slice(0, 2));
    expect(removals()).toBe(3);
    expect(await count()).toBe(before);
  });

  it('an answer it cannot read is not reported as done (the screen re-reads the album instead)', async () => {
    const { api, albumId, photoIds, count, before } = await setUp();
    mock.faults.add({
      method: 'DELETE',
      path: '/photo/albums/*/photos',
      times: 3,
      fault: { malformed: true },
    });
    const error = await removeAlbumPhotos({
      api,
      albumId,
      photoIds: photoIds.slice(0, 1),
      sleep: noWait,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoveAlbumPhotosError);
    expect((error as RemoveAlbumPhotosError).removed).toEqual([]);
    expect((error as RemoveAlbumPhotosError).notRemoved).toEqual(photoIds.slice(0, 1));
    // The service did remove it: the re-read shows the truth.
    expect(await count()).toBe(before - 1);
  });

  it('does not send again what the service refused (a 4xx)', async () => {
    const { api, albumId, photoIds, count, before } = await setUp();
    mock.faults.add({ method: 'DELETE', path: '/photo/albums/*/photos', times: 1, fault: { status: 404 } });
    await expect(
      removeAlbumPhotos({ api, albumId, photoIds: photoIds.slice(0, 1), sleep: noWait }),
    ).rejects.toBeInstanceOf(RemoveAlbumPhotosError);
    expect(removals()).toBe(1);
    expect(await count()).toBe(before);
  });
});

describe('adding photos to an album', () => {
  it('rejects on a dropped connection and adds nothing; adding again adds them once', async () => {
    const { api, photoIds } = await setUp();
    const { data } = await api.photo.GET('/albums', { params: { query: { limit: 50 } } });
    const empty = data!.albums.find((a) => a.albumName === 'Favourites')!;
    const size = async () =>
      (await api.photo.GET('/albums/{id}', { params: { path: { id: empty.albumId } } })).data!.photosCount;
    mock.faults.add({ method: 'POST', path: '/photo/albums/*/photos', times: 1, fault: { network: true } });
    await expect(addPhotosToAlbum({ api, albumId: empty.albumId, photoIds })).rejects.toThrow();
    expect(await size()).toBe(0);
    await addPhotosToAlbum({ api, albumId: empty.albumId, photoIds });
    await addPhotosToAlbum({ api, albumId: empty.albumId, photoIds });
    expect(await size()).toBe(photoIds.length);
  });
});
