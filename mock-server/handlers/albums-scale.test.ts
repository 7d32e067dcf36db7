/**
 * Albums at scale (issue 13): bigalbums@example.com has 200 albums, the newest of 10,000 photos. Its photos and
 * albums are seeded on first use, so the mock's start does not pay for them; the album list and the large album
 * page by cursor (keyset, no whole-list work per request).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import { BIG_ALBUM_NAME, EMPTY_ALBUM_NAME } from '../db/albums';
import { countPhotos, isSeedDeferred } from '../db/photos';
import { setupHandlerServer } from '../testing/handler-server';
import { testHandlerDeps } from '../testing/handler-deps';
import { createHandlers } from './index';

const API = 'http://api.test/photo';
const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const big = account('bigalbums@example.com');
const demo = account('demo@example.com');

// Every service's state, as the mock server builds them: none of them may read the deferred account at start.
const deps = testHandlerDeps({ accounts: [demo, big] });
const deferredAtStart = isSeedDeferred(deps.store, big.accountId);
const photosAtStart = countPhotos(deps.store);
// No reset between tests: they read one seeded store in order (its deferred seed included).
const api = setupHandlerServer(createHandlers(deps), { base: API, as: big.email });

interface AlbumJson {
  albumId: string;
  albumName: string;
  photosCount: number;
  coverPhoto?: { imageId: string } | null;
}

async function send(method: string, path: string, body?: unknown) {
  const { status, body: answer } = await api.call(method, path, { body });
  return { status, body: answer };
}
const get = (path: string) => send('GET', path);

async function albumPages(): Promise<{ albums: AlbumJson[]; requests: number }> {
  const albums: AlbumJson[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    // As the app asks: one less on the first page (the New album tile), then the page size.
    const query: string = cursor ? `limit=50&cursor=${cursor}` : 'limit=49';
    const res = await get(`/albums?${query}`);
    expect(res.status).toBe(200);
    requests += 1;
    albums.push(...res.body.albums);
    cursor = res.body.cursor;
  } while (cursor && requests < 100);
  return { albums, requests };
}

describe('albums at scale (bigalbums@example.com)', () => {
  it('costs the start nothing: its photos and albums are made on first use', async () => {
    expect(deferredAtStart).toBe(true);
    expect(photosAtStart).toBe(demo.photos);
    const counts = await get('/users');
    expect(counts.body).toEqual({ photosCount: 10_400, albumsCount: 200 });
    expect(isSeedDeferred(deps.store, big.accountId)).toBe(false);
  });

  it('pages the 200 albums by cursor, each once, the 10,000-photo album first', async () => {
    const { albums, requests } = await albumPages();
    expect(requests).toBe(5); // 49 + 50 + 50 + 50 + 1
    expect(albums).toHaveLength(200);
    expect(new Set(albums.map((a) => a.albumId)).size).toBe(200);
    expect(albums[0]).toMatchObject({ albumName: BIG_ALBUM_NAME, photosCount: 10_000 });
    const empty = albums.filter((a) => a.photosCount === 0);
    expect(empty.length).toBe(40);
    expect(empty.every((a) => a.albumName === EMPTY_ALBUM_NAME && !a.coverPhoto)).toBe(true);
    const small = albums.slice(1).filter((a) => a.photosCount > 0);
    expect(small.every((a) => a.photosCount <= 120 && a.coverPhoto)).toBe(true);
  });

  it('pages the 10,000-photo album by cursor, every photo once', async () => {
    const { albums } = await albumPages();
    const bigAlbum = albums[0] as AlbumJson;
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      // The contract's largest page (500) keeps the walk short; the app's pages of 24 take the same path.
      const query: string = `limit=500${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(`/albums/${bigAlbum.albumId}/photos?${query}`);
      expect(res.status).toBe(200);
      pages += 1;
      expect(res.body.images.length).toBeLessThanOrEqual(500);
      for (const image of res.body.images as { imageId: string }[]) seen.add(image.imageId);
      cursor = res.body.cursor;
    } while (cursor && pages < 1000);
    expect(pages).toBe(10_000 / 500);
    expect(seen.size).toBe(10_000);
  });

  it('after its photos changed, a reset makes it wait for its next use again, then gives back the same albums', async () => {
    const before = await albumPages();
    const bigAlbum = before.albums[0] as AlbumJson;
    const page = await get(`/albums/${bigAlbum.albumId}/photos?limit=2`);
    const deleted = await send('DELETE', '/photos', {
      photoIds: page.body.images.map((image: { imageId: string }) => image.imageId),
    });
    expect(deleted.body).toEqual({ failed: [] });
    expect((await get(`/albums/${bigAlbum.albumId}`)).body.photosCount).toBe(9_998);

    deps.reset();
    expect(isSeedDeferred(deps.store, big.accountId)).toBe(true);
    const after = await albumPages();
    expect(after.albums.map((a) => [a.albumId, a.photosCount])).toEqual(
      before.albums.map((a) => [a.albumId, a.photosCount]),
    );
  });
});
