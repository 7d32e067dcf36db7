/**
 * Contract tests of the shared-albums service. Against the mock they read shared@example.com (the scenario
 * account: owns three albums, participates in two of demo@example.com); against a real service the one
 * CONTRACT_TOKEN account, whose album cases are skipped when it has no shared album.
 *
 * The one mutation (deleteSharedAlbum answering 204) runs against the mock only: the service has no way to
 * create a shared album, so a real deletion could not be undone. It deletes the album shared@ shares only with
 * people without a demo account, so no other demo account (demo@ included) sees a difference, and no other
 * contract file reads shared@'s shared albums. It is the last case of this file, which reads shared@'s albums
 * before it. What it deleted comes back with the seed: POST /__mock/reset, or the next start of the mock.
 */
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, serviceConfigured, tokenFor } from './lib/target';

const SHARED = 'shared@example.com';
const DEMO = 'demo@example.com';

interface Album {
  albumId: string;
  ownerId: string;
  photosCount: number;
}
interface Participant {
  id: string;
  email: string;
}

/** The account whose albums are read: the scenario account against the mock, CONTRACT_TOKEN's otherwise. */
const albumToken = () => tokenFor(isMock ? SHARED : undefined);

async function allAlbums(token: string, limit = 50): Promise<Album[]> {
  const albums: Album[] = [];
  let cursor: string | undefined;
  do {
    const res = await call('listSharedAlbums', { token, query: { limit, cursor } });
    expect(res.status).toBe(200);
    expect(res.body.albums.length).toBeLessThanOrEqual(limit);
    albums.push(...res.body.albums);
    cursor = res.body.cursor ?? undefined;
  } while (cursor && albums.length < 1000);
  return albums;
}

async function participantsOf(
  token: string,
  albumId: string,
): Promise<{ owner: Participant; participants: Participant[] }> {
  const res = await call('getSharedAlbumParticipants', { token, path: { id: albumId } });
  expect(res.status).toBe(200);
  return res.body;
}

describe.skipIf(!serviceConfigured('sharedAlbums'))('shared-albums service', () => {
  describe('listSharedAlbums', () => {
    it('pages through the albums with the cursor, each once', async () => {
      const token = await albumToken();
      const paged = await allAlbums(token, 2);
      expect(new Set(paged.map((a) => a.albumId)).size).toBe(paged.length);
      expect(paged.map((a) => a.albumId)).toEqual((await allAlbums(token)).map((a) => a.albumId));
    });

    it('answers 400 naming the field when the limit is out of range', async () => {
      const res = await call('listSharedAlbums', { token: await albumToken(), query: { limit: 51 } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('limit');
    });

    it('answers 400 for a cursor that is not one', async () => {
      const res = await call('listSharedAlbums', {
        token: await albumToken(),
        query: { cursor: 'not-a-cursor' },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('listSharedAlbums');
      expect(res.status).toBe(401);
      expect(res.contentType).toBe('application/problem+json');
    });
  });

  describe('getSharedAlbumCounts', () => {
    it('answers the counts of the signed-in user', async () => {
      const res = await call('getSharedAlbumCounts', { token: await albumToken() });
      expect(res.status).toBe(200);
      expect(res.body.grantedAlbumsCount).toBeGreaterThanOrEqual(0);
    });

    it.runIf(isMock)('counts every album the user can read, and those they shared', async () => {
      const token = await tokenFor(SHARED);
      const { body } = await call('getSharedAlbumCounts', { token });
      const albums = await allAlbums(token);
      expect(body.readAlbumsCount).toBe(albums.length);
      expect(body.grantedAlbumsCount).toBe(3);
    });

    it.runIf(isMock)('answers zero for an account without shared albums', async () => {
      const { body } = await call('getSharedAlbumCounts', { token: await tokenFor('empty@example.com') });
      expect(body).toEqual({ readAlbumsCount: 0, grantedAlbumsCount: 0 });
    });

    it('answers 401 with a token that is not valid', async () => {
      expect((await call('getSharedAlbumCounts', { token: 'not-a-token' })).status).toBe(401);
    });
  });

  describe('getSharedAlbum', () => {
    it('answers an album of the list as listed', async ({ skip }) => {
      const token = await albumToken();
      const [album] = await allAlbums(token);
      if (!album) return skip('the account has no shared album');
      const res = await call('getSharedAlbum', { token, path: { id: album.albumId } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(album);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await call('getSharedAlbum', {
        token: await albumToken(),
        path: { id: crypto.randomUUID() },
      });
      expect(res.status).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    });

    it.runIf(isMock)('answers 404 to an account that is not a member', async () => {
      const [album] = await allAlbums(await tokenFor(SHARED));
      const res = await call('getSharedAlbum', {
        token: await tokenFor('empty@example.com'),
        path: { id: album!.albumId },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getSharedAlbum', { path: { id: crypto.randomUUID() } })).status).toBe(401);
    });
  });

  describe('getSharedAlbumParticipants', () => {
    it('answers the owner (the album ownerId) and the participants', async ({ skip }) => {
      const token = await albumToken();
      const [album] = await allAlbums(token);
      if (!album) return skip('the account has no shared album');
      const { owner, participants } = await participantsOf(token, album.albumId);
      expect(owner.id).toBe(album.ownerId);
      expect(participants.map((p) => p.id)).not.toContain(owner.id);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await call('getSharedAlbumParticipants', {
        token: await albumToken(),
        path: { id: crypto.randomUUID() },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getSharedAlbumParticipants', { path: { id: 'x' } })).status).toBe(401);
    });
  });

  describe('listSharedAlbumPhotos', () => {
    it('pages through the photos of an album, each once, newest upload first', async ({ skip }) => {
      const token = await albumToken();
      const album = (await allAlbums(token)).find((a) => a.photosCount > 0);
      if (!album) return skip('the account has no shared album with photos');
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const res = await call('listSharedAlbumPhotos', {
          token,
          path: { id: album.albumId },
          query: { limit: 10, cursor, sortKey: 'created', sortOrder: 'desc' },
        });
        expect(res.status).toBe(200);
        expect(res.body.images.length).toBeLessThanOrEqual(10);
        for (const image of res.body.images) seen.add(image.imageId);
        cursor = res.body.cursor ?? undefined;
      } while (cursor && seen.size < 10_000);
      expect(seen.size).toBe(album.photosCount);
    });

    it('answers 400 naming the field when the limit is out of range', async () => {
      const res = await call('listSharedAlbumPhotos', {
        token: await albumToken(),
        path: { id: crypto.randomUUID() },
        query: { limit: 0 },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('limit');
    });

    it.runIf(isMock)('answers 400 for a cursor of another sort order', async () => {
      const token = await tokenFor(SHARED);
      const [album] = await allAlbums(token);
      const first = await call('listSharedAlbumPhotos', {
        token,
        path: { id: album!.albumId },
        query: { limit: 2 },
      });
      const res = await call('listSharedAlbumPhotos', {
        token,
        path: { id: album!.albumId },
        query: { limit: 2, cursor: first.body.cursor, sortOrder: 'asc' },
      });
      expect(res.status).toBe(400);
    });

    it('answers 404 for an unknown album', async () => {
      const res = await call('listSharedAlbumPhotos', {
        token: await albumToken(),
        path: { id: crypto.randomUUID() },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listSharedAlbumPhotos', { path: { id: 'x' } })).status).toBe(401);
    });
  });

  describe('scenarios', () => {
    it.runIf(isMock)('shared@ sees the three albums it owns and the two demo@ shared with it', async () => {
      const token = await tokenFor(SHARED);
      const owners: string[] = [];
      for (const album of await allAlbums(token)) {
        const { owner, participants } = await participantsOf(token, album.albumId);
        expect(participants.length).toBeGreaterThan(0);
        owners.push(owner.email);
      }
      expect(owners.filter((email) => email === SHARED)).toHaveLength(3);
      expect(owners.filter((email) => email === DEMO)).toHaveLength(2);
    });

    it.runIf(isMock)('demo@ sees an album of shared@ as a participant, with photos of both', async () => {
      const token = await tokenFor(DEMO);
      const albums = await allAlbums(token);
      let found = false;
      for (const album of albums) {
        const { owner, participants } = await participantsOf(token, album.albumId);
        if (owner.email !== SHARED) continue;
        found = true;
        const demo = participants.find((p) => p.email === DEMO);
        expect(demo).toBeDefined();
        expect(participants.length).toBeGreaterThan(1);
        const res = await call('listSharedAlbumPhotos', {
          token,
          path: { id: album.albumId },
          query: { limit: 500 },
        });
        const owners = new Set(res.body.images.map((i: { ownerId: string }) => i.ownerId));
        expect(owners).toEqual(new Set([owner.id, demo!.id]));
      }
      expect(found).toBe(true);
    });
  });

  describe('deleteSharedAlbum', () => {
    it('answers 404 for an unknown album', async () => {
      const res = await call('deleteSharedAlbum', {
        token: await albumToken(),
        path: { id: crypto.randomUUID() },
      });
      expect(res.status).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('deleteSharedAlbum', { path: { id: crypto.randomUUID() } })).status).toBe(401);
    });

    // Last in the file: see the header for why this album and how it comes back.
    it.runIf(isMock)(
      'deletes an album of its owner: gone from the list, the counts and the album',
      async () => {
        const token = await tokenFor(SHARED);
        const before = await allAlbums(token);
        let target: Album | undefined;
        for (const album of before) {
          const { owner, participants } = await participantsOf(token, album.albumId);
          if (owner.email === SHARED && participants.every((p) => !p.email.endsWith('@example.com')))
            target = album;
        }
        expect(target).toBeDefined();
        const counts = (await call('getSharedAlbumCounts', { token })).body;

        const res = await call('deleteSharedAlbum', { token, path: { id: target!.albumId } });
        expect(res.status).toBe(204);

        expect((await call('getSharedAlbum', { token, path: { id: target!.albumId } })).status).toBe(404);
        expect((await allAlbums(token)).map((a) => a.albumId)).toEqual(
          before.filter((a) => a !== target).map((a) => a.albumId),
        );
        expect((await call('getSharedAlbumCounts', { token })).body).toMatchObject({
          readAlbumsCount: counts.readAlbumsCount - 1,
          grantedAlbumsCount: counts.grantedAlbumsCount - 1,
        });
        expect((await call('deleteSharedAlbum', { token, path: { id: target!.albumId } })).status).toBe(404);
      },
    );
  });
});
