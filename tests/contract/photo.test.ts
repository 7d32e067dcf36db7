/**
 * Over 500 lines on purpose: the photo service is the largest contract (counts, timeline, activation, photos,
 * deletes, albums), one success and one error case per operation, read together against photo.yaml.
 *
 * Contract tests of the photo service: counts, timeline, activation, all photos, deleting photos, albums and
 * album photos. Every operation has a success and an error case.
 *
 * Other contract files run in parallel processes against the same mock and read demo@example.com's photos
 * (timeline counts, photo ids for exports, downloads, temp selections), so this file never deletes a photo of
 * demo@ and never calls POST /__mock/reset (that would undo the other files' own records mid-run):
 *   - Album cases run on demo@ but only on albums this file creates (and deletes again in `finally`): adding and
 *     removing photos changes no photo, and no other file reads demo@'s own albums or its albumsCount.
 *   - Deleting photos for real (deletePhotos, deleteAllPhotos) runs against the mock only, on
 *     importing@example.com after this file activated it: its photos exist only because this file imported
 *     them, and no other file reads that account. It ends the run ACTIVE without photos (the mock's next start,
 *     or a reset, brings it back to NOT_ACTIVE).
 *   - Against a real service (one CONTRACT_TOKEN account) deletePhotos is called with ids that do not exist (a
 *     200 with every id in failed, nothing deleted) and only when CONTRACT_MUTATIONS=1; deleteAllPhotos is
 *     never called with a token there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPush } from './lib/asyncapi';
import { call } from './lib/client';
import { isMock, mockUrl, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

const IMPORTING = 'importing@example.com';

interface Image {
  imageId: string;
  dateTaken?: string;
}
interface Album {
  albumId: string;
  albumName: string;
  photosCount: number;
  coverPhoto: Image | null;
  updated: string;
}

async function timelineTotal(token: string): Promise<number> {
  const timeline = await call('getTimeline', { token });
  return Object.values<Record<string, number>>(timeline.body)
    .flatMap((months) => Object.values(months))
    .reduce((a, b) => a + b, 0);
}

async function waitForStatus(token: string, status: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('getActivationStatus', { token });
    if (res.body.status === status) return;
    if (Date.now() > until) throw new Error(`activation status stayed ${res.body.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The activation push channel: the authenticate message, the OK and every frame checked against activation.yaml. */
function activationSocket(token: string) {
  return connectPush('activation', `${mockUrl().replace(/^http/, 'ws')}/push/activation`, token);
}

describe.skipIf(!serviceConfigured('photo'))('photo service', () => {
  describe('getUserCounts', () => {
    it('answers the counts of the signed-in user', async () => {
      const res = await call('getUserCounts', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(res.body.photosCount).toBeGreaterThanOrEqual(0);
      expect(res.body.albumsCount).toBeGreaterThanOrEqual(0);
    });

    it.runIf(isMock)('counts the demo account’s seeded albums', async () => {
      const token = await tokenFor();
      const [counts, albums] = await Promise.all([
        call('getUserCounts', { token }),
        call('listAlbums', { token, query: { limit: 50 } }),
      ]);
      // Only this file creates demo@ albums, and it deletes them again: the list is the seed here.
      expect(counts.body.albumsCount).toBe(albums.body.albums.length);
      expect(counts.body.albumsCount).toBeGreaterThan(0);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getUserCounts');
      expect(res.status).toBe(401);
      expect(res.contentType).toBe('application/problem+json');
    });
  });

  describe('getTimeline', () => {
    it('answers a map of year to month to count', async () => {
      const res = await call('getTimeline', { token: await tokenFor() });
      expect(res.status).toBe(200);
      for (const [year, months] of Object.entries<Record<string, number>>(res.body)) {
        expect(year).toMatch(/^\d{4}$/);
        for (const count of Object.values(months)) expect(count).toBeGreaterThanOrEqual(0);
      }
    });

    it.runIf(isMock)('counts every photo of the demo account, undated ones under 1970/1', async () => {
      const token = await tokenFor();
      const [timeline, counts] = await Promise.all([
        call('getTimeline', { token }),
        call('getUserCounts', { token }),
      ]);
      const total = Object.values<Record<string, number>>(timeline.body)
        .flatMap((months) => Object.values(months))
        .reduce((a, b) => a + b, 0);
      expect(total).toBe(counts.body.photosCount);
      expect(timeline.body['1970']?.['1']).toBeGreaterThan(0);
    });

    it.runIf(isMock)('answers an empty map for an account without photos', async () => {
      const res = await call('getTimeline', { token: await tokenFor('empty@example.com') });
      expect(res.body).toEqual({});
    });

    it('answers 401 with a token that is not valid', async () => {
      const res = await call('getTimeline', { token: 'not-a-token' });
      expect(res.status).toBe(401);
    });
  });

  describe('getTimelineMonth', () => {
    async function firstMonth(token: string) {
      const timeline = await call('getTimeline', { token });
      const year = Object.keys(timeline.body).sort().reverse()[0]!;
      const month = Object.keys(timeline.body[year]).sort((a, b) => Number(b) - Number(a))[0]!;
      return { year, month, count: timeline.body[year][month] as number };
    }

    it('pages through a month with the cursor, each photo once', async () => {
      const token = await tokenFor();
      const { year, month, count } = await firstMonth(token);
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const res = await call('getTimelineMonth', {
          token,
          path: { year, month },
          query: { limit: 24, cursor, sortKey: 'dateTaken', sortOrder: 'desc' },
        });
        expect(res.status).toBe(200);
        expect(res.body.images.length).toBeLessThanOrEqual(24);
        for (const image of res.body.images) seen.add(image.imageId);
        cursor = res.body.cursor ?? undefined;
      } while (cursor);
      expect(seen.size).toBe(count);
    });

    it('orders by dateTaken, newest first', async () => {
      const token = await tokenFor();
      const { year, month } = await firstMonth(token);
      const res = await call('getTimelineMonth', {
        token,
        path: { year, month },
        query: { limit: 100, sortKey: 'dateTaken', sortOrder: 'desc' },
      });
      const dates = res.body.images.map((i: { dateTaken: string }) => i.dateTaken);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('answers 400 naming the field when the limit is out of range', async () => {
      const res = await call('getTimelineMonth', {
        token: await tokenFor(),
        path: { year: 2025, month: 1 },
        query: { limit: 100000 },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('limit');
    });

    it('answers 400 for a month that does not exist', async () => {
      const res = await call('getTimelineMonth', {
        token: await tokenFor(),
        path: { year: 2025, month: 13 },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getTimelineMonth', { path: { year: 2025, month: 1 } });
      expect(res.status).toBe(401);
    });
  });

  describe('getActivationStatus and startActivation', () => {
    it('answers the activation status of the signed-in user', async () => {
      const res = await call('getActivationStatus', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING']).toContain(res.body.status);
    });

    it.runIf(mutationsAllowed)('answers whether starting the activation started it', async () => {
      const res = await call('startActivation', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(typeof res.body.started).toBe('boolean');
    });

    it.runIf(isMock)('starts nothing for an account that is already active', async () => {
      const token = await tokenFor();
      expect((await call('startActivation', { token })).body).toEqual({ started: false });
      expect((await call('getActivationStatus', { token })).body).toEqual({ status: 'ACTIVE' });
    });

    it.runIf(isMock)(
      'imports a NOT_ACTIVE account’s photos: IMPORTING, pushes import-started and import-finished, ACTIVE',
      async () => {
        const token = await tokenFor(IMPORTING);
        expect((await call('getActivationStatus', { token })).body).toEqual({ status: 'NOT_ACTIVE' });
        expect((await call('getUserCounts', { token })).body.photosCount).toBe(0);
        const push = await activationSocket(token);
        try {
          expect(push.acknowledgement).toBe('OK');
          expect((await call('startActivation', { token })).body).toEqual({ started: true });
          expect((await call('getActivationStatus', { token })).body).toEqual({ status: 'IMPORTING' });
          expect((await call('startActivation', { token })).body).toEqual({ started: false });
          await waitForStatus(token, 'ACTIVE');
          await push.next((m) => m?.type === 'import-finished', 5_000);
          expect(push.problems).toEqual([]);
          expect(push.frames.map((f) => (f.payload as { type: string }).type)).toEqual([
            'import-started',
            'import-finished',
          ]);
        } finally {
          await push.close();
        }
        const counts = (await call('getUserCounts', { token })).body;
        expect(counts.photosCount).toBeGreaterThan(0);
        expect(await timelineTotal(token)).toBe(counts.photosCount);
      },
    );

    it('answers 401 without a bearer token', async () => {
      expect((await call('getActivationStatus')).status).toBe(401);
      expect((await call('startActivation', { token: 'not-a-token' })).status).toBe(401);
    });
  });

  describe('listPhotos', () => {
    it('pages through the library with the cursor, newest taken first by default', async () => {
      const token = await tokenFor();
      const first = await call('listPhotos', { token, query: { limit: 5 } });
      expect(first.status).toBe(200);
      expect(first.body.images.length).toBeLessThanOrEqual(5);
      if (!first.body.cursor) return;
      const second = await call('listPhotos', { token, query: { limit: 5, cursor: first.body.cursor } });
      expect(second.status).toBe(200);
      const ids = [...first.body.images, ...second.body.images].map((i: Image) => i.imageId);
      expect(new Set(ids).size).toBe(ids.length);
      const dated = [...first.body.images, ...second.body.images]
        .map((i: Image) => i.dateTaken)
        .filter(Boolean);
      expect(dated).toEqual([...dated].sort().reverse());
    });

    it.runIf(isMock)('lists every photo of the account once', async () => {
      // critical@ rather than demo@: other files may upload to demo@ while this walks the pages.
      const token = await tokenFor('critical@example.com');
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const res = await call('listPhotos', {
          token,
          query: { limit: 500, cursor, sortKey: 'created', sortOrder: 'asc' },
        });
        for (const image of res.body.images) seen.add(image.imageId);
        cursor = res.body.cursor ?? undefined;
      } while (cursor);
      expect(seen.size).toBe((await call('getUserCounts', { token })).body.photosCount);
    });

    it('answers 400 for a limit out of range and for a cursor that is not one', async () => {
      const token = await tokenFor();
      const limit = await call('listPhotos', { token, query: { limit: 501 } });
      expect(limit.status).toBe(400);
      expect(JSON.stringify(limit.body)).toContain('limit');
      expect((await call('listPhotos', { token, query: { sortKey: 'size' } })).status).toBe(400);
      expect((await call('listPhotos', { token, query: { cursor: 'not-a-cursor' } })).status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listPhotos')).status).toBe(401);
    });
  });

  describe('deletePhotos and deleteAllPhotos', () => {
    it.runIf(mutationsAllowed)('answers ids that are not the user’s photos in failed', async () => {
      const photoIds = [crypto.randomUUID(), crypto.randomUUID()];
      const res = await call('deletePhotos', { token: await tokenFor(), body: { photoIds } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ failed: photoIds });
    });

    describe.runIf(isMock)('on the activated importing@ account', () => {
      let token: string;
      beforeAll(async () => {
        token = await tokenFor(IMPORTING);
        // Activated by the activation case above when it ran; otherwise activate it here.
        await call('startActivation', { token });
        await waitForStatus(token, 'ACTIVE');
      });

      it('deletes photos: counts, timeline and list follow; another account’s photo fails', async () => {
        const before = (await call('getUserCounts', { token })).body.photosCount as number;
        const page = await call('listPhotos', { token, query: { limit: 2 } });
        const ids = page.body.images.map((i: Image) => i.imageId) as string[];
        expect(ids).toHaveLength(2);
        const demoPhoto = (await call('listPhotos', { token: await tokenFor(), query: { limit: 1 } })).body
          .images[0].imageId as string;
        const res = await call('deletePhotos', { token, body: { photoIds: [...ids, demoPhoto] } });
        expect(res).toMatchObject({ status: 200, body: { failed: [demoPhoto] } });
        expect((await call('getUserCounts', { token })).body.photosCount).toBe(before - 2);
        expect(await timelineTotal(token)).toBe(before - 2);
        const after = await call('listPhotos', { token, query: { limit: 500 } });
        for (const id of ids) expect(after.body.images.map((i: Image) => i.imageId)).not.toContain(id);
      });

      it('deletes every photo of the account', async () => {
        const res = await call('deleteAllPhotos', { token });
        expect(res.status).toBe(204);
        expect((await call('getUserCounts', { token })).body.photosCount).toBe(0);
        expect((await call('getTimeline', { token })).body).toEqual({});
        expect((await call('listPhotos', { token })).body).toEqual({ cursor: null, images: [] });
      });
    });

    it('answers 400 for an empty list of ids', async () => {
      const res = await call('deletePhotos', { token: await tokenFor(), body: { photoIds: [] } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('photoIds');
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('deletePhotos', { body: { photoIds: ['x'] } })).status).toBe(401);
      expect((await call('deleteAllPhotos')).status).toBe(401);
    });
  });

  describe('albums', () => {
    it('pages through the albums with the cursor, each once', async () => {
      const token = await tokenFor();
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await call('listAlbums', { token, query: { limit: 3, cursor, displaySharedData: true } });
        expect(res.status).toBe(200);
        expect(res.body.albums.length).toBeLessThanOrEqual(3);
        seen.push(...res.body.albums.map((a: Album) => a.albumId));
        cursor = res.body.cursor ?? undefined;
      } while (cursor && seen.length < 1000);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('answers an album of the list', async () => {
      const token = await tokenFor();
      const list = await call('listAlbums', { token, query: { limit: 1 } });
      const [first] = list.body.albums as Album[];
      if (!first) return; // an account without albums (real service)
      const res = await call('getAlbum', { token, path: { id: first.albumId } });
      expect(res.status).toBe(200);
      expect(res.body.albumId).toBe(first.albumId);
      expect(res.body.photosCount).toBe(first.photosCount);
    });

    it('answers 400 for a listing outside the contract, 401 without a token', async () => {
      const token = await tokenFor();
      expect((await call('listAlbums', { token, query: { limit: 51 } })).status).toBe(400);
      expect((await call('listAlbums', { token, query: { cursor: 'not-a-cursor' } })).status).toBe(400);
      expect((await call('listAlbums')).status).toBe(401);
    });

    it('answers 404 for an album that does not exist', async () => {
      const token = await tokenFor();
      const id = crypto.randomUUID();
      const body = { photoIds: [crypto.randomUUID()] };
      expect((await call('getAlbum', { token, path: { id } })).status).toBe(404);
      expect((await call('renameAlbum', { token, path: { id }, body: { name: 'Renamed' } })).status).toBe(
        404,
      );
      expect((await call('deleteAlbum', { token, path: { id } })).status).toBe(404);
      expect((await call('listAlbumPhotos', { token, path: { id } })).status).toBe(404);
      expect((await call('addPhotosToAlbum', { token, path: { id }, body })).status).toBe(404);
      expect((await call('removePhotosFromAlbum', { token, path: { id }, body })).status).toBe(404);
    });

    it.runIf(isMock)('answers 404 for another account’s album', async () => {
      const theirs = await call('listAlbums', {
        token: await tokenFor('critical@example.com'),
        query: { limit: 1 },
      });
      const id = (theirs.body.albums[0] as Album).albumId;
      expect((await call('getAlbum', { token: await tokenFor(), path: { id } })).status).toBe(404);
    });

    it('answers 400 for a name that breaks the rules, 401 without a token', async () => {
      const token = await tokenFor();
      for (const name of ['', ' Leading space', 'a<b', 'semi;colon']) {
        const res = await call('createAlbum', { token, body: { name } });
        expect(res.status, name).toBe(400);
        expect(JSON.stringify(res.body)).toContain('name');
      }
      expect((await call('createAlbum', { body: { name: 'Mine' } })).status).toBe(401);
      const id = crypto.randomUUID();
      expect((await call('getAlbum', { path: { id } })).status).toBe(401);
      expect((await call('renameAlbum', { path: { id }, body: { name: 'x' } })).status).toBe(401);
      expect((await call('deleteAlbum', { path: { id } })).status).toBe(401);
      expect((await call('listAlbumPhotos', { path: { id } })).status).toBe(401);
      expect((await call('addPhotosToAlbum', { path: { id }, body: { photoIds: ['x'] } })).status).toBe(401);
      expect((await call('removePhotosFromAlbum', { path: { id }, body: { photoIds: ['x'] } })).status).toBe(
        401,
      );
    });

    describe.runIf(mutationsAllowed)('an album this file creates (and deletes)', () => {
      let token: string;
      let albumId: string;
      let photos: Image[];

      beforeAll(async () => {
        token = await tokenFor();
        const res = await call('createAlbum', { token, body: { name: 'Contract test album' } });
        expect(res.status).toBe(201);
        albumId = res.body.albumId;
        photos = (await call('listPhotos', { token, query: { limit: 3, sortKey: 'created' } })).body.images;
      });

      afterAll(async () => {
        if (albumId) await call('deleteAlbum', { token, path: { id: albumId } });
      });

      it('creates an empty album', async () => {
        const res = await call('getAlbum', { token, path: { id: albumId } });
        expect(res.body).toMatchObject({
          albumId,
          albumName: 'Contract test album',
          photosCount: 0,
          coverPhoto: null,
        });
      });

      it('renames the album, and rejects a name that breaks the rules', async () => {
        expect(
          (await call('renameAlbum', { token, path: { id: albumId }, body: { name: 'Renamed' } })).status,
        ).toBe(204);
        expect((await call('getAlbum', { token, path: { id: albumId } })).body.albumName).toBe('Renamed');
        const bad = await call('renameAlbum', { token, path: { id: albumId }, body: { name: 'a>b' } });
        expect(bad.status).toBe(400);
        expect((await call('getAlbum', { token, path: { id: albumId } })).body.albumName).toBe('Renamed');
      });

      it('adds photos (ids that are not the user’s fail), idempotently; lists and removes them', async () => {
        if (photos.length === 0) return; // an account without photos (real service)
        const unknown = crypto.randomUUID();
        const ids = photos.map((p) => p.imageId);
        const added = await call('addPhotosToAlbum', {
          token,
          path: { id: albumId },
          body: { photoIds: [...ids, unknown] },
        });
        expect(added).toMatchObject({ status: 200, body: { failed: [unknown] } });
        expect(
          (await call('addPhotosToAlbum', { token, path: { id: albumId }, body: { photoIds: ids } })).body,
        ).toEqual({ failed: [] });
        const album = (await call('getAlbum', { token, path: { id: albumId } })).body as Album;
        expect(album.photosCount).toBe(ids.length);
        expect(album.coverPhoto?.imageId).toBe(ids[0]); // the newest by created

        const listed = await call('listAlbumPhotos', {
          token,
          path: { id: albumId },
          query: { limit: 2, sortKey: 'created', sortOrder: 'desc' },
        });
        expect(listed.status).toBe(200);
        expect(listed.body.images.map((i: Image) => i.imageId)).toEqual(ids.slice(0, 2));
        const rest = await call('listAlbumPhotos', {
          token,
          path: { id: albumId },
          query: { limit: 2, sortKey: 'created', sortOrder: 'desc', cursor: listed.body.cursor },
        });
        expect(rest.body).toMatchObject({ cursor: null });
        expect(rest.body.images.map((i: Image) => i.imageId)).toEqual(ids.slice(2));

        const removed = await call('removePhotosFromAlbum', {
          token,
          path: { id: albumId },
          body: { photoIds: [ids[0]!, unknown] },
        });
        expect(removed).toMatchObject({ status: 200, body: { failed: [unknown] } });
        const after = (await call('getAlbum', { token, path: { id: albumId } })).body as Album;
        expect(after.photosCount).toBe(ids.length - 1);
        expect(after.coverPhoto?.imageId).toBe(ids[1]);
        // The removed photo is still one of the user's: adding it back does not fail.
        const back = await call('addPhotosToAlbum', {
          token,
          path: { id: albumId },
          body: { photoIds: [ids[0]!] },
        });
        expect(back.body).toEqual({ failed: [] });
      });

      it('answers 400 for album-photo requests outside the contract', async () => {
        expect(
          (await call('addPhotosToAlbum', { token, path: { id: albumId }, body: { photoIds: [] } })).status,
        ).toBe(400);
        expect(
          (await call('removePhotosFromAlbum', { token, path: { id: albumId }, body: { photoIds: [] } }))
            .status,
        ).toBe(400);
        expect(
          (await call('listAlbumPhotos', { token, path: { id: albumId }, query: { sortOrder: 'up' } }))
            .status,
        ).toBe(400);
      });

      it('deletes an album (not its photos); then it is gone', async () => {
        const created = await call('createAlbum', { token, body: { name: 'Contract test album 2' } });
        const id = created.body.albumId as string;
        expect((await call('deleteAlbum', { token, path: { id } })).status).toBe(204);
        expect((await call('getAlbum', { token, path: { id } })).status).toBe(404);
        expect((await call('deleteAlbum', { token, path: { id } })).status).toBe(404);
      });
    });
  });
});
