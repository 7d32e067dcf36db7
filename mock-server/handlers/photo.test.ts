// Over 500 lines: the photo service's handlers (photo.ts) are the mock's largest; to be split by operation group
// (timeline, deletes, albums) together with the handler tests' one helper (issue 22, not done yet).
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import {
  accountPhotos,
  countPhotos,
  createPhotoStore,
  deletePhotos as deleteStorePhotos,
  getPhoto,
  insertPhotos,
  monthCounts,
} from '../db/photos';
import { EMPTY_ALBUM_NAME, SEED_ALBUM_MAX_PHOTOS } from '../db/albums';
import { generateAccountPhotos, seedStore } from '../db/seed';
import { loadServiceSpec } from '../openapi/spec';
import { fakeToken } from '../testing/fake-identity';
import { testHandlerDeps, type TestHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createPhotoHandlers as createHandlers } from './photo';

const API = 'http://api.test/photo';
const PUBLIC_URL = 'http://mock.test';
const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const demo = account('demo@example.com');
const empty = account('empty@example.com');
const importing = account('importing@example.com');
const failing = account('failing@example.com');
const large = account('large@example.com');
const ACCOUNTS = [demo, empty, importing, failing];

const store = createPhotoStore();
seedStore(store, ACCOUNTS);
const deps = testHandlerDeps({ store, accounts: ACCOUNTS, publicUrl: PUBLIC_URL });
const { server } = setupHandlerServer(createHandlers(deps), { base: API });

interface Res {
  status: number;
  contentType: string | null;
  body: any;
}

async function send(
  method: string,
  path: string,
  {
    email = demo.email,
    body,
    headers = {},
  }: { email?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Res> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(email ? { Authorization: `Bearer ${fakeToken(email)}` } : {}),
      ...(body === undefined || method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: text ? JSON.parse(text) : undefined,
  };
}

async function get(path: string, email: string | null = demo.email, headers: Record<string, string> = {}) {
  return send('GET', path, { email, headers });
}

function expectProblem(res: Res, status: number, field?: string) {
  expect(res.status).toBe(status);
  expect(res.contentType).toBe('application/problem+json');
  expect(res.body).toMatchObject({ type: 'about:blank', status });
  if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
}

type Image = { imageId: string; dateTaken?: string; uploadEnd: string };
type Page = { cursor: string | null; images: Image[] };
type Album = {
  albumId: string;
  albumName: string;
  coverPhoto: Image | null;
  photosCount: number;
  created: string;
  updated: string;
  userId: string;
  isShared: boolean;
};

const spec = loadServiceSpec('photo') as { components: { schemas: Record<string, object> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validatePage = ajv.compile(spec.components.schemas.TimelinePage!);
const validateAlbumPage = ajv.compile(spec.components.schemas.AlbumPage!);

/** The position a listed photo has in the store's order: (sort value, imageId). */
const position = (sortKey: 'created' | 'dateTaken') => (image: Image) => {
  const photo = getPhoto(store, image.imageId)!;
  return `${sortKey === 'dateTaken' ? (photo.dateTaken ?? photo.created) : photo.created}|${photo.imageId}`;
};

async function walkPages(path: string, email = demo.email): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  const join = path.includes('?') ? '&' : '?';
  do {
    const res = await get(`${path}${cursor ? `${join}cursor=${cursor}` : ''}`, email);
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.cursor;
  } while (cursor && pages.length < 1000);
  return pages;
}

async function listAllAlbums(email = demo.email): Promise<Album[]> {
  const res = await get('/albums', email);
  expect(res.status).toBe(200);
  expect(res.body.cursor).toBeNull();
  return res.body.albums;
}

async function timelineTotal(email = demo.email) {
  const { body } = await get('/users/timeline', email);
  return Object.values<Record<string, number>>(body)
    .flatMap((months) => Object.values(months))
    .reduce((a, b) => a + b, 0);
}

/** Another account's photo (failing@example.com is seeded here). */
const foreignPhotoId = () => accountPhotos(store, failing.accountId, 'created')[0]!.imageId;

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

// ---------------------------------------------------------------------------------------------------------
// Activation

/** The payload schema of the activation notification, resolved from the AsyncAPI document. */
function activationPayloadSchema(): object {
  const doc = parse(readFileSync(new URL('../../openapi/asyncapi/activation.yaml', import.meta.url), 'utf8'));
  const resolve = (node: any): any => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const target = node.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((at: any, part: string) => at?.[part], doc);
      if (target === undefined) throw new Error(`cannot resolve ${node.$ref}`);
      return resolve(target);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v)]));
  };
  const message = resolve(doc.channels.activation.messages.activationNotification);
  return message.payload;
}
const validateNotification = ajv.compile(activationPayloadSchema());

function expectNotifications(pushed: TestHandlerDeps['pushed'], accountId: string, types: string[]) {
  const messages = pushed.filter((p) => p.accountId === accountId);
  expect(messages.map((p) => p.channel)).toEqual(types.map(() => 'activation'));
  expect(messages.map((p) => (p.message as { type: string }).type)).toEqual(types);
  for (const { message } of messages) {
    expect(validateNotification(message), JSON.stringify(validateNotification.errors)).toBe(true);
  }
  expect(new Set(messages.map((p) => (p.message as { id: string }).id)).size).toBe(types.length);
  return messages.map((p) => p.message as { type: string; data: { payload: any; timestamp: string } });
}

describe('GET and POST /users/activate', () => {
  afterEach(() => {
    deps.reset();
    deps.pushed.length = 0;
  });

  it('answers ACTIVE for an activated account; starting again changes nothing', async () => {
    expect((await get('/users/activate')).body).toEqual({ status: 'ACTIVE' });
    expect((await send('POST', '/users/activate')).body).toEqual({ started: false });
    // failing@example.com is activated (its importFails only matters for an account still to import).
    expect((await send('POST', '/users/activate', { email: failing.email })).body).toEqual({
      started: false,
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(deps.pushed).toEqual([]);
    expect((await get('/users/activate')).body).toEqual({ status: 'ACTIVE' });
  });

  it('imports the photos of a NOT_ACTIVE account: IMPORTING, import-started, import-finished, ACTIVE', async () => {
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'NOT_ACTIVE' });
    const started = await send('POST', '/users/activate', { email: importing.email });
    expect(started).toMatchObject({ status: 200, body: { started: true } });
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'IMPORTING' });
    // A second start while importing starts nothing.
    expect((await send('POST', '/users/activate', { email: importing.email })).body).toEqual({
      started: false,
    });

    await vi.waitFor(() => expect(deps.pushed).toHaveLength(2));
    const [first, last] = expectNotifications(deps.pushed, importing.accountId, [
      'import-started',
      'import-finished',
    ]);
    expect(last!.data.payload).toEqual({ photosCount: importing.photos });
    expect(first!.data.timestamp <= last!.data.timestamp).toBe(true);
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'ACTIVE' });
    expect((await get('/users', importing.email)).body).toEqual({
      photosCount: importing.photos,
      albumsCount: 0,
    });
    expect(await timelineTotal(importing.email)).toBe(importing.photos);
    // The imported photos are the account's seed.
    const listed = (await walkPages('/photos?limit=50', importing.email)).flatMap((p) => p.images);
    expect(new Set(listed.map((i) => i.imageId))).toEqual(
      new Set(generateAccountPhotos(importing).map((p) => p.imageId)),
    );
    expect((await send('POST', '/users/activate', { email: importing.email })).body).toEqual({
      started: false,
    });
  });

  it('puts the activation back on reset: NOT_ACTIVE without photos again', async () => {
    await send('POST', '/users/activate', { email: importing.email });
    await vi.waitFor(() => expect(deps.pushed).toHaveLength(2));
    expect(countPhotos(store, importing.accountId)).toBe(importing.photos);
    deps.reset();
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'NOT_ACTIVE' });
    expect((await get('/users', importing.email)).body.photosCount).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await get('/users/activate', null), 401);
    expectProblem(await send('POST', '/users/activate', { email: null }), 401);
  });
});

describe('activation with its own timing and scenarios', () => {
  afterEach(() => server.resetHandlers());

  function useOwnHandlers(accounts: DemoAccount[], activationStepMs: number) {
    const own = createPhotoStore();
    seedStore(own, accounts);
    // The whole timing: testHandlerDeps' override type asks for every field.
    const timing = { exportStepMs: 0, activationStepMs, downloadStepMs: 0, signedUrlTtlMs: 60_000 };
    const ownDeps = testHandlerDeps({ store: own, accounts, timing });
    server.use(...createHandlers(ownDeps));
    return ownDeps;
  }

  it('cancels a running import on reset', async () => {
    const ownDeps = useOwnHandlers([importing], 60);
    expect((await send('POST', '/users/activate', { email: importing.email })).body).toEqual({
      started: true,
    });
    ownDeps.reset();
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'NOT_ACTIVE' });
    await new Promise((r) => setTimeout(r, 200));
    expect(ownDeps.pushed).toEqual([]);
    expect(countPhotos(ownDeps.store, importing.accountId)).toBe(0);
  });

  it('steps one activationStepMs at a time', async () => {
    const ownDeps = useOwnHandlers([importing], 250);
    await send('POST', '/users/activate', { email: importing.email });
    await new Promise((r) => setTimeout(r, 30));
    expect(ownDeps.pushed).toEqual([]);
    await vi.waitFor(() => expect(ownDeps.pushed).toHaveLength(1));
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'IMPORTING' });
    await vi.waitFor(() => expect(ownDeps.pushed).toHaveLength(2));
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'ACTIVE' });
  });

  it('reports import-error for an account whose import fails, and lets it start again', async () => {
    const failingImport: DemoAccount = {
      ...importing,
      scenario: { notActivated: true, importFails: true },
    };
    const ownDeps = useOwnHandlers([failingImport], 0);
    expect((await send('POST', '/users/activate', { email: importing.email })).body).toEqual({
      started: true,
    });
    await vi.waitFor(() => expect(ownDeps.pushed).toHaveLength(2));
    const [, error] = expectNotifications(ownDeps.pushed, importing.accountId, [
      'import-started',
      'import-error',
    ]);
    expect(error!.data.payload).toEqual({ message: expect.any(String) });
    expect((await get('/users/activate', importing.email)).body).toEqual({ status: 'NOT_ACTIVE' });
    expect((await get('/users', importing.email)).body.photosCount).toBe(0);
    expect((await send('POST', '/users/activate', { email: importing.email })).body).toEqual({
      started: true,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Photos

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

// ---------------------------------------------------------------------------------------------------------
// Albums

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
