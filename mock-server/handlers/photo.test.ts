import { setupServer } from 'msw/node';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { createPhotoStore, getPhoto, monthCounts } from '../db/photos';
import { seedStore } from '../db/seed';
import { loadServiceSpec } from '../openapi/spec';
import { fakeToken } from '../testing/fake-identity';
import { testHandlerDeps } from '../testing/handler-deps';
import { createHandlers } from '.';

const API = 'http://api.test/photo';
const PUBLIC_URL = 'http://mock.test';
const [demo, empty] = ['demo@example.com', 'empty@example.com'].map((email) => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
}) as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];

const store = createPhotoStore();
seedStore(store, [demo, empty]);
const server = setupServer(
  ...createHandlers(testHandlerDeps({ store, accounts: [demo, empty], publicUrl: PUBLIC_URL })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function get(path: string, email: string | null = demo.email, headers: Record<string, string> = {}) {
  const response = await fetch(`${API}${path}`, {
    headers: { ...(email ? { Authorization: `Bearer ${fakeToken(email)}` } : {}), ...headers },
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.json(),
  };
}

type Image = { imageId: string; dateTaken?: string; uploadEnd: string };
type Page = { cursor: string | null; images: Image[] };

const spec = loadServiceSpec('photo') as { components: { schemas: Record<string, object> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validatePage = ajv.compile(spec.components.schemas.TimelinePage!);

describe('GET /users', () => {
  it('answers the counts of the signed-in account', async () => {
    expect((await get('/users')).body).toEqual({ photosCount: demo.photos, albumsCount: 0 });
    expect((await get('/users', empty.email)).body).toEqual({ photosCount: 0, albumsCount: 0 });
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
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const suffix = cursor ? `&cursor=${cursor}` : '';
      const res = await get(`${path}?${query}${suffix}`);
      expect(res.status).toBe(200);
      expect(validatePage(res.body), JSON.stringify(validatePage.errors)).toBe(true);
      pages.push(res.body);
      cursor = res.body.cursor;
    } while (cursor && pages.length < 1000);
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
        const position = (i: Image) => {
          const photo = getPhoto(store, i.imageId)!;
          return `${sortKey === 'dateTaken' ? photo.dateTaken : photo.created}|${photo.imageId}`;
        };
        const positions = images.map(position);
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
