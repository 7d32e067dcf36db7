// Issue 12: the mock refuses what no service accepts: oversized bodies (413 before reading the rest), strings over
// their contract's maxLength or with a NUL, a bad percent-encoding in a path (400, never a 500), addresses longer
// than the standards allow.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { createErrorReportState, REPORT_RATE, takeReportRate } from './db/error-reports';
import { JSON_BODY_LIMIT_BYTES } from './http/problem';
import { loadServiceSpec, SERVICES_DIR } from './openapi/spec';
import { startMockServer, type MockServer } from './server';
import { fakeIdentityProvider, fakeToken } from './testing/fake-identity';

const demo = DEMO_ACCOUNTS.find((a) => a.email === 'demo@example.com')!;
const auth = { Authorization: `Bearer ${fakeToken(demo.email)}`, 'Content-Type': 'application/json' };

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({
    port: 0,
    quiet: true,
    identityProvider: fakeIdentityProvider,
    accounts: [demo],
    imageCacheDir: null,
  });
});
afterAll(() => mock.close());

const post = (path: string, body: string, method = 'POST') =>
  fetch(`${mock.address}${path}`, { method, headers: auth, body });

/** A raw request: the path goes out as written; `chunked` sends the body without a Content-Length. */
function raw(
  path: string,
  options: { method?: string; body?: Buffer; chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    const req = request(
      `${mock.address}/`,
      {
        path,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body && !options.chunked ? { 'Content-Length': String(options.body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), written }),
        );
      },
    );
    req.on('error', reject);
    if (!options.body) return req.end();
    // Written in 64 kB pieces, stopping once the server answered: a server that reads everything gets it all.
    const body = options.body;
    const pump = () => {
      while (written < body.length) {
        const piece = body.subarray(written, written + 65_536);
        written += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('response', () => (written < body.length ? req.destroy() : undefined));
    pump();
  });
}

describe('request limits', () => {
  it('refuses a 50 MB album name with 413 before reading it', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(50 * 1024 * 1024) }));
    const res = await raw('/photo/albums', { method: 'POST', body, headers: auth });
    expect(res.status).toBe(413);
    expect(res.written).toBeLessThan(body.length);
  });

  it('refuses 50 MB of invalid JSON sent without a length with 413, not a 400 after reading it all', async () => {
    const body = Buffer.alloc(50 * 1024 * 1024, '{');
    const res = await raw('/photo/albums', { method: 'POST', body, chunked: true, headers: auth });
    expect(res.status).toBe(413);
    expect(res.written).toBeLessThan(body.length);
  });

  it('still accepts a body just under the limit to the point of reading it', async () => {
    const res = await post(
      '/photo/albums',
      JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 100) }),
    );
    expect(res.status).toBe(400);
  });

  it('refuses an album name over 255 characters or with a NUL, and accepts one of 255', async () => {
    expect((await post('/photo/albums', JSON.stringify({ name: 'x'.repeat(1_000_000) }))).status).toBe(400);
    expect((await post('/photo/albums', JSON.stringify({ name: 'x'.repeat(256) }))).status).toBe(400);
    expect((await post('/photo/albums', JSON.stringify({ name: 'Trip\u0000' }))).status).toBe(400);
    expect((await post('/photo/albums', JSON.stringify({ name: 'x'.repeat(255) }))).status).toBe(201);
  });

  it.each([
    '/photo/albums/%ZZ',
    '/export/backups/%ZZ',
    '/customer/customers/%ZZ',
    '/images/%ZZ/300.jpg',
    '/widgets/v1/widget/%ZZ',
    '/email-gateway/api/v1/Profiles/%ZZ/subscription/confirm/abc',
  ])('answers a bad percent-encoding in %s with 400, token or not', async (path) => {
    for (const headers of [{}, auth]) {
      const res = await raw(path, { headers });
      expect(res.status).toBe(400);
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it('refuses an e-mail change to an address with a 65-character local part or over 254 characters', async () => {
    const path = `/identity/v2/identities/${demo.idpType}/${demo.idpSub}/emailchanges`;
    const change = (email: string) =>
      post(path, JSON.stringify({ email, channel: 'bonusprint-gb' })).then((r) => r.status);
    expect(await change(`${'a'.repeat(300)}@example.com`)).toBe(400);
    expect(await change(`${'a'.repeat(65)}@example.com`)).toBe(400);
    expect(await change(`a@${'b'.repeat(250)}.com`)).toBe(400);
  });
});

// Issue 24: the mock keeps only what the contract declares, and refuses bodies nested deeper than it states.
describe('undeclared request fields and deep nesting', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const report = {
    message: 'Request failure',
    action: 'mutation',
    page: '/settings',
    occurredAt: '2026-11-25T10:15:00Z',
  };
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    streetName: 'High Street',
    streetNumber: '1',
    postalCode: 'SW1A 1AA',
    city: 'London',
    countryCode: 'GB',
  };

  it('keeps an error report without its undeclared fields, so the reports stay readable', async () => {
    const sent = `{"message":"Request failure","action":"mutation","page":"/p","occurredAt":"2026-11-25T10:15:00Z","correlationId":"undeclared-1","extra":${nested(30)},"more":"x"}`;
    expect((await post('/error-reporting/reports', sent)).status).toBe(202);
    const read = await fetch(`${mock.address}/__mock/error-reports?correlationId=undeclared-1`);
    expect(read.status).toBe(200);
    const [stored] = (await read.json()) as Record<string, unknown>[];
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['action', 'correlationId', 'message', 'occurredAt', 'page', 'receivedAt'].sort(),
    );
  });

  it('answers a body nested 6,000 levels deep with a declared 400, and the reports stay readable', async () => {
    const deep = JSON.stringify({ ...report, extra: 0 }).replace('0}', `${nested(6_000)}}`);
    const response = await post('/error-reporting/reports', deep);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/nested deeper than 32/);
    expect((await fetch(`${mock.address}/__mock/error-reports`)).status).toBe(200);
  });

  it('stores an address without undeclared fields at any level (allOf parts included)', async () => {
    const created = await post(
      '/customer/customers/me/addresses',
      JSON.stringify({ ...address, isDefault: false, extra: { deep: [1, 2] }, note: 'x' }),
    );
    expect(created.status).toBeLessThan(300);
    const list = (await (
      await fetch(`${mock.address}/customer/customers/me/addresses`, { headers: auth })
    ).json()) as Record<string, unknown>[];
    const mine = list.find((a) => a.firstName === 'Ada' && a.lastName === 'Lovelace');
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('extra');
    expect(mine).not.toHaveProperty('note');
    expect(mine).toMatchObject({ ...address });
    mock.reset();
  });
});

describe('error reports stay bounded (issue 24)', () => {
  const report = (i: number, extra = '') =>
    JSON.stringify({
      message: 'Request failure',
      action: 'mutation',
      page: '/p',
      occurredAt: '2026-11-25T10:15:00Z',
      correlationId: `bounded-${i}`,
      ...(extra ? { extra } : {}),
    });

  it('keeps a few kB of a 1 MB report: only its declared fields, each within its maxLength', async () => {
    const big = 'x'.repeat(JSON_BODY_LIMIT_BYTES - 1_000);
    for (let i = 0; i < 10; i += 1)
      expect((await post('/error-reporting/reports', report(i, big))).status).toBe(202);
    const stored = await (await fetch(`${mock.address}/__mock/error-reports`)).text();
    expect(stored.length).toBeLessThan(10 * 1_000);
    mock.reset();
  });

  it('accepts reports at a bounded rate: 429 with Retry-After beyond it', async () => {
    let refused: Response | undefined;
    let sent = 0;
    while (!refused && sent < 1_000) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, i) => post('/error-reporting/reports', report(sent + i))),
      );
      sent += batch.length;
      refused = batch.find((r) => r.status === 429);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    mock.reset();
  });

  it('takes at most REPORT_RATE.burst at once, then REPORT_RATE.perSecond', () => {
    const state = createErrorReportState();
    const now = 1_000_000;
    const taken = Array.from({ length: REPORT_RATE.burst + 5 }, () => takeReportRate(state, now));
    expect(taken.filter((t) => t.retryAfter === undefined)).toHaveLength(REPORT_RATE.burst);
    expect(takeReportRate(state, now).retryAfter).toBe(1);
    expect(takeReportRate(state, now + 1_000).retryAfter).toBeUndefined();
  });
});

describe('personal details (issue 24)', () => {
  it('refuses a control character in a name with 400, the pattern the profile promises', async () => {
    for (const firstName of ['Da\u0000na', 'Da\u001Bna']) {
      const response = await post(
        '/customer/customers/me',
        JSON.stringify({ firstName, lastName: 'Demo' }),
        'PUT',
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { field: string }[] }).errors).toEqual([
        expect.objectContaining({ field: 'body.firstName' }),
      ]);
    }
    const profile = await fetch(`${mock.address}/customer/customers/me`, { headers: auth });
    expect(profile.status).toBe(200);
  });
});

describe('a large body to an operation that takes none (issue 24)', () => {
  it('answers 413, which every operation of every service declares', async () => {
    const body = Buffer.alloc(1_200_000, 0x20);
    for (const [method, path] of [
      ['POST', '/photo/users/activate'],
      ['GET', '/photo/users'],
    ] as const) {
      const response = await raw(path, {
        method,
        body,
        headers: { ...auth, 'Content-Type': 'application/json' },
      });
      expect(response.status, `${method} ${path}`).toBe(413);
    }
    const undeclared: string[] = [];
    for (const file of readdirSync(SERVICES_DIR).filter((f) => f.endsWith('.yaml'))) {
      const service = file.replace(/\.yaml$/, '');
      if (service === 'app-static') continue; // the app's own files, served by Vite, not by the mock
      for (const [path, item] of Object.entries(loadServiceSpec(service).paths ?? {}))
        for (const [method, operation] of Object.entries(item))
          if (['get', 'put', 'post', 'patch', 'delete'].includes(method)) {
            const responses = (operation as { responses?: Record<string, unknown> }).responses ?? {};
            if (!responses['413']) undeclared.push(`${service} ${method.toUpperCase()} ${path}`);
          }
    }
    expect(undeclared).toEqual([]);
  });
});
