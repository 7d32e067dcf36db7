// How long a browser may keep what the app's server sends (ADR 075, docs/deployment.md): the build's hashed files
// for good, everything else revalidated on every visit. The rule, and a real `vite preview` with the plugin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { assetCacheControl, IMMUTABLE, immutableAssets } from './asset-caching';

describe('the Cache-Control of a path', () => {
  it('keeps the build’s hashed files for good', () => {
    for (const pathname of [
      '/assets/vendor-C0d2u3ir.js',
      '/assets/index-4mzaDCEf.js.map',
      '/assets/style-krLRoWdb.css',
      '/assets/account-deleted-guard-JuD7DnCi.js',
      '/assets/timeline-Dm9-HMMZ.js',
    ])
      expect(assetCacheControl(pathname), pathname).toBe(IMMUTABLE);
  });

  it('leaves what can change under its name to the server’s no-cache', () => {
    for (const pathname of [
      '/',
      '/index.html',
      '/config.json',
      '/locales/en-GB.json',
      '/robots.txt',
      '/assets/app.js',
      '/assets/nested/vendor-C0d2u3ir.js',
      '/vendor-C0d2u3ir.js',
    ])
      expect(assetCacheControl(pathname), pathname).toBeUndefined();
  });
});

describe('vite preview with the plugin', () => {
  let dir: string;
  let server: PreviewServer;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'asset-caching-'));
    mkdirSync(path.join(dir, 'dist/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>My account</title>\n');
    writeFileSync(path.join(dir, 'dist/assets/app-AbCd12_-.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'dist/assets/app.js'), 'export {};\n');
    server = await preview({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [immutableAssets()],
      build: { outDir: 'dist' },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    const address = server.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    port = address.port;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; cacheControl: string | undefined; etag: string | undefined }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cacheControl: res.headers['cache-control'],
              etag: res.headers.etag,
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('sends a hashed file as immutable, and the HTML, a page and an unhashed file as no-cache', async () => {
    const hashed = await get('/assets/app-AbCd12_-.js');
    expect(hashed.status).toBe(200);
    expect(hashed.cacheControl).toBe(IMMUTABLE);
    for (const pathname of ['/', '/orders', '/assets/app.js']) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      expect(answer.cacheControl, pathname).toBe('no-cache');
    }
  });

  it('still answers a revalidation of a hashed file (a browser from before the change) with a 304', async () => {
    const { etag } = await get('/assets/app-AbCd12_-.js');
    const again = await get('/assets/app-AbCd12_-.js', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
  });
});
