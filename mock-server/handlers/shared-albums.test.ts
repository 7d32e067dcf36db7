import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import { createPhotoStore, deletePhotos, getPhoto } from '../db/photos';
import { seedStore } from '../db/seed';
import { createSharedAlbumState, seedSharedAlbums } from '../db/shared-albums';
import { setupHandlerServer } from '../testing/handler-server';
import { testHandlerDeps } from '../testing/handler-deps';
import { createHandlers } from '.';

const API = 'http://api.test/shared-albums-api';
const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const [demo, shared, empty, sharer, sharee] = [
  'demo@example.com',
  'shared@example.com',
  'empty@example.com',
  'sharer@example.com',
  'sharee@example.com',
].map(account) as [DemoAccount, DemoAccount, DemoAccount, DemoAccount, DemoAccount];
const accounts = [demo, shared, empty, sharer, sharee];

const store = createPhotoStore();
seedStore(store, accounts);
const deps = testHandlerDeps({ store, accounts });
// The stores are put back before each test too: the seed above is this file's own (a fixed store).
const api = setupHandlerServer(createHandlers(deps), { base: API, deps });
beforeEach(() => deps.reset());

interface Album {
  albumId: string;
  albumName: string;
  coverPhoto: { imageId: string } | null;
  photosCount: number;
  created: string;
  updated: string;
  ownerId: string;
}
interface Photo {
  imageId: string;
  ownerId: string;
  dateTaken?: string;
}

const request = (method: string, path: string, email: string | null) => api.call(method, path, { as: email });
const get = (path: string, email: string | null = shared.email) => request('GET', path, email);
const del = (path: string, email: string | null = shared.email) => request('DELETE', path, email);

async function allAlbums(email: string, limit = 50): Promise<Album[]> {
  const albums: Album[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/shared-albums?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, email);
    expect(res.status).toBe(200);
    albums.push(...res.body.albums);
    cursor = res.body.cursor;
  } while (cursor);
  return albums;
}

async function allPhotos(albumId: string, email: string, query = ''): Promise<Photo[]> {
  const photos: Photo[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(
      `/shared-albums/${albumId}/photos?${query}${cursor ? `&cursor=${cursor}` : ''}`,
      email,
    );
    expect(res.status).toBe(200);
    photos.push(...res.body.images);
    cursor = res.body.cursor;
  } while (cursor);
  return photos;
}

/** shared@'s albums: owned with demo@ among the participants, owned without, owned by demo@. */
async function scenarioAlbums() {
  const albums = await allAlbums(shared.email);
  const participants = new Map<string, string[]>();
  for (const album of albums) {
    const res = await get(`/shared-albums/${album.albumId}/participants`);
    participants.set(
      album.albumId,
      res.body.participants.map((p: { id: string }) => p.id),
    );
  }
  const own = albums.filter((a) => a.ownerId === shared.accountId);
  return {
    albums,
    withDemo: own.filter((a) => participants.get(a.albumId)?.includes(demo.accountId)),
    outsidersOnly: own.filter((a) => !participants.get(a.albumId)?.includes(demo.accountId)),
    ofDemo: albums.filter((a) => a.ownerId === demo.accountId),
  };
}

describe('seed', () => {
  it('is the same on every run', () => {
    const other = createPhotoStore();
    seedStore(other, accounts);
    expect(seedSharedAlbums(other, accounts)).toEqual(seedSharedAlbums(store, accounts));
  });

  it('gives shared@ three albums of its own and two of demo@, and nobody else any', async () => {
    const { albums, withDemo, outsidersOnly, ofDemo } = await scenarioAlbums();
    expect(albums).toHaveLength(5);
    expect(withDemo).toHaveLength(2);
    expect(outsidersOnly).toHaveLength(1);
    expect(ofDemo).toHaveLength(2);
    expect(await allAlbums(demo.email)).toHaveLength(4);
    expect(await allAlbums(empty.email)).toEqual([]);
  });

  it('has no albums without the scenario account', () => {
    expect(createSharedAlbumState({ store, accounts: [demo, empty] }).albums.size).toBe(0);
  });
});

describe('GET /shared-albums', () => {
  it('lists newest created first, the outsiders-only album last', async () => {
    const { albums, outsidersOnly } = await scenarioAlbums();
    const created = albums.map((a) => a.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(albums.at(-1)?.albumId).toBe(outsidersOnly[0]?.albumId);
  });

  it('pages with the cursor, each album once', async () => {
    const paged = await allAlbums(shared.email, 2);
    expect(paged).toEqual(await allAlbums(shared.email));
    const first = await get('/shared-albums?limit=2');
    expect(first.body.albums).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
  });

  it('answers 400 for a cursor of another account, a bad cursor or limit', async () => {
    const { body } = await get('/shared-albums?limit=1');
    for (const [path, email, field] of [
      [`/shared-albums?cursor=${body.cursor}`, demo.email, 'query.cursor'],
      ['/shared-albums?cursor=nope!', shared.email, 'query.cursor'],
      ['/shared-albums?limit=51', shared.email, 'query.limit'],
      ['/shared-albums?limit=0', shared.email, 'query.limit'],
    ] as const) {
      const res = await get(path, email);
      expect(res.status, path).toBe(400);
      expect(res.contentType).toBe('application/problem+json');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await get('/shared-albums', null)).status).toBe(401);
  });
});

describe('GET /users', () => {
  it('counts the readable and the granted albums', async () => {
    const res = await get('/users');
    expect(res.body).toMatchObject({ readAlbumsCount: 5, grantedAlbumsCount: 3 });
    expect(res.body.created <= res.body.updated).toBe(true);
    expect((await get('/users', demo.email)).body).toMatchObject({
      readAlbumsCount: 4,
      grantedAlbumsCount: 2,
    });
  });

  it('answers zero counts without dates for an account without shared albums', async () => {
    expect((await get('/users', empty.email)).body).toEqual({ readAlbumsCount: 0, grantedAlbumsCount: 0 });
  });
});

describe('GET /shared-albums/{id} and participants', () => {
  it('shows a participant (demo@) the album and who owns it', async () => {
    const { withDemo } = await scenarioAlbums();
    const album = withDemo[0]!;
    expect((await get(`/shared-albums/${album.albumId}`, demo.email)).body).toEqual(album);
    const { body } = await get(`/shared-albums/${album.albumId}/participants`, demo.email);
    expect(body.owner).toEqual({ id: shared.accountId, email: shared.email });
    expect(body.participants).toContainEqual({ id: demo.accountId, email: demo.email });
    expect(body.participants.length).toBeGreaterThan(1);
  });

  it('answers 404 to non-members and for unknown ids', async () => {
    const { albums, outsidersOnly } = await scenarioAlbums();
    for (const [path, email] of [
      [`/shared-albums/${albums[0]!.albumId}`, empty.email],
      [`/shared-albums/${outsidersOnly[0]!.albumId}`, demo.email],
      [`/shared-albums/${outsidersOnly[0]!.albumId}/participants`, demo.email],
      [`/shared-albums/${outsidersOnly[0]!.albumId}/photos`, demo.email],
      ['/shared-albums/no-such-album', shared.email],
      ['/shared-albums/no-such-album/participants', shared.email],
    ]) {
      const res = await get(path!, email);
      expect(res.status, path).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    }
  });
});

describe('GET /shared-albums/{id}/photos', () => {
  it('answers the photos of the owner and of the participants with demo accounts, newest upload first', async () => {
    const { ofDemo } = await scenarioAlbums();
    const album = ofDemo[0]!;
    const photos = await allPhotos(album.albumId, shared.email);
    expect(photos).toHaveLength(album.photosCount);
    expect(new Set(photos.map((p) => p.ownerId))).toEqual(new Set([demo.accountId, shared.accountId]));
    const created = photos.map((p) => getPhoto(store, p.imageId)!.created);
    expect(created).toEqual([...created].sort().reverse());
    for (const photo of photos) expect(getPhoto(store, photo.imageId)?.accountId).toBe(photo.ownerId);
    expect(photos.map((p) => p.imageId)).toContain(album.coverPhoto?.imageId);
  });

  for (const sortKey of ['created', 'dateTaken'] as const) {
    for (const sortOrder of ['asc', 'desc'] as const) {
      it(`pages by ${sortKey} ${sortOrder}: each photo once, in order`, async () => {
        const { withDemo } = await scenarioAlbums();
        const album = withDemo[0]!;
        const photos = await allPhotos(
          album.albumId,
          demo.email,
          `limit=5&sortKey=${sortKey}&sortOrder=${sortOrder}`,
        );
        expect(photos).toHaveLength(album.photosCount);
        expect(new Set(photos.map((p) => p.imageId)).size).toBe(album.photosCount);
        const positions = photos.map((p) => {
          const photo = getPhoto(store, p.imageId)!;
          return `${sortKey === 'created' ? photo.created : photo.dateTaken}|${photo.imageId}`;
        });
        const sorted = [...positions].sort();
        expect(positions).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
      });
    }
  }

  it('answers 400 for a cursor of another sort or album, and for a bad limit', async () => {
    const { withDemo } = await scenarioAlbums();
    const [a, b] = withDemo as [Album, Album];
    const { body } = await get(`/shared-albums/${a.albumId}/photos?limit=2`);
    for (const path of [
      `/shared-albums/${a.albumId}/photos?cursor=${body.cursor}&sortOrder=asc`,
      `/shared-albums/${b.albumId}/photos?cursor=${body.cursor}`,
      `/shared-albums/${a.albumId}/photos?limit=501`,
      `/shared-albums/${a.albumId}/photos?sortKey=size`,
    ]) {
      expect((await get(path)).status, path).toBe(400);
    }
  });

  it('drops a photo deleted from the library of its owner', async () => {
    const { ofDemo } = await scenarioAlbums();
    const album = ofDemo[0]!;
    const before = await allPhotos(album.albumId, shared.email);
    const victim = before.find((p) => p.ownerId === demo.accountId)!;
    expect(deletePhotos(store, demo.accountId, [victim.imageId])).toEqual([victim.imageId]);
    const after = await allPhotos(album.albumId, shared.email);
    expect(after.map((p) => p.imageId)).not.toContain(victim.imageId);
    expect((await get(`/shared-albums/${album.albumId}`)).body.photosCount).toBe(before.length - 1);
  });
});

describe('DELETE /shared-albums/{id}', () => {
  it('removes the album for everyone when the owner deletes it', async () => {
    const { withDemo } = await scenarioAlbums();
    const album = withDemo[0]!;
    const res = await del(`/shared-albums/${album.albumId}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    for (const email of [shared.email, demo.email]) {
      expect((await get(`/shared-albums/${album.albumId}`, email)).status).toBe(404);
      expect((await allAlbums(email)).map((a) => a.albumId)).not.toContain(album.albumId);
    }
    expect((await get('/users')).body).toMatchObject({ readAlbumsCount: 4, grantedAlbumsCount: 2 });
    expect((await get('/users', demo.email)).body).toMatchObject({
      readAlbumsCount: 3,
      grantedAlbumsCount: 2,
    });
    expect((await del(`/shared-albums/${album.albumId}`)).status).toBe(404);
  });

  it('lets a participant leave: gone for them, their photos out of it, still there for the others', async () => {
    const { ofDemo } = await scenarioAlbums();
    const album = ofDemo[0]!;
    const before = await allPhotos(album.albumId, demo.email);
    const mine = before.filter((p) => p.ownerId === shared.accountId);
    expect(mine.length).toBeGreaterThan(0);

    expect((await del(`/shared-albums/${album.albumId}`)).status).toBe(204);
    expect((await get(`/shared-albums/${album.albumId}`)).status).toBe(404);
    expect((await get('/users')).body).toMatchObject({ readAlbumsCount: 4, grantedAlbumsCount: 3 });

    const left = (await get(`/shared-albums/${album.albumId}`, demo.email)).body;
    expect(left.photosCount).toBe(before.length - mine.length);
    expect(left.updated > album.updated).toBe(true);
    const after = await allPhotos(album.albumId, demo.email);
    expect(after.every((p) => p.ownerId === demo.accountId)).toBe(true);
    const { body } = await get(`/shared-albums/${album.albumId}/participants`, demo.email);
    expect(body.participants.map((p: { id: string }) => p.id)).not.toContain(shared.accountId);
    // The photos left the album, not the library.
    for (const photo of mine) expect(getPhoto(store, photo.imageId)).toBeDefined();
  });

  it('answers 404 to a non-member and leaves the album alone', async () => {
    const { outsidersOnly } = await scenarioAlbums();
    const album = outsidersOnly[0]!;
    expect((await del(`/shared-albums/${album.albumId}`, demo.email)).status).toBe(404);
    expect((await get(`/shared-albums/${album.albumId}`)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await del('/shared-albums/anything', null)).status).toBe(401);
  });

  it('is undone by a reset', async () => {
    const { albums, withDemo, ofDemo } = await scenarioAlbums();
    await del(`/shared-albums/${withDemo[0]!.albumId}`);
    await del(`/shared-albums/${ofDemo[0]!.albumId}`);
    deps.reset();
    expect(await allAlbums(shared.email)).toEqual(albums);
  });
});

describe('the second pair (sharer@ and sharee@, the e2e delete tests)', () => {
  const ids = (albums: Album[]) => albums.map((a) => a.albumId);
  const peopleOf = async (albumId: string, email: string) =>
    ((await get(`/shared-albums/${albumId}/participants`, email)).body.participants as { id: string }[]).map(
      (p) => p.id,
    );

  it('shares only with each other: the same shapes as shared@ and demo@, none of their albums', async () => {
    const sharers = await allAlbums(sharer.email);
    const sharees = await allAlbums(sharee.email);
    expect(sharers).toHaveLength(5);
    expect(sharees).toHaveLength(4);
    expect(sharers.filter((a) => a.ownerId === sharee.accountId)).toHaveLength(2);
    expect(sharees.filter((a) => a.ownerId === sharer.accountId)).toHaveLength(2);
    const otherPair = [...ids(await allAlbums(shared.email)), ...ids(await allAlbums(demo.email))];
    for (const id of [...ids(sharers), ...ids(sharees)]) expect(otherPair).not.toContain(id);
  });

  it("the owner's delete removes the album for the participant too", async () => {
    const owned = (await allAlbums(sharee.email)).find((a) => a.ownerId === sharer.accountId)!;
    expect(await peopleOf(owned.albumId, sharer.email)).toContain(sharee.accountId);
    expect((await del(`/shared-albums/${owned.albumId}`, sharer.email)).status).toBe(204);
    expect(ids(await allAlbums(sharer.email))).not.toContain(owned.albumId);
    expect(ids(await allAlbums(sharee.email))).not.toContain(owned.albumId);
    expect((await get(`/shared-albums/${owned.albumId}`, sharee.email)).status).toBe(404);
    expect((await get('/users', sharee.email)).body).toMatchObject({ readAlbumsCount: 3 });
  });

  it("a participant's delete removes it for them only, with the photos they put in", async () => {
    const album = (await allAlbums(sharee.email)).find((a) => a.ownerId === sharer.accountId)!;
    const before = await allPhotos(album.albumId, sharer.email);
    const theirs = before.filter((p) => p.ownerId === sharee.accountId);
    expect(theirs.length).toBeGreaterThan(0);

    expect((await del(`/shared-albums/${album.albumId}`, sharee.email)).status).toBe(204);
    expect(ids(await allAlbums(sharee.email))).not.toContain(album.albumId);
    expect(ids(await allAlbums(sharer.email))).toContain(album.albumId);
    const after = await allPhotos(album.albumId, sharer.email);
    expect(after).toHaveLength(before.length - theirs.length);
    expect(after.some((p) => p.ownerId === sharee.accountId)).toBe(false);
    expect(await peopleOf(album.albumId, sharer.email)).not.toContain(sharee.accountId);
    // Their photos left the album, not their library.
    for (const photo of theirs) expect(getPhoto(store, photo.imageId)).toBeDefined();
  });
});
