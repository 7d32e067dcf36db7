import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { startMockServer, type MockServer } from '../server';
import { fakeIdentityProvider, fakeToken } from '../testing/fake-identity';
import { createFaultRegistry, parseFaultHeader } from './faults';

const demo = DEMO_ACCOUNTS.find((a) => a.email === 'demo@example.com')!;
const empty = DEMO_ACCOUNTS.find((a) => a.email === 'empty@example.com')!;
const bearer = (email: string) => ({ Authorization: `Bearer ${fakeToken(email)}` });

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({
    port: 0,
    quiet: true,
    identityProvider: fakeIdentityProvider,
    accounts: [demo, empty],
    imageCacheDir: null,
  });
});
afterAll(() => mock.close());
afterEach(() => mock.faults.clear());

const users = (headers: Record<string, string> = {}) =>
  fetch(`${mock.address}/photo/users`, { headers: { ...bearer(demo.email), ...headers } });

describe('the X-Mock-Fault header', () => {
  it('answers the chosen status with a problem body instead of the handler', async () => {
    const res = await users({ 'X-Mock-Fault': 'status=503' });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
  });

  it('delays the answer by the latency asked for', async () => {
    const started = performance.now();
    const res = await users({ 'X-Mock-Fault': 'latency=300' });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection for a network fault', async () => {
    await expect(users({ 'X-Mock-Fault': 'network' })).rejects.toThrow();
  });

  it('keeps status and content type but breaks the JSON for a malformed fault', async () => {
    const res = await users({ 'X-Mock-Fault': 'malformed' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    await expect(res.json()).rejects.toThrow();
  });

  it('answers 400 naming the part it does not understand', async () => {
    const res = await users({ 'X-Mock-Fault': 'status=200' });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toMatch(/status/);
    const unknown = await users({ 'X-Mock-Fault': 'explode' });
    expect((await unknown.json()).detail).toContain('"explode"');
  });
});

describe('fault rules set through /__mock/faults', () => {
  const addRule = (rule: unknown) =>
    fetch(`${mock.address}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(rule),
    });

  it('fail a request the given number of times, then let it through', async () => {
    const created = await addRule({ method: 'get', path: '/photo/users', times: 2, fault: { status: 500 } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: expect.any(String), method: 'GET', times: 2, hits: 0 });
    expect((await users()).status).toBe(500);
    expect((await users()).status).toBe(500);
    expect((await users()).status).toBe(200);
    expect(await (await fetch(`${mock.address}/__mock/faults`)).json()).toEqual([]);
  });

  it('match paths with * and only the account they name', async () => {
    await addRule({ path: '/photo/*', account: empty.email, fault: { status: 502 } });
    expect((await users()).status).toBe(200);
    const res = await fetch(`${mock.address}/photo/users/timeline`, { headers: bearer(empty.email) });
    expect(res.status).toBe(502);
  });

  it('are listed, cleared by DELETE and by reset', async () => {
    await addRule({ path: '/photo/users', fault: { latencyMs: 10 } });
    expect(await (await fetch(`${mock.address}/__mock/faults`)).json()).toHaveLength(1);
    expect((await fetch(`${mock.address}/__mock/faults`, { method: 'DELETE' })).status).toBe(204);
    expect(mock.faults.list()).toEqual([]);
    await addRule({ path: '/photo/users', fault: { status: 500 } });
    await fetch(`${mock.address}/__mock/reset`, { method: 'POST' });
    expect((await users()).status).toBe(200);
  });

  it('refuse a rule that is not valid, naming the field', async () => {
    const res = await addRule({ path: 'photo/users', fault: {} });
    expect(res.status).toBe(400);
    const fields = (await res.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.path', 'body.fault']));
  });
});

describe('parseFaultHeader and the registry', () => {
  it('combine faults in one header', () => {
    expect(parseFaultHeader('latency=20, status=504')).toEqual({ latencyMs: 20, status: 504 });
  });

  it('take the first matching rule only', () => {
    const registry = createFaultRegistry();
    registry.add({ path: '/a/*', fault: { status: 500 } });
    registry.add({ path: '/a/b', fault: { status: 404 } });
    expect(registry.take('GET', '/a/b', undefined)).toEqual({ status: 500 });
    expect(registry.take('GET', '/b', undefined)).toBeUndefined();
  });
});
