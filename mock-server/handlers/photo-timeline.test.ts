/**
 * The photo service's handlers (photo.ts), reading the library: GET /users, GET /users/timeline, a month's page
 * (GET /photos/timeline/{year}/{month}) and GET /photos, also over 100,000 photos. The setup and readers every
 * topic shares: mock-server/testing/photo-service.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountPhotos,
  createPhotoStore,
  deletePhotos as deleteStorePhotos,
  insertPhotos,
  monthCounts,
} from '../db/photos';
import { seedStore } from '../db/seed';
import { testHandlerDeps } from '../testing/handler-deps';
import {
  demo,
  empty,
  importing,
  failing,
  large,
  expectProblem,
  validatePage,
  PHOTO_API as API,
  PUBLIC_URL,
  setupPhotoService,
  type Image,
} from '../testing/photo-service';
import { createPhotoHandlers as createHandlers } from './photo';

const { store, server, get, position, walkPages } = setupPhotoService();

describe('GET /users', () => {
  it('answers the photo and album counts of the signed-in account', async () => {
    expect((await get('/users')).body).toEqual({ photosCount: demo.photos, albumsCount: 8 });
    expect((await get('/users', empty.email)).body).toEqual({ photosCount: 0, albumsCount: 0 });
    expect((await get('/users', importing.email)).body).toEqual({ photosCount: 0, albumsCount: 0 });
    expect((await get('/users', failing.email)).body).toEqual({
      photosCount: failing.photos,
      albumsCount: 3,
    });
  });

  it('answers 401 problem+json without a token or with a bad one', async () => {
    for (const res of [await get('/users', null), await get('/users', 'nobody@example.com')]) {
      expect(res.status).toBe(401);
      expect(res.contentType).toBe('application/problem+json');
      expect(res.body).toMatchObject({ type: 'about:blank', title: 'Unauthorized', status: 401 });
    }
    const malformed = await fetch(`${API}/users`, { headers: { Authorization: 'Basic abc' } });
    expect(malformed.status).toBe(401);
  });
});

describe('GET /users/timeline', () => {
  it('maps year to month (no leading zero) to counts that sum to the account total', async () => {
    const { status, body } = await get('/users/timeline');
    expect(status).toBe(200);
    let total = 0;
    for (const [year, months] of Object.entries<Record<string, number>>(body)) {
      expect(year).toMatch(/^\d{4}$/);
      for (const [month, count] of Object.entries(months)) {
        expect(month).toMatch(/^([1-9]|1[0-2])$/);
        expect(count).toBeGreaterThan(0);
        total += count;
      }
    }
    expect(total).toBe(demo.photos);
    expect(body['1970']).toEqual({ '1': demo.undated });
  });

  it('answers {} for an account without photos', async () => {
    expect((await get('/users/timeline', empty.email)).body).toEqual({});
  });
});

describe('GET /photos/timeline/{year}/{month}', () => {
  const months = monthCounts(store, demo.accountId).sort((a, b) => b.count - a.count);
  const busiest = months[0]!;
  const busiestPath = `/photos/timeline/${busiest.year}/${busiest.month}`;

  async function walk(path: string, query: string) {
    const pages = await walkPages(`${path}?${query}`);
    for (const page of pages) expect(validatePage(page), JSON.stringify(validatePage.errors)).toBe(true);
    return pages;
  }

  it('answers the first 24 photos, newest taken first, by default', async () => {
    const { body } = await get(busiestPath);
    expect(body.images).toHaveLength(24);
    expect(body.cursor).toEqual(expect.any(String));
    const dates = body.images.map((i: Image) => i.dateTaken);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('describes each photo with URLs and thumbnails 300/800/1300 fitting the long side', async () => {
    const { body } = await get(`${busiestPath}?limit=5`);
    for (const image of body.images) {
      expect(image.url).toBe(`${PUBLIC_URL}/images/${image.imageId}/original.jpg`);
      expect(image.untouchedUrl).toBe(image.url);
      expect(image.thumbnails.map((t: { id: number }) => t.id)).toEqual([300, 800, 1300]);
      for (const t of image.thumbnails) {
        expect(t.url).toBe(`${PUBLIC_URL}/images/${image.imageId}/${t.id}.jpg`);
        expect(Math.max(t.width, t.height)).toBe(
          Math.min(t.id, Math.max(image.visibleWidth, image.visibleHeight)),
        );
        expect(Math.abs(t.width / t.height - image.visibleWidth / image.visibleHeight)).toBeLessThan(0.02);
      }
    }
  });

  it('omits dateTaken for the undated photos of 1970/1', async () => {
    const { body } = await get('/photos/timeline/1970/1');
    expect(body.images).toHaveLength(demo.undated);
    expect(body.cursor).toBeNull();
    for (const image of body.images) expect(image).not.toHaveProperty('dateTaken');
  });

  for (const sortKey of ['dateTaken', 'created'] as const) {
    for (const sortOrder of ['desc', 'asc'] as const) {
      it(`pages through a whole month by ${sortKey} ${sortOrder}: each photo once, in order`, async () => {
        const pages = await walk(busiestPath, `limit=7&sortKey=${sortKey}&sortOrder=${sortOrder}`);
        const images = pages.flatMap((p) => p.images);
        expect(images).toHaveLength(busiest.count);
        expect(new Set(images.map((i) => i.imageId)).size).toBe(busiest.count);
        expect(pages.at(-1)!.cursor).toBeNull();
        // The order is (sort value, imageId); created is not in the payload, so read it from the store.
        const positions = images.map(position(sortKey));
        const expected = [...positions].sort();
        expect(positions).toEqual(sortOrder === 'asc' ? expected : expected.reverse());
      });
    }
  }

  it('answers an empty last page for a month without photos', async () => {
    expect((await get('/photos/timeline/2001/2')).body).toEqual({ cursor: null, images: [] });
  });

  it('answers 400 naming the field for values outside the contract', async () => {
    const cases: [string, string][] = [
      ['/photos/timeline/2025/13', 'path.month'],
      ['/photos/timeline/1969/1', 'path.year'],
      ['/photos/timeline/abcd/1', 'path.year'],
      ['/photos/timeline/2025/1?limit=0', 'query.limit'],
      ['/photos/timeline/2025/1?limit=501', 'query.limit'],
      ['/photos/timeline/2025/1?limit=ten', 'query.limit'],
      ['/photos/timeline/2025/1?sortKey=size', 'query.sortKey'],
      ['/photos/timeline/2025/1?sortOrder=up', 'query.sortOrder'],
      ['/photos/timeline/2025/1?cursor=', 'query.cursor'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.contentType).toBe('application/problem+json');
      expect(res.body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        path,
      ).toContain(field);
    }
  });

  it('answers 400 for a cursor that is not one, or that belongs to another month or sort', async () => {
    const { body } = await get(`${busiestPath}?limit=2`);
    const other = months[1]!;
    for (const path of [
      `${busiestPath}?cursor=not-a-cursor`,
      `${busiestPath}?cursor=${body.cursor}&sortOrder=asc`,
      `/photos/timeline/${other.year}/${other.month}?cursor=${body.cursor}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.errors[0].field).toBe('query.cursor');
    }
    expect((await get(`${busiestPath}?cursor=${body.cursor}`, empty.email)).status).toBe(400);
  });

  it('checks the token before the parameters', async () => {
    expect((await get('/photos/timeline/2025/13', null)).status).toBe(401);
  });

  it('validates the X-CorrelationId header against the contract', async () => {
    const ok = await get('/users', demo.email, { 'X-CorrelationId': crypto.randomUUID() });
    expect(ok.status).toBe(200);
    const bad = await get('/users', demo.email, { 'X-CorrelationId': 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('header.X-CorrelationId');
  });
});

describe('GET /photos', () => {
  it('answers 500 photos, newest taken first, by default', async () => {
    const { status, body } = await get('/photos');
    expect(status).toBe(200);
    expect(body.images).toHaveLength(500);
    expect(body.cursor).toEqual(expect.any(String));
    const positions = body.images.map(position('dateTaken'));
    expect(positions).toEqual([...positions].sort().reverse());
  });

  for (const sortKey of ['dateTaken', 'created'] as const) {
    for (const sortOrder of ['desc', 'asc'] as const) {
      it(`pages through every photo by ${sortKey} ${sortOrder}: each once, in order`, async () => {
        const pages = await walkPages(`/photos?limit=300&sortKey=${sortKey}&sortOrder=${sortOrder}`);
        const images = pages.flatMap((p) => p.images);
        expect(images).toHaveLength(demo.photos);
        expect(new Set(images.map((i) => i.imageId)).size).toBe(demo.photos);
        expect(pages.at(-1)!.cursor).toBeNull();
        const positions = images.map(position(sortKey));
        const expected = [...positions].sort();
        expect(positions).toEqual(sortOrder === 'asc' ? expected : expected.reverse());
      });
    }
  }

  it('answers an empty last page for an account without photos', async () => {
    expect((await get('/photos', empty.email)).body).toEqual({ cursor: null, images: [] });
  });

  it('answers 400 for parameters outside the contract and for foreign cursors', async () => {
    expectProblem(await get('/photos?limit=501'), 400, 'query.limit');
    expectProblem(await get('/photos?limit=0'), 400, 'query.limit');
    expectProblem(await get('/photos?sortKey=uploaded'), 400, 'query.sortKey');
    expectProblem(await get('/photos?sortOrder=newest'), 400, 'query.sortOrder');
    const { body } = await get('/photos?limit=2');
    const { body: month } = await get('/photos/timeline/1970/1?limit=2');
    for (const path of [
      '/photos?cursor=garbage',
      `/photos?cursor=${body.cursor}&sortOrder=asc`,
      `/photos?cursor=${body.cursor}&sortKey=created`,
      `/photos?cursor=${month.cursor}`,
    ]) {
      expectProblem(await get(path), 400, 'query.cursor');
    }
    expectProblem(await get(`/photos?cursor=${body.cursor}`, failing.email), 400, 'query.cursor');
  });

  it('answers 401 without a token', async () => {
    expectProblem(await get('/photos', null), 401);
  });
});

describe('GET /photos for 100,000 photos', () => {
  afterEach(() => server.resetHandlers());

  it('sorts the library once and pages from the kept list', async () => {
    const big = createPhotoStore();
    seedStore(big, [large]);
    server.use(...createHandlers(testHandlerDeps({ store: big, accounts: [large] })));

    const first = await get('/photos?limit=10&sortKey=created', large.email);
    expect(first.body.images).toHaveLength(10);
    const kept = accountPhotos(big, large.accountId, 'created');
    expect(kept).toHaveLength(large.photos);

    // 40 pages deep into the list, all read from the kept list (the same array after them: no request sorted
    // again). No wall-clock bound: on a busy machine it failed without anything being wrong (ADR 013).
    let cursor: string = first.body.cursor;
    for (let n = 0; n < 40; n++) {
      const res = await get(`/photos?limit=500&sortKey=created&cursor=${cursor}`, large.email);
      expect(res.body.images).toHaveLength(500);
      cursor = res.body.cursor;
    }
    expect(accountPhotos(big, large.accountId, 'created')).toBe(kept);

    // A delete keeps the list (in place), an insert drops it.
    const gone = kept[1234]!;
    deleteStorePhotos(big, large.accountId, [gone.imageId]);
    expect(accountPhotos(big, large.accountId, 'created')).toBe(kept);
    expect(kept).toHaveLength(large.photos - 1);
    expect(kept.includes(gone)).toBe(false);
    const { imageId, accountId, uploadId, localFileName, dateTaken, created, uploadEnd, width, height } =
      gone;
    insertPhotos(big, [
      { imageId, accountId, uploadId, localFileName, dateTaken, created, uploadEnd, width, height },
    ]);
    const rebuilt = accountPhotos(big, large.accountId, 'created');
    expect(rebuilt).not.toBe(kept);
    expect(rebuilt).toHaveLength(large.photos);
    expect((await get('/users', large.email)).body).toEqual({ photosCount: large.photos, albumsCount: 4 });
  });
});
