/**
 * The photo service's handler tests' one setup (mock-server/handlers/photo-*.test.ts, split by topic): the
 * handlers in process over a store seeded with demo@, empty@, importing@ and failing@ (large@ seeds its own), a
 * caller and the readers every topic uses (the contract's page schemas, the store's order, all pages, all albums).
 *
 *   const photo = setupPhotoService();
 *   const res = await photo.get('/users/timeline');                    // as demo@example.com
 *   photo.expectProblem(await photo.send('DELETE', '/photos', { body: {} }), 400, 'body.photos');
 *
 * Like setupHandlerServer (which it uses): listen before all, handlers reset after each, close after all. The
 * stores are NOT reset after each test: a describe that changes them adds `afterEach(() => photo.deps.reset())`.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import { accountPhotos, createPhotoStore, getPhoto } from '../db/photos';
import { seedStore } from '../db/seed';
import { createPhotoHandlers } from '../handlers/photo';
import { loadServiceSpec } from '../openapi/spec';
import { testHandlerDeps } from './handler-deps';
import { fakeToken } from './fake-identity';
import { setupHandlerServer } from './handler-server';

export const PHOTO_API = 'http://api.test/photo';
export const PUBLIC_URL = 'http://mock.test';

const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
export const demo = account('demo@example.com');
export const empty = account('empty@example.com');
export const importing = account('importing@example.com');
export const failing = account('failing@example.com');
export const large = account('large@example.com');

export interface Res {
  status: number;
  contentType: string | null;
  body: any; // oxlint-disable-line no-explicit-any -- a test reads the answer's fields it expects
}
export type Image = { imageId: string; dateTaken?: string; uploadEnd: string };
export type Page = { cursor: string | null; images: Image[] };
export type Album = {
  albumId: string;
  albumName: string;
  coverPhoto: Image | null;
  photosCount: number;
  created: string;
  updated: string;
  userId: string;
  isShared: boolean;
};

/** A validator of the photo contract's schemas (and any other schema, e.g. a push payload). */
export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const spec = loadServiceSpec('photo') as { components: { schemas: Record<string, object> } };
export const validatePage = ajv.compile(spec.components.schemas.TimelinePage!);
export const validateAlbumPage = ajv.compile(spec.components.schemas.AlbumPage!);

/** The answer is the contract's problem+json with `status` (and names `field` among its errors). */
export function expectProblem(res: Res, status: number, field?: string) {
  expect(res.status).toBe(status);
  expect(res.contentType).toBe('application/problem+json');
  expect(res.body).toMatchObject({ type: 'about:blank', status });
  if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
}

/** Starts the photo handlers for this test file, over a store seeded with the four accounts. */
export function setupPhotoService() {
  const accounts = [demo, empty, importing, failing];
  const store = createPhotoStore();
  seedStore(store, accounts);
  const deps = testHandlerDeps({ store, accounts, publicUrl: PUBLIC_URL });
  const { server } = setupHandlerServer(createPhotoHandlers(deps), { base: PHOTO_API });

  /** `method path` as `email` (default demo@; null: no token), the body as JSON. */
  async function send(
    method: string,
    path: string,
    {
      email = demo.email,
      body,
      headers = {},
    }: { email?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Res> {
    const response = await fetch(`${PHOTO_API}${path}`, {
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

  const get = (path: string, email: string | null = demo.email, headers: Record<string, string> = {}) =>
    send('GET', path, { email, headers });

  /** The position a listed photo has in the store's order: (sort value, imageId). */
  const position = (sortKey: 'created' | 'dateTaken') => (image: Image) => {
    const photo = getPhoto(store, image.imageId)!;
    return `${sortKey === 'dateTaken' ? (photo.dateTaken ?? photo.created) : photo.created}|${photo.imageId}`;
  };

  /** Every page of `path`, following the cursor. */
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

  return {
    store,
    deps,
    server,
    send,
    get,
    position,
    walkPages,
    listAllAlbums,
    timelineTotal,
    foreignPhotoId,
  };
}
