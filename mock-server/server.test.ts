import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_ACCOUNTS } from './accounts';
import { deletePhotos, monthPhotos } from './db/photos';
import { startMockServer, type MockServer } from './server';
import { fakeIdentityProvider, fakeToken } from './testing/fake-identity';

const demo = DEMO_ACCOUNTS.find((a) => a.email === 'demo@example.com')!;
const empty = DEMO_ACCOUNTS.find((a) => a.email === 'empty@example.com')!;
const auth = { Authorization: `Bearer ${fakeToken(demo.email)}` };

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

/** Where it listens (127.0.0.1); `url` is the public URL (localhost). */
const origin = () => mock.address;

describe('startMockServer', () => {
  it('reports health', async () => {
    const res = await fetch(`${origin()}/__mock/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', accounts: 2, photos: demo.photos });
  });

  it('serves the msw handlers over HTTP, echoing X-CorrelationId', async () => {
    const id = crypto.randomUUID();
    const res = await fetch(`${origin()}/photo/users`, { headers: { ...auth, 'X-CorrelationId': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-correlationid')).toBe(id);
    expect(await res.json()).toEqual({ photosCount: demo.photos, albumsCount: 8 });
  });

  it('answers 401 problem+json without a token and 404 problem+json without a handler', async () => {
    const unauthorized = await fetch(`${origin()}/photo/users`);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('content-type')).toBe('application/problem+json');
    const missing = await fetch(`${origin()}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: 'about:blank', status: 404, title: 'Not Found' });
  });

  it('answers CORS preflights for the app origins and refuses others', async () => {
    for (const appOrigin of [
      'http://localhost:5173',
      'http://albelli-nl.localhost:5173',
      'http://127.0.0.1:4173',
    ]) {
      const res = await fetch(`${origin()}/photo/users`, {
        method: 'OPTIONS',
        headers: {
          Origin: appOrigin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization, x-correlationid, cache-control, x-mock-delay',
        },
      });
      expect(res.status, appOrigin).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(appOrigin);
      expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(res.headers.get('access-control-allow-headers')).toContain('x-mock-delay');
      expect(res.headers.get('access-control-allow-methods')).toContain('DELETE');
    }
    const foreign = await fetch(`${origin()}/photo/users`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${origin()}/photo/users`, {
      headers: { ...auth, Origin: 'http://localhost:5173' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(simple.headers.get('access-control-expose-headers')).toContain('X-CorrelationId');
  });

  it('serves images of the seeded photos', async () => {
    const [photo] = monthPhotos(mock.store, demo.accountId, '1970/1', 'created');
    const res = await fetch(`${origin()}/images/${photo!.imageId}/300.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps error reports for developers at /__mock/error-reports, by correlation id, until a reset', async () => {
    const report = {
      message: 'Request failure',
      correlationId: 'c0ffee00-0000-4000-8000-000000000001',
      status: 503,
      method: 'GET',
      url: 'http://localhost:9090/downloads-api/downloads',
      action: 'query downloads,list',
      page: '/downloads',
      occurredAt: '2026-11-25T10:15:00Z',
    };
    const sent = await fetch(`${origin()}/error-reporting/reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(202);
    const bad = await fetch(`${origin()}/error-reporting/reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: '' }),
    });
    expect(bad.status).toBe(400);
    const found = await fetch(`${origin()}/__mock/error-reports?correlationId=${report.correlationId}`);
    expect(await found.json()).toEqual([{ ...report, receivedAt: expect.any(String) }]);
    const other = await fetch(`${origin()}/__mock/error-reports?correlationId=no-such-id`);
    expect(await other.json()).toEqual([]);
    await fetch(`${origin()}/__mock/reset`, { method: 'POST' });
    expect(await (await fetch(`${origin()}/__mock/error-reports`)).json()).toEqual([]);
  });

  it('resets to the seeded state', async () => {
    const undated = monthPhotos(mock.store, demo.accountId, '1970/1', 'created').map((p) => p.imageId);
    deletePhotos(mock.store, demo.accountId, undated);
    const before = await (await fetch(`${origin()}/photo/users`, { headers: auth })).json();
    expect(before.photosCount).toBe(demo.photos - demo.undated);
    const reset = await fetch(`${origin()}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBe(204);
    const after = await (await fetch(`${origin()}/photo/users`, { headers: auth })).json();
    expect(after.photosCount).toBe(demo.photos);
    expect(monthPhotos(mock.store, demo.accountId, '1970/1', 'created').map((p) => p.imageId)).toEqual(
      undated,
    );
    expect((await fetch(`${origin()}/__mock/reset`)).status).toBe(405);
  });

  describe('push sockets', () => {
    function connect(channel: string) {
      const ws = new WebSocket(`${origin().replace('http', 'ws')}/push/${channel}`);
      const messages: string[] = [];
      ws.on('message', (data) => messages.push(data.toString()));
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      const opened = new Promise<void>((resolve, reject) => {
        ws.on('open', () => resolve());
        ws.on('error', reject);
      });
      const next = () =>
        new Promise<string>((resolve) => {
          const waitFor = () => (messages.length > 0 ? resolve(messages.shift()!) : setTimeout(waitFor, 5));
          waitFor();
        });
      return { ws, opened, closed, next };
    }

    it('acknowledges a valid authenticate message with OK and delivers published messages', async () => {
      const client = connect('activation');
      await client.opened;
      client.ws.send(JSON.stringify({ action: 'authenticate', token: fakeToken(demo.email) }));
      expect(await client.next()).toBe('OK');
      expect(mock.push.connections('activation', demo.accountId)).toBe(1);
      const message = {
        id: crypto.randomUUID(),
        type: 'import-started',
        data: { payload: {}, timestamp: 1 },
      };
      expect(mock.push.publish('activation', demo.accountId, message)).toBe(1);
      expect(JSON.parse(await client.next())).toEqual(message);
      expect(mock.push.publish('downloads', demo.accountId, message)).toBe(0);
      client.ws.close();
      await client.closed;
    });

    it('closes with 4401 on an invalid token', async () => {
      const client = connect('downloads');
      await client.opened;
      client.ws.send('not json');
      client.ws.send(JSON.stringify({ action: 'authenticate', token: 'bad' }));
      expect(await client.closed).toBe(4401);
    });

    it('refuses upgrades on other paths', async () => {
      const client = connect('elsewhere');
      await expect(client.opened).rejects.toThrow(/404/);
    });
  });
});
