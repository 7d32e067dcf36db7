/**
 * The photo service's handlers (photo.ts), deleting photos: DELETE /photos and DELETE /photos/all, and the reset
 * that brings them back. The setup and readers every topic shares: mock-server/testing/photo-service.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { countPhotos, getPhoto, monthCounts } from '../db/photos';
import {
  demo,
  failing,
  expectProblem,
  setupPhotoService,
  type Image,
  type Page,
  type Album,
} from '../testing/photo-service';

const { store, deps, send, get, walkPages, listAllAlbums, timelineTotal, foreignPhotoId } =
  setupPhotoService();

describe('DELETE /photos', () => {
  afterEach(() => deps.reset());

  it('deletes the caller’s photos everywhere and answers the other ids in failed', async () => {
    const busiest = monthCounts(store, demo.accountId).sort((a, b) => b.count - a.count)[0]!;
    const monthPath = `/photos/timeline/${busiest.year}/${busiest.month}?limit=500`;
    const monthBefore = (await get(monthPath)).body.images as Image[];
    const undated = (await get('/photos/timeline/1970/1')).body.images[0] as Image;
    const albumsBefore = await listAllAlbums();
    const album = albumsBefore.find((a) => a.photosCount > 1)!;
    const cover = album.coverPhoto!;
    const targets = [monthBefore[0]!.imageId, monthBefore[1]!.imageId, undated.imageId, cover.imageId];
    const unknown = crypto.randomUUID();

    const res = await send('DELETE', '/photos', {
      body: { photoIds: [...targets, unknown, foreignPhotoId()] },
    });
    expect(res).toMatchObject({ status: 200, body: { failed: [unknown, foreignPhotoId()] } });

    expect((await get('/users')).body.photosCount).toBe(demo.photos - 4);
    expect(await timelineTotal()).toBe(demo.photos - 4);
    const { body: timeline } = await get('/users/timeline');
    expect(timeline['1970']['1']).toBe(demo.undated - 1);
    const monthAfter = (await get(monthPath)).body.images as Image[];
    expect(monthAfter.map((i) => i.imageId)).not.toContain(targets[0]);
    expect(monthAfter.length).toBeLessThanOrEqual(monthBefore.length - 2);
    const listed = (await walkPages('/photos?limit=500')).flatMap((p) => p.images.map((i) => i.imageId));
    expect(listed).toHaveLength(demo.photos - 4);
    for (const id of targets) expect(listed).not.toContain(id);

    // The album lost its cover: one photo fewer, a new cover, updated now.
    const after = (await get(`/albums/${album.albumId}`)).body as Album;
    expect(after.photosCount).toBe(album.photosCount - 1);
    expect(after.coverPhoto?.imageId).not.toBe(cover.imageId);
    expect(after.updated > album.updated).toBe(true);
    // Deleting again: they are gone, so they fail.
    expect((await send('DELETE', '/photos', { body: { photoIds: targets } })).body).toEqual({
      failed: targets,
    });
    // The other account kept its photo.
    expect(getPhoto(store, foreignPhotoId())).toBeDefined();
  });

  it('keeps a cursor valid when the photo it points after is deleted', async () => {
    const first = (await get('/photos?limit=10')).body as Page;
    const next = (await get(`/photos?limit=10&cursor=${first.cursor}`)).body as Page;
    await send('DELETE', '/photos', { body: { photoIds: [first.images.at(-1)!.imageId] } });
    expect((await get(`/photos?limit=10&cursor=${first.cursor}`)).body).toEqual(next);
  });

  it('marks the account for the reset, which brings every photo back', async () => {
    const victim = (await get('/photos?limit=1')).body.images[0] as Image;
    await send('DELETE', '/photos', { body: { photoIds: [victim.imageId] } });
    expect(store.dirty.has(demo.accountId)).toBe(true);
    deps.reset();
    expect((await get('/photos?limit=1')).body.images[0]).toEqual(victim);
    expect(await timelineTotal()).toBe(demo.photos);
  });

  it('answers 400 for a body outside the contract and 401 without a token', async () => {
    const id = foreignPhotoId();
    expectProblem(await send('DELETE', '/photos', { body: { photoIds: [] } }), 400, 'body.photoIds');
    expectProblem(await send('DELETE', '/photos', { body: { photoIds: [id, id] } }), 400, 'body.photoIds');
    const tooMany = Array.from({ length: 501 }, () => crypto.randomUUID());
    expectProblem(await send('DELETE', '/photos', { body: { photoIds: tooMany } }), 400, 'body.photoIds');
    expectProblem(await send('DELETE', '/photos', { body: {} }), 400);
    expectProblem(await send('DELETE', '/photos'), 400);
    expectProblem(await send('DELETE', '/photos', { email: null, body: { photoIds: [id] } }), 401);
    expect(await timelineTotal()).toBe(demo.photos);
  });
});

describe('DELETE /photos/all', () => {
  afterEach(() => deps.reset());

  it('deletes every photo of the account; the albums stay, empty; the reset brings all back', async () => {
    const albumsBefore = await listAllAlbums();
    const res = await send('DELETE', '/photos/all');
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await get('/users')).body).toEqual({ photosCount: 0, albumsCount: 8 });
    expect((await get('/users/timeline')).body).toEqual({});
    expect((await get('/photos')).body).toEqual({ cursor: null, images: [] });
    const albumsAfter = await listAllAlbums();
    expect(albumsAfter.map((a) => a.albumId)).toEqual(albumsBefore.map((a) => a.albumId));
    for (const album of albumsAfter) {
      expect(album).toMatchObject({ photosCount: 0, coverPhoto: null });
      expect((await get(`/albums/${album.albumId}/photos`)).body).toEqual({ cursor: null, images: [] });
    }
    // Other accounts keep theirs.
    expect((await get('/users', failing.email)).body.photosCount).toBe(failing.photos);

    deps.reset();
    expect((await get('/users')).body).toEqual({ photosCount: demo.photos, albumsCount: 8 });
    expect(await listAllAlbums()).toEqual(albumsBefore);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await send('DELETE', '/photos/all', { email: null }), 401);
    expect(countPhotos(store, demo.accountId)).toBe(demo.photos);
  });
});
