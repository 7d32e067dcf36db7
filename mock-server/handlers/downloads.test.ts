import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { validateAsyncPayload } from '../../tests/contract/lib/asyncapi';
import { DEMO_ACCOUNTS } from '../accounts';
import { deletePhotos, monthCounts, monthPhotos } from '../db/photos';
import type { PhotoRecord } from '../db/schema';
import { createSharedAlbumState, readableAlbums } from '../db/shared-albums';
import { sharedState } from '../db/state';
import { TEST_PUBLIC_URL, testHandlerDeps, type PushedMessage } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createDownloadsHandlers, type DownloadNotification } from './downloads';

const STEP_MS = 60;
const API = `${TEST_PUBLIC_URL}/downloads-api`;
const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const demo = account('demo@example.com');
const critical = account('critical@example.com');
const shared = account('shared@example.com');
const failing = account('failing@example.com');

// The whole timing: testHandlerDeps' `timing` override is typed as a full MockTiming.
const deps = testHandlerDeps({
  timing: { exportStepMs: 0, activationStepMs: 0, downloadStepMs: STEP_MS, signedUrlTtlMs: 60_000 },
});
const api = setupHandlerServer(createDownloadsHandlers(deps), { base: API, deps });

const call = (method: string, path: string, email: string | null, body?: unknown) =>
  api.call(method, path, { as: email, body });

function photosOf(accountId: string, count: number): PhotoRecord[] {
  const months = monthCounts(deps.store, accountId).sort((a, b) => b.count - a.count);
  const first = months[0]!;
  return monthPhotos(deps.store, accountId, `${first.year}/${first.month}`, 'created').slice(0, count);
}

/** The push messages of one download, once it reported finished or error (validated against AsyncAPI). */
async function notifications(downloadId: string): Promise<DownloadNotification[]> {
  const mine = () =>
    deps.pushed.filter(
      (p: PushedMessage) => (p.message as DownloadNotification).message.downloadId === downloadId,
    );
  await vi.waitFor(
    () => {
      expect(mine().map((p) => (p.message as DownloadNotification).key)).toContainEqual(
        expect.stringMatching(/finished|error/),
      );
    },
    { timeout: 10_000, interval: 20 },
  );
  for (const pushed of mine()) {
    expect(pushed.channel).toBe('downloads');
    expect(validateAsyncPayload('downloads', 'downloadNotification', pushed.message)).toEqual([]);
  }
  return mine().map((p) => p.message as DownloadNotification);
}

async function fetchFile(url: string) {
  const response = await fetch(url);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('POST /downloads', () => {
  it('answers 201 at once, then pushes started and finished; the URL serves the zip {name}.zip', async () => {
    const photos = photosOf(demo.accountId, 5);
    const ids = photos.map((p) => p.imageId);
    const created = await call('POST', '/downloads', demo.email, { photos: ids, name: 'Picked' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Picked', photos: ids });
    const early = await call('GET', `/downloads/${created.body.id}/url`, demo.email);
    expect(early.status).toBe(404);

    const messages = await notifications(created.body.id);
    expect(messages.map((m) => m.key)).toEqual(['archive-generation-started', 'archive-generation-finished']);
    expect(messages[0]!.message).toEqual({ userId: demo.accountId, downloadId: created.body.id });
    expect(deps.pushed.every((p) => p.accountId === demo.accountId)).toBe(true);

    const url = await call('GET', `/downloads/${created.body.id}/url`, demo.email);
    expect(url.status).toBe(200);
    const { response, bytes } = await fetchFile(url.body.url);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // Named after the download's name (a download without one after its id: getDownloadUrl's description).
    expect(response.headers.get('content-disposition')).toContain('filename="Picked.zip"');
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const entries = unzipSync(bytes);
    expect(Object.keys(entries)).toHaveLength(5);
    for (const data of Object.values(entries)) expect([...data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('lists the downloads newest first, the seeded ones of demo@example.com among them', async () => {
    const before = await call('GET', '/downloads', demo.email);
    expect(before.body.items).toHaveLength(2);
    expect(before.body.items.map((d: { name?: string }) => d.name)).toEqual(['Summer holiday', undefined]);
    const created = await call('POST', '/downloads', demo.email, {
      photos: [photosOf(demo.accountId, 1)[0]!.imageId],
    });
    const after = await call('GET', '/downloads', demo.email);
    expect(after.body.items.map((d: { id: string }) => d.id)).toEqual([
      created.body.id,
      ...before.body.items.map((d: { id: string }) => d.id),
    ]);
    expect((await call('GET', '/downloads', critical.email)).body).toEqual({ items: [] });
  });

  it('lists each download with its state: the recent one ready until its expiry, the old one expired (410)', async () => {
    const { body } = await call('GET', '/downloads', demo.email);
    const [holiday, old] = body.items;
    expect(holiday).toMatchObject({ name: 'Summer holiday', state: 'READY' });
    expect(Date.parse(holiday.expiresAt) - Date.parse(holiday.createdAt)).toBe(7 * 24 * 60 * 60_000);
    expect(old).toMatchObject({ state: 'EXPIRED' });
    expect(Date.parse(old.expiresAt)).toBeLessThan(Date.now());
    expect((await call('GET', `/downloads/${old.id}/url`, demo.email)).status).toBe(410);
  });

  it('serves a seeded download as a zip of its photos', async () => {
    const { body } = await call('GET', '/downloads', demo.email);
    const holiday = body.items[0];
    const url = await call('GET', `/downloads/${holiday.id}/url`, demo.email);
    const { bytes } = await fetchFile(url.body.url);
    expect(Object.keys(unzipSync(bytes))).toHaveLength(holiday.photos.length);
  });

  it('pushes error when a photo is deleted before the archive is finished; the URL is then 404', async () => {
    const photos = photosOf(critical.accountId, 3);
    const created = await call('POST', '/downloads', critical.email, {
      photos: photos.map((p) => p.imageId),
    });
    deletePhotos(deps.store, critical.accountId, [photos[1]!.imageId]);
    const messages = await notifications(created.body.id);
    expect(messages.map((m) => m.key)).toEqual(['archive-generation-started', 'archive-generation-error']);
    expect((await call('GET', `/downloads/${created.body.id}/url`, critical.email)).status).toBe(404);
  });

  it('pushes error for every archive of failing@example.com', async () => {
    const created = await call('POST', '/downloads', failing.email, {
      photos: photosOf(failing.accountId, 2).map((p) => p.imageId),
    });
    const messages = await notifications(created.body.id);
    expect(messages.map((m) => m.key)).toEqual(['archive-generation-started', 'archive-generation-error']);
  });

  it("answers 400 naming the photos that are not the caller's", async () => {
    const own = photosOf(demo.accountId, 1)[0]!.imageId;
    const other = photosOf(critical.accountId, 1)[0]!.imageId;
    const res = await call('POST', '/downloads', demo.email, { photos: [own, other, 'no-such-photo'] });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.photos.1',
      'body.photos.2',
    ]);
    expect(res.body.errors[0].message).toContain(other);
  });

  it('answers 400 beyond 100 photos, for none and for repeated ids; 401 without a token', async () => {
    const ids = [...deps.store.byId.values()]
      .filter((p) => p.accountId === demo.accountId)
      .map((p) => p.imageId);
    expect((await call('POST', '/downloads', demo.email, { photos: ids.slice(0, 101) })).status).toBe(400);
    expect((await call('POST', '/downloads', demo.email, { photos: [] })).status).toBe(400);
    expect((await call('POST', '/downloads', demo.email, { photos: [ids[0], ids[0]] })).status).toBe(400);
    const hundred = await call('POST', '/downloads', demo.email, { photos: ids.slice(0, 100) });
    expect(hundred.status).toBe(201);
    expect((await call('POST', '/downloads', null, { photos: ids.slice(0, 1) })).status).toBe(401);
    expect((await call('GET', '/downloads', null)).status).toBe(401);
  });

  it('pushes nothing more after a reset and forgets the new downloads', async () => {
    const created = await call('POST', '/downloads', demo.email, {
      photos: [photosOf(demo.accountId, 1)[0]!.imageId],
    });
    deps.reset();
    const pushedBefore = deps.pushed.length;
    await new Promise((resolve) => setTimeout(resolve, 3 * STEP_MS));
    expect(deps.pushed.length).toBe(pushedBefore);
    expect((await call('GET', `/downloads/${created.body.id}/url`, demo.email)).status).toBe(404);
    expect((await call('GET', '/downloads', demo.email)).body.items).toHaveLength(2);
  });
});

describe('GET /downloads/{id}/url', () => {
  it("answers 404 for unknown ids and for another account's download", async () => {
    const { body } = await call('GET', '/downloads', demo.email);
    expect((await call('GET', `/downloads/${body.items[0].id}/url`, critical.email)).status).toBe(404);
    expect((await call('GET', '/downloads/no-such-download/url', demo.email)).status).toBe(404);
  });

  it('serves the archive only with a valid, unexpired signature', async () => {
    const { body } = await call('GET', '/downloads', demo.email);
    const { body: signed } = await call('GET', `/downloads/${body.items[0].id}/url`, demo.email);
    const other = signed.url.replace(body.items[0].id, body.items[1].id);
    expect((await fetchFile(other)).response.status).toBe(403);
    expect((await fetchFile(signed.url.replace(/signature=[^&]+/, 'signature='))).response.status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + deps.timing.signedUrlTtlMs + 1);
      expect((await fetchFile(signed.url)).response.status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /shared-album-downloads', () => {
  const albums = sharedState(deps, createSharedAlbumState);
  const sharedWithDemo = () =>
    readableAlbums(albums, demo.accountId).find((a) => a.owner.id === shared.accountId)!;
  const albumPhotos = (album: ReturnType<typeof sharedWithDemo>, count: number) =>
    album.photoIds
      .slice(0, count)
      .map((photoId) => ({ photoId, ownerId: deps.store.byId.get(photoId)!.accountId }));

  it('creates a download named after the album and generates its zip', async () => {
    const album = sharedWithDemo();
    const photos = albumPhotos(album, 4);
    const created = await call('POST', '/shared-album-downloads', demo.email, {
      albumId: album.albumId,
      photos,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: album.albumName,
      photos: photos.map((p) => p.photoId),
    });
    const messages = await notifications(created.body.id);
    expect(messages.at(-1)!.key).toBe('archive-generation-finished');
    expect(messages.every((m) => m.message.userId === demo.accountId)).toBe(true);
    const url = await call('GET', `/downloads/${created.body.id}/url`, demo.email);
    const { bytes } = await fetchFile(url.body.url);
    expect(Object.keys(unzipSync(bytes))).toHaveLength(4);
  });

  it('answers 404 for an album the caller cannot read, 400 for a photo not of that owner in it', async () => {
    const hidden = [...albums.albums.values()].find(
      (a) => !readableAlbums(albums, demo.accountId).includes(a),
    )!;
    const photos = albumPhotos(hidden, 1);
    const denied = await call('POST', '/shared-album-downloads', demo.email, {
      albumId: hidden.albumId,
      photos,
    });
    expect(denied.status).toBe(404);
    const unknown = await call('POST', '/shared-album-downloads', demo.email, { albumId: 'nope', photos });
    expect(unknown.status).toBe(404);

    const album = sharedWithDemo();
    const [first] = albumPhotos(album, 1);
    const notInAlbum = photosOf(critical.accountId, 1)[0]!;
    const res = await call('POST', '/shared-album-downloads', demo.email, {
      albumId: album.albumId,
      photos: [
        first,
        { photoId: first!.photoId, ownerId: critical.accountId },
        { photoId: notInAlbum.imageId, ownerId: critical.accountId },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.photos.1',
      'body.photos.2',
    ]);
    const invalid = await call('POST', '/shared-album-downloads', demo.email, {
      albumId: album.albumId,
      photos: [],
    });
    expect(invalid.status).toBe(400);
  });
});

describe('GET /files/{fileName}/url', () => {
  it('answers a URL serving the original JPEG as an attachment under its file name', async () => {
    const photo = photosOf(demo.accountId, 1)[0]!;
    const res = await call('GET', `/files/${encodeURIComponent(photo.localFileName)}/url`, demo.email);
    expect(res.status).toBe(200);
    const { response, bytes } = await fetchFile(res.body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toContain(`filename="${photo.localFileName}"`);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: photo.width, height: photo.height });
  });

  it('finds a shared-album photo by its owner, only in albums the caller can read', async () => {
    const album = readableAlbums(sharedState(deps, createSharedAlbumState), demo.accountId).find(
      (a) => a.owner.id === shared.accountId,
    )!;
    const photo = deps.store.byId.get(album.photoIds[0]!)!;
    const path = `/files/${encodeURIComponent(photo.localFileName)}/url?ownerId=${shared.accountId}`;
    const res = await call('GET', path, demo.email);
    expect(res.status).toBe(200);
    expect((await fetchFile(res.body.url)).response.status).toBe(200);
    const outsider = await call('GET', path, critical.email);
    expect(outsider.status).toBe(404);
  });

  it('answers 404 for a file name the caller has no photo under, 404 for the file once deleted', async () => {
    expect((await call('GET', '/files/no-such-file.jpg/url', demo.email)).status).toBe(404);
    const photo = photosOf(critical.accountId, 1)[0]!;
    const res = await call('GET', `/files/${encodeURIComponent(photo.localFileName)}/url`, critical.email);
    deletePhotos(deps.store, critical.accountId, [photo.imageId]);
    expect((await fetchFile(res.body.url)).response.status).toBe(404);
    expect((await call('GET', '/files/x.jpg/url', null)).status).toBe(401);
  });
});
