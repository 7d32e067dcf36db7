import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { TEMP_SELECTION_TTL_MS } from '../db/temp-selections';
import { TEST_PUBLIC_URL, testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createTempSelectionsHandlers } from './temp-selections';

const API = `${TEST_PUBLIC_URL}/temp-selections-api`;
const [demo, critical] = ['demo@example.com', 'critical@example.com'].map((email) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
}) as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];

const deps = testHandlerDeps();
const api = setupHandlerServer(createTempSelectionsHandlers(deps), { base: API, deps });

const call = (method: string, path: string, email: string | null, body?: unknown) =>
  api.call(method, path, { as: email, body });

const idsOf = (accountId: string, count: number) =>
  [...deps.store.byId.values()]
    .filter((p) => p.accountId === accountId)
    .slice(0, count)
    .map((p) => p.imageId);

describe('temp selections', () => {
  it('stores a selection and hands back its photo ids, in order', async () => {
    const ids = idsOf(demo.accountId, 5).reverse();
    const created = await call('POST', '/temp-selections', demo.email, { photoIds: ids });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ tempSelectionId: expect.any(String) });
    const read = await call('GET', `/temp-selections/${created.body.tempSelectionId}`, demo.email);
    expect(read).toMatchObject({ status: 200, body: { photoIds: ids } });
    const other = await call('POST', '/temp-selections', demo.email, { photoIds: ids.slice(0, 1) });
    expect(other.body.tempSelectionId).not.toBe(created.body.tempSelectionId);
  });

  it("answers 404 for unknown ids and another account's selection", async () => {
    const created = await call('POST', '/temp-selections', demo.email, {
      photoIds: idsOf(demo.accountId, 1),
    });
    const id = created.body.tempSelectionId;
    const foreign = await call('GET', `/temp-selections/${id}`, critical.email);
    expect(foreign.status).toBe(404);
    expect(foreign.contentType).toBe('application/problem+json');
    expect((await call('GET', '/temp-selections/no-such-selection', demo.email)).status).toBe(404);
  });

  it("answers 400 naming the photo ids that are not the caller's", async () => {
    const [own] = idsOf(demo.accountId, 1);
    const [foreign] = idsOf(critical.accountId, 1);
    const res = await call('POST', '/temp-selections', demo.email, { photoIds: [own, foreign, 'nope'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'body.photoIds.1', message: `${foreign} is not a photo of this account` },
      { field: 'body.photoIds.2', message: 'nope is not a photo of this account' },
    ]);
    expect((await call('POST', '/temp-selections', demo.email, { photoIds: [] })).status).toBe(400);
    expect((await call('POST', '/temp-selections', demo.email, {})).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/temp-selections', null, { photoIds: ['a'] })).status).toBe(401);
    expect((await call('GET', '/temp-selections/x', null)).status).toBe(401);
  });

  it('forgets a selection after 24 hours, and all of them on reset', async () => {
    const created = await call('POST', '/temp-selections', demo.email, {
      photoIds: idsOf(demo.accountId, 1),
    });
    const path = `/temp-selections/${created.body.tempSelectionId}`;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + TEMP_SELECTION_TTL_MS - 1000);
      expect((await call('GET', path, demo.email)).status).toBe(200);
      vi.setSystemTime(Date.now() + 2000);
      expect((await call('GET', path, demo.email)).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
    const again = await call('POST', '/temp-selections', demo.email, { photoIds: idsOf(demo.accountId, 1) });
    deps.reset();
    expect((await call('GET', `/temp-selections/${again.body.tempSelectionId}`, demo.email)).status).toBe(
      404,
    );
  });
});
