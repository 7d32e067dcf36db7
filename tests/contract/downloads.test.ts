/**
 * Contract of the downloads service and its push channel (openapi/asyncapi/downloads.yaml): archives of own and
 * shared-album photos, the archive generation reported over the WebSocket, and single photos by file name.
 * Against real services the push socket needs CONTRACT_PUSH_DOWNLOADS_URL (the deployment's push.downloads).
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { connectPush } from './lib/asyncapi';
import { call } from './lib/client';
import { isMock, mockUrl, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

interface Photo {
  imageId: string;
  localFileName: string;
  ownerId?: string;
}

/** Some photos of the caller: the newest month of the timeline. */
async function ownPhotos(token: string, count: number): Promise<Photo[]> {
  const timeline = await call('getTimeline', { token });
  const year = Object.keys(timeline.body).sort().reverse()[0]!;
  const month = Object.keys(timeline.body[year]).sort((a, b) => Number(b) - Number(a))[0]!;
  const page = await call('getTimelineMonth', { token, path: { year, month }, query: { limit: count } });
  return page.body.images;
}

/** A shared album the caller can read, and some of its photos (with their owners). */
async function sharedAlbum(token: string, count: number) {
  const albums = await call('listSharedAlbums', { token });
  const album = albums.body.albums[0] as { albumId: string; albumName: string } | undefined;
  if (!album) return undefined;
  const page = await call('listSharedAlbumPhotos', {
    token,
    path: { id: album.albumId },
    query: { limit: count },
  });
  return { album, photos: page.body.images as Required<Photo>[] };
}

function pushUrl(): string | undefined {
  return isMock
    ? `${mockUrl().replace(/^http/, 'ws')}/push/downloads`
    : process.env.CONTRACT_PUSH_DOWNLOADS_URL;
}

async function fetchZip(url: string) {
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/zip');
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  return { file, entries: unzipSync(bytes) };
}

describe.skipIf(!serviceConfigured('downloads'))('downloads service', () => {
  describe('createDownload and the downloads push channel', () => {
    it.runIf(mutationsAllowed && pushUrl() !== undefined)(
      'reports started and finished on the socket (as the AsyncAPI document says); the URL serves the zip',
      async () => {
        const token = await tokenFor();
        const socket = await connectPush('downloads', pushUrl()!, token);
        try {
          expect(socket.acknowledgement).toBe('OK');
          const photos = await ownPhotos(token, 3);
          const created = await call('createDownload', {
            token,
            body: { photos: photos.map((p) => p.imageId), name: 'Contract test' },
          });
          expect(created.status).toBe(201);
          expect(created.body.photos).toEqual(photos.map((p) => p.imageId));
          const id = created.body.id as string;
          const mine = (key: string) => (m: any) => m.message?.downloadId === id && m.key === key;
          const started = await socket.next(mine('archive-generation-started'), 20_000);
          const finished = await socket.next(mine('archive-generation-finished'), 20_000);
          expect(socket.problems).toEqual([]);
          expect(started.message.userId).toBe(finished.message.userId);
          expect(started.id).not.toBe(finished.id);

          const url = await call('getDownloadUrl', { token, path: { id } });
          expect(url.status).toBe(200);
          const { file, entries } = await fetchZip(url.body.url);
          // Named after the download's name (getDownloadUrl's description: the name, else the id).
          const name = created.body.name as string | undefined;
          expect(file.headers.get('content-disposition')).toContain(`${name ?? id}.zip`);
          expect(Object.keys(entries)).toHaveLength(3);
        } finally {
          await socket.close();
        }
      },
    );

    it('answers 400 for more than 100 photos', async () => {
      const photos = Array.from({ length: 101 }, (_, i) => `photo-${i}`);
      const res = await call('createDownload', { token: await tokenFor(), body: { photos } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('body.photos');
    });

    it.runIf(isMock)("answers 400 naming photo ids that are not the caller's", async () => {
      const [other] = await ownPhotos(await tokenFor('critical@example.com'), 1);
      const res = await call('createDownload', {
        token: await tokenFor(),
        body: { photos: [other!.imageId] },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('body.photos.0');
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('createDownload', { body: { photos: ['a'] } });
      expect(res.status).toBe(401);
    });
  });

  describe('listDownloads', () => {
    it('answers the downloads of the caller', async () => {
      const res = await call('listDownloads', { token: await tokenFor() });
      expect(res.status).toBe(200);
      for (const item of res.body.items) expect(item.id).toEqual(expect.any(String));
    });

    it.runIf(isMock)(
      'answers the seeded downloads of demo@example.com, none for empty@example.com',
      async () => {
        const demo = await call('listDownloads', { token: await tokenFor() });
        expect(demo.body.items.map((d: { name?: string }) => d.name)).toContain('Summer holiday');
        const empty = await call('listDownloads', { token: await tokenFor('empty@example.com') });
        expect(empty.body.items).toEqual([]);
      },
    );

    it('answers 401 without a bearer token', async () => {
      expect((await call('listDownloads')).status).toBe(401);
    });
  });

  describe('getDownloadUrl', () => {
    it.runIf(isMock)('answers the URL of a finished archive', async () => {
      const token = await tokenFor();
      const list = await call('listDownloads', { token });
      const seeded = list.body.items.find((d: { name?: string }) => d.name === 'Summer holiday');
      const res = await call('getDownloadUrl', { token, path: { id: seeded.id } });
      expect(res.status).toBe(200);
      const { entries } = await fetchZip(res.body.url);
      expect(Object.keys(entries)).toHaveLength(seeded.photos.length);
    });

    it.runIf(isMock)('answers 410 for an expired download', async () => {
      const token = await tokenFor();
      const list = await call('listDownloads', { token });
      const expired = list.body.items.find((d: { state: string }) => d.state === 'EXPIRED');
      const res = await call('getDownloadUrl', { token, path: { id: expired.id } });
      expect(res.status).toBe(410);
    });

    it('answers 404 for an unknown download', async () => {
      const res = await call('getDownloadUrl', { token: await tokenFor(), path: { id: 'no-such-download' } });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getDownloadUrl', { path: { id: 'x' } })).status).toBe(401);
    });
  });

  describe('createSharedAlbumDownload', () => {
    it.runIf(mutationsAllowed)('creates a download of photos of a shared album', async () => {
      const token = await tokenFor();
      const shared = await sharedAlbum(token, 2);
      if (!shared) return; // the account shares no album (real services)
      const res = await call('createSharedAlbumDownload', {
        token,
        body: {
          albumId: shared.album.albumId,
          photos: shared.photos.map((p) => ({ photoId: p.imageId, ownerId: p.ownerId })),
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.photos).toEqual(shared.photos.map((p) => p.imageId));
    });

    it('answers 404 for an album the caller cannot read', async () => {
      const res = await call('createSharedAlbumDownload', {
        token: await tokenFor(),
        body: { albumId: 'no-such-album', photos: [{ photoId: 'p', ownerId: 'o' }] },
      });
      expect(res.status).toBe(404);
    });

    it('answers 400 without photos', async () => {
      const res = await call('createSharedAlbumDownload', {
        token: await tokenFor(),
        body: { albumId: 'no-such-album', photos: [] },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('createSharedAlbumDownload', {
        body: { albumId: 'a', photos: [{ photoId: 'p', ownerId: 'o' }] },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('getSingleDownloadUrl', () => {
    it('answers a URL serving the photo as an attachment', async () => {
      const token = await tokenFor();
      const [photo] = await ownPhotos(token, 1);
      const res = await call('getSingleDownloadUrl', { token, path: { fileName: photo!.localFileName } });
      expect(res.status).toBe(200);
      const file = await fetch(res.body.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(file.headers.get('content-disposition')).toContain(photo!.localFileName);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });

    it('answers 404 for a file name the caller has no photo under', async () => {
      const res = await call('getSingleDownloadUrl', {
        token: await tokenFor(),
        path: { fileName: 'no-such-file-0000.jpg' },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getSingleDownloadUrl', { path: { fileName: 'IMG_0001.jpg' } })).status).toBe(401);
    });
  });
});
