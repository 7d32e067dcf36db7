// The dev server serves the app and nothing else (issue 12): the identity provider's signing key and the rest of
// the checkout are out of reach by every path a browser could try, and the HTML goes out with the security headers.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { defaultKeyCacheDir } from '../mock-server/oidc/provider';
import { guardPath } from './serve-guard';

const root = path.resolve(import.meta.dirname, '..');
const CANARY = 'canary-private-key-d1f0a7';
const canaryDir = path.join(root, '.mock-cache/oidc');
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  // A key file where the mock used to keep it: even if one is there, the dev server must not serve it.
  mkdirSync(canaryDir, { recursive: true });
  writeFileSync(path.join(canaryDir, 'guard-canary.json'), JSON.stringify({ d: CANARY }));
  // And one in the key's real folder, outside the checkout.
  mkdirSync(defaultKeyCacheDir(), { recursive: true });
  writeFileSync(path.join(defaultKeyCacheDir(), 'guard-canary.json'), JSON.stringify({ d: CANARY }));
  server = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'silent',
    server: { port: 0, strictPort: false, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(path.join(canaryDir, 'guard-canary.json'), { force: true });
  rmSync(path.join(defaultKeyCacheDir(), 'guard-canary.json'), { force: true });
});

/** A raw GET: the path goes out exactly as written (no normalisation of `..`). */
async function get(rawPath: string): Promise<{ status: number; body: string; headers: Headers }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the dev server', () => {
  it('keeps the signing key outside the served checkout', () => {
    const dir = defaultKeyCacheDir({});
    expect(path.relative(root, dir).startsWith('..')).toBe(true);
  });

  const canary = '.mock-cache/oidc/guard-canary.json';
  const keyFile = path.join(defaultKeyCacheDir(), 'guard-canary.json');
  it.each([
    `/${canary}`,
    `/${canary}?raw`,
    `/${canary}?import`,
    `/@fs${root}/${canary}`,
    `/@fs${root}/${canary}?raw`,
    `/public/../${canary}`,
    `/src/../${canary}?raw`,
    `/src/%2e%2e/${canary}`,
    `/%2emock-cache/oidc/guard-canary.json`,
    `/@fs${keyFile}`,
    `/@fs${keyFile}?raw`,
  ])('does not serve the signing key at %s', async (rawPath) => {
    const { status, body } = await get(rawPath);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body).not.toContain(CANARY);
    expect(body).not.toContain('"d"');
  });

  it.each([
    '/package.json',
    '/mock-server/accounts.ts',
    '/mock-server/accounts',
    '/.git/HEAD',
    '/docs/architecture.md',
  ])('does not serve %s from the checkout', async (rawPath) => {
    expect((await get(rawPath)).status).toBe(404);
  });

  it('answers a bad percent-encoding with 400', async () => {
    expect((await get('/src/%ZZ')).status).toBe(400);
  });

  it('serves the app with the security headers, the CSP naming its inline scripts', async () => {
    const page = await get('/my-photos/photos');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline)
      expect(csp).toContain(
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
      );
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain('http://localhost:');
  });

  it('serves the app’s modules and runtime config', async () => {
    expect((await get('/src/main.tsx')).status).toBe(200);
    expect((await get('/config.json')).status).toBe(200);
    expect((await get('/locales/en-GB.json')).status).toBe(200);
  });
});

describe('guardPath', () => {
  const notServed = new Set(['package.json', 'mock-server']);
  it.each([
    ['/', 'serve'],
    ['/my-photos/photos?x=1', 'serve'],
    ['/node_modules/.vite/deps/react.js', 'serve'],
    ['/.vite/manifest.json', 'not-found'],
    ['/assets/../package.json', 'not-found'],
    ['/mock-server/x.ts', 'not-found'],
    ['/%E0%A4%A', 'bad-request'],
  ] as const)('%s -> %s', (url, verdict) => {
    expect(guardPath(url, notServed)).toBe(verdict);
  });
});
