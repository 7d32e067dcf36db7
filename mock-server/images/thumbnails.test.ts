import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPhotoStore, insertPhotos } from '../db/photos';
import { RENDER_VERSION, variantOf, VARIANT_COUNT } from './render';
import { createImageRoute } from './thumbnails';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'mock-images-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const store = createPhotoStore();
const base = { accountId: 'a', uploadId: 'u', localFileName: 'IMG_0001.jpg', dateTaken: null };
const times = { created: '2025-01-01T00:00:00Z', uploadEnd: '2025-01-01T00:00:05Z' };
insertPhotos(store, [
  { ...base, ...times, imageId: 'landscape', width: 4032, height: 3024 },
  { ...base, ...times, imageId: 'portrait', width: 3072, height: 4080 },
  { ...base, ...times, imageId: 'small', width: 1080, height: 1080 },
]);
const route = createImageRoute({ store, cacheDir });
const get = (url: string, headers: Record<string, string> = {}) =>
  route(new Request(`http://mock.test${url}`, { headers }));

async function jpeg(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(meta.format).toBe('jpeg');
  return { width: meta.width, height: meta.height };
}

describe('GET /images/{imageId}/{variant}.jpg', () => {
  it('serves real JPEGs whose long side fits the thumbnail id', async () => {
    expect(await jpeg(await get('/images/landscape/300.jpg'))).toEqual({ width: 300, height: 225 });
    expect(await jpeg(await get('/images/landscape/800.jpg'))).toEqual({ width: 800, height: 600 });
    expect(await jpeg(await get('/images/portrait/1300.jpg'))).toEqual({ width: 979, height: 1300 });
    expect(await jpeg(await get('/images/landscape/original.jpg'))).toEqual({ width: 4032, height: 3024 });
    // Never scaled up.
    expect(await jpeg(await get('/images/small/1300.jpg'))).toEqual({ width: 1080, height: 1080 });
  });

  it('caches on disk and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/images/portrait/300.jpg');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"r\d+-v\d+_\d+x\d+"$/);
    expect(first.headers.get('cache-control')).toContain('max-age');
    expect(readdirSync(path.join(cacheDir, RENDER_VERSION)).length).toBeGreaterThan(0);
    const again = await get('/images/portrait/300.jpg', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    // A fresh route (new process) reads the disk cache: same bytes.
    const fresh = createImageRoute({ store, cacheDir });
    const bytes = Buffer.from(
      await (await fresh(new Request('http://mock.test/images/portrait/300.jpg'))).arrayBuffer(),
    );
    expect(bytes.equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });

  it('answers 404 for an unknown image or size', async () => {
    for (const url of ['/images/nope/300.jpg', '/images/landscape/500.jpg', '/images/landscape/300.png']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('picks one of the variants by imageId, spread over all of them', () => {
    const seen = new Set(Array.from({ length: 2000 }, (_, i) => variantOf(`photo-${i}`)));
    expect(seen.size).toBe(VARIANT_COUNT);
    expect(variantOf('landscape')).toBe(variantOf('landscape'));
  });
});
