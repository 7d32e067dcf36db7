/**
 * The photo service's handlers (photo.ts), the albums: GET /albums (seeded, covered, paged) and an album's
 * lifecycle (create, get, rename, add, list, remove, delete). The setup and readers every topic shares:
 * mock-server/testing/photo-service.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accountPhotos, getPhoto } from '../db/photos';
import { EMPTY_ALBUM_NAME, SEED_ALBUM_MAX_PHOTOS } from '../db/albums';
import {
  demo,
  empty,
  importing,
  failing,
  expectProblem,
  validateAlbumPage,
  setupPhotoService,
  type Image,
  type Page,
  type Album,
} from '../testing/photo-service';

const { store, deps, send, get, position, walkPages, listAllAlbums, foreignPhotoId } = setupPhotoService();

describe('GET /albums', () => {
  it('answers the seeded albums, newest created first, one of them empty', async () => {
    const res = await get('/albums?displaySharedData=true');
    expect(validateAlbumPage(res.body), JSON.stringify(validateAlbumPage.errors)).toBe(true);
    const albums = res.body.albums as Album[];
    expect(albums).toHaveLength(8);
    const created = albums.map((a) => `${a.created}|${a.albumId}`);
    expect(created).toEqual([...created].sort().reverse());
    const empties = albums.filter((a) => a.photosCount === 0);
    expect(empties).toEqual([expect.objectContaining({ albumName: EMPTY_ALBUM_NAME, coverPhoto: null })]);
    for (const album of albums) {
      expect(album.userId).toBe(demo.accountId);
      expect(album.isShared).toBe(false);
      expect(album.photosCount).toBeLessThanOrEqual(SEED_ALBUM_MAX_PHOTOS);
      expect(album.updated >= album.created).toBe(true);
      expect(album.created < '2026-11-01T12:00:00Z').toBe(true);
      expect(album.albumName).not.toMatch(/^\s|[<>;]/);
    }
    expect(albums.some((a) => a.photosCount > 24)).toBe(true);
  });

  it('seeds the same albums every time, only for accounts with photos', async () => {
    const before = await listAllAlbums();
    deps.reset();
    expect(await listAllAlbums()).toEqual(before);
    expect(await listAllAlbums(failing.email)).toHaveLength(3);
    expect((await get('/albums', empty.email)).body).toEqual({ cursor: null, albums: [] });
    expect((await get('/albums', importing.email)).body).toEqual({ cursor: null, albums: [] });
  });

  it('covers each album with its newest photo by created', async () => {
    for (const album of await listAllAlbums()) {
      if (album.photosCount === 0) continue;
      const photos = (await walkPages(`/albums/${album.albumId}/photos?limit=500&sortKey=created`)).flatMap(
        (p) => p.images,
      );
      expect(photos).toHaveLength(album.photosCount);
      expect(album.coverPhoto).toEqual(photos[0]);
    }
  });

  it('pages with the cursor and limit, each album once', async () => {
    const pages = await walkPages('/albums?limit=3');
    expect(pages.map((p: any) => p.albums.length)).toEqual([3, 3, 2]);
    expect(pages.flatMap((p: any) => p.albums)).toEqual(await listAllAlbums());
  });

  it('answers 400 for parameters outside the contract or a foreign cursor, 401 without a token', async () => {
    expectProblem(await get('/albums?limit=51'), 400, 'query.limit');
    expectProblem(await get('/albums?displaySharedData=yes'), 400, 'query.displaySharedData');
    expectProblem(await get('/albums?cursor=abc'), 400, 'query.cursor');
    const { body } = await get('/albums?limit=1');
    expectProblem(await get(`/albums?cursor=${body.cursor}`, failing.email), 400, 'query.cursor');
    expectProblem(await get('/albums', null), 401);
  });
});

describe('album lifecycle: create, get, rename, add, list, remove, delete', () => {
  afterEach(() => deps.reset());

  it('creates an empty album that only its owner sees, first in the list', async () => {
    const res = await send('POST', '/albums', { body: { name: 'Summer in Cornwall' } });
    expect(res.status).toBe(201);
    const { albumId } = res.body;
    const album = (await get(`/albums/${albumId}`)).body as Album;
    expect(album).toEqual({
      albumId,
      albumName: 'Summer in Cornwall',
      coverPhoto: null,
      photosCount: 0,
      created: album.created,
      updated: album.created,
      userId: demo.accountId,
      isShared: false,
    });
    expect(Date.now() - Date.parse(album.created)).toBeLessThan(5_000);
    expect((await listAllAlbums())[0]!.albumId).toBe(albumId);
    expect((await get('/users')).body.albumsCount).toBe(9);
    expectProblem(await get(`/albums/${albumId}`, failing.email), 404);
    expect((await listAllAlbums(failing.email)).map((a) => a.albumId)).not.toContain(albumId);
  });

  it('adds the caller’s photos (failed: the others), idempotently, updating count, cover and updated', async () => {
    const library = (await walkPages('/photos?limit=500&sortKey=created')).flatMap((p) => p.images);
    const newest = library[0]!; // the library's newest by created
    const idsOf = async (album: Album) =>
      new Set(
        (await walkPages(`/albums/${album.albumId}/photos?limit=500`)).flatMap((p) =>
          p.images.map((i) => i.imageId),
        ),
      );
    let seeded: Album | undefined;
    let inAlbum = new Set<string>();
    for (const album of await listAllAlbums()) {
      inAlbum = await idsOf(album);
      if (album.photosCount > 0 && !inAlbum.has(newest.imageId)) {
        seeded = album;
        break;
      }
    }
    if (!seeded) throw new Error('no album without the newest photo');
    const another = library.filter((i) => !inAlbum.has(i.imageId)).at(-1)!;
    const unknown = crypto.randomUUID();
    const foreign = foreignPhotoId();

    const res = await send('POST', `/albums/${seeded.albumId}/photos`, {
      body: { photoIds: [newest.imageId, unknown, another.imageId, foreign] },
    });
    expect(res).toMatchObject({ status: 200, body: { failed: [unknown, foreign] } });
    const after = (await get(`/albums/${seeded.albumId}`)).body as Album;
    expect(after.photosCount).toBe(seeded.photosCount + 2);
    expect(after.coverPhoto).toEqual(newest);
    expect(after.updated > seeded.updated).toBe(true);

    // Again: nothing changes, nothing fails.
    const again = await send('POST', `/albums/${seeded.albumId}/photos`, {
      body: { photoIds: [newest.imageId] },
    });
    expect(again.body).toEqual({ failed: [] });
    expect(((await get(`/albums/${seeded.albumId}`)).body as Album).photosCount).toBe(seeded.photosCount + 2);
  });

  it('lists an album’s photos by created or dateTaken in both orders, each once', async () => {
    const album = (await listAllAlbums()).find((a) => a.photosCount > 30)!;
    const first = (await get(`/albums/${album.albumId}/photos`)).body as Page;
    expect(first.images).toHaveLength(24);
    const defaultOrder = first.images.map(position('created'));
    expect(defaultOrder).toEqual([...defaultOrder].sort().reverse());
    for (const sortKey of ['created', 'dateTaken'] as const) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const pages = await walkPages(
          `/albums/${album.albumId}/photos?limit=7&sortKey=${sortKey}&sortOrder=${sortOrder}`,
        );
        const images = pages.flatMap((p) => p.images);
        expect(images).toHaveLength(album.photosCount);
        expect(new Set(images.map((i) => i.imageId)).size).toBe(album.photosCount);
        const positions = images.map(position(sortKey));
        const expected = [...positions].sort();
        expect(positions).toEqual(sortOrder === 'asc' ? expected : expected.reverse());
      }
    }
  });

  it('removes photos from the album but not from the library', async () => {
    const album = (await listAllAlbums()).find((a) => a.photosCount > 3)!;
    const photos = (await get(`/albums/${album.albumId}/photos?limit=3`)).body.images as Image[];
    const inAlbum = new Set(
      (await walkPages(`/albums/${album.albumId}/photos?limit=500`)).flatMap((p) =>
        p.images.map((i) => i.imageId),
      ),
    );
    const notInAlbum = (await walkPages('/photos?limit=500'))
      .flatMap((p) => p.images)
      .find((i) => !inAlbum.has(i.imageId))!;
    const unknown = crypto.randomUUID();
    const res = await send('DELETE', `/albums/${album.albumId}/photos`, {
      body: { photoIds: [photos[0]!.imageId, photos[1]!.imageId, unknown, foreignPhotoId()] },
    });
    expect(res).toMatchObject({ status: 200, body: { failed: [unknown, foreignPhotoId()] } });
    const after = (await get(`/albums/${album.albumId}`)).body as Album;
    expect(after.photosCount).toBe(album.photosCount - 2);
    expect(after.coverPhoto).toEqual(photos[2]); // the newest two went: the third newest is the cover
    expect(after.updated > album.updated).toBe(true);
    expect((await get('/users')).body.photosCount).toBe(demo.photos);
    // Removing one of the caller's photos that is not in the album changes nothing and does not fail.
    const noop = await send('DELETE', `/albums/${album.albumId}/photos`, {
      body: { photoIds: [notInAlbum.imageId] },
    });
    expect(noop.body).toEqual({ failed: [] });
    expect(((await get(`/albums/${album.albumId}`)).body as Album).updated).toBe(after.updated);
  });

  it('renames an album; the name follows the rules', async () => {
    const album = (await listAllAlbums())[2]!;
    const res = await send('PATCH', `/albums/${album.albumId}`, { body: { name: 'Cornwall 2025' } });
    expect(res.status).toBe(204);
    const after = (await get(`/albums/${album.albumId}`)).body as Album;
    expect(after).toEqual({ ...album, albumName: 'Cornwall 2025', updated: after.updated });
    expect(after.updated > album.updated).toBe(true);
    for (const name of ['', ' leading space', 'a<b', 'x > y', 'semi;colon']) {
      expectProblem(await send('PATCH', `/albums/${album.albumId}`, { body: { name } }), 400, 'body.name');
      expectProblem(await send('POST', '/albums', { body: { name } }), 400, 'body.name');
    }
    expectProblem(await send('PATCH', `/albums/${album.albumId}`, { body: {} }), 400);
    expect(((await get(`/albums/${album.albumId}`)).body as Album).albumName).toBe('Cornwall 2025');
  });

  it('deletes an album but not its photos', async () => {
    const album = (await listAllAlbums()).find((a) => a.photosCount > 0)!;
    const photoIds = (await walkPages(`/albums/${album.albumId}/photos?limit=500`)).flatMap((p) =>
      p.images.map((i) => i.imageId),
    );
    expect((await send('DELETE', `/albums/${album.albumId}`)).status).toBe(204);
    expectProblem(await get(`/albums/${album.albumId}`), 404);
    expectProblem(await get(`/albums/${album.albumId}/photos`), 404);
    expectProblem(await send('DELETE', `/albums/${album.albumId}`), 404);
    expect((await get('/users')).body).toEqual({ photosCount: demo.photos, albumsCount: 7 });
    for (const id of photoIds) expect(getPhoto(store, id)).toBeDefined();
  });

  it('answers 404 for unknown albums and for albums of another account', async () => {
    const foreign = (await listAllAlbums(failing.email))[0]!.albumId;
    for (const id of ['no-such-album', foreign]) {
      expectProblem(await get(`/albums/${id}`), 404);
      expectProblem(await send('PATCH', `/albums/${id}`, { body: { name: 'Mine now' } }), 404);
      expectProblem(await send('DELETE', `/albums/${id}`), 404);
      expectProblem(await get(`/albums/${id}/photos`), 404);
      const body = { photoIds: [accountPhotos(store, demo.accountId, 'created')[0]!.imageId] };
      expectProblem(await send('POST', `/albums/${id}/photos`, { body }), 404);
      expectProblem(await send('DELETE', `/albums/${id}/photos`, { body }), 404);
    }
    expect(((await get(`/albums/${foreign}`, failing.email)).body as Album).albumName).not.toBe('Mine now');
  });

  it('answers 400 for bad album-photo requests and 401 without a token', async () => {
    const album = (await listAllAlbums())[0]!;
    expectProblem(
      await send('POST', `/albums/${album.albumId}/photos`, { body: { photoIds: [] } }),
      400,
      'body.photoIds',
    );
    expectProblem(await send('DELETE', `/albums/${album.albumId}/photos`, { body: { ids: ['x'] } }), 400);
    expectProblem(await get(`/albums/${album.albumId}/photos?sortKey=size`), 400, 'query.sortKey');
    expectProblem(await get(`/albums/${album.albumId}/photos?limit=501`), 400, 'query.limit');
    const { body } = await get(`/albums/${album.albumId}/photos?limit=1`);
    const other = (await listAllAlbums()).find((a) => a.albumId !== album.albumId && a.photosCount > 0)!;
    expectProblem(await get(`/albums/${other.albumId}/photos?cursor=${body.cursor}`), 400, 'query.cursor');
    expectProblem(
      await get(`/albums/${album.albumId}/photos?cursor=${body.cursor}&sortKey=dateTaken`),
      400,
      'query.cursor',
    );
    for (const [method, path] of [
      ['POST', '/albums'],
      ['GET', `/albums/${album.albumId}`],
      ['PATCH', `/albums/${album.albumId}`],
      ['DELETE', `/albums/${album.albumId}`],
      ['GET', `/albums/${album.albumId}/photos`],
      ['POST', `/albums/${album.albumId}/photos`],
      ['DELETE', `/albums/${album.albumId}/photos`],
    ] as const) {
      expectProblem(await send(method, path, { email: null, body: { name: 'x', photoIds: ['x'] } }), 401);
    }
  });
});
