// How long a browser may keep what the app's server sends (ADR 075, docs/deployment.md): the build's hashed files
// for good, everything else revalidated on every visit. The rule, and a real `vite preview` with the plugin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetCacheControl, IMMUTABLE, immutableAssets } from './asset-caching';
import { startPreview, type TestPreview } from './preview-for-tests';

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
  let server: TestPreview;

  beforeAll(async () => {
    server = await startPreview([immutableAssets()], {
      'index.html': '<!doctype html><title>My account</title>\n',
      'assets/app-AbCd12_-.js': 'export {};\n',
      'assets/app.js': 'export {};\n',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const answer = await server.get(pathname, headers);
    return {
      status: answer.status,
      cacheControl: answer.headers['cache-control'] as string | undefined,
      etag: answer.headers.etag as string | undefined,
    };
  };

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
