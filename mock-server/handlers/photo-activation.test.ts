/**
 * The photo service's handlers (photo.ts), activating the photo area: GET and POST /users/activate, its steps,
 * scenarios and push notifications (checked against the AsyncAPI document). The setup every topic shares:
 * mock-server/testing/photo-service.ts.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoAccount } from '../accounts';
import { countPhotos, createPhotoStore } from '../db/photos';
import { generateAccountPhotos, seedStore } from '../db/seed';
import { testHandlerDeps, type TestHandlerDeps } from '../testing/handler-deps';
import { importing, failing, ajv, expectProblem, setupPhotoService } from '../testing/photo-service';
import { createPhotoHandlers as createHandlers } from './photo';

const { store, deps, server, send, get, walkPages, timelineTotal } = setupPhotoService();

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
