/**
 * GET /images/{imageId}/{300|800|1300|original}.jpg: real JPEGs of the photo's size (thumbnails scaled so
 * the long side fits the id). Drawn lazily, kept in memory (bounded) and on disk under .mock-cache/images.
 *
 * Assumption: no authentication here. Real services most likely sign these URLs (short-lived query
 * signature) so <img> can load them without a bearer token; the mock serves them openly.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getPhoto, type PhotoStore } from '../db/photos';
import { problemResponse } from '../http/problem';
import { RENDER_VERSION, renderPicture, variantOf } from './render';
import { isImageVariant, variantSize, type ImageVariant } from './sizes';

export const DEFAULT_IMAGE_CACHE_DIR = fileURLToPath(new URL('../../.mock-cache/images', import.meta.url));
const CACHE_CONTROL = 'public, max-age=604800, immutable';
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\.jpg$/;

export interface ImageRouteOptions {
  store: PhotoStore;
  /** Disk cache; null disables it. Default `.mock-cache/images`. */
  cacheDir?: string | null;
  /** Memory cache budget in bytes (least recently used images are dropped). Default 64 MB. */
  memoryBudget?: number;
}

export type FetchRoute = (request: Request) => Promise<Response>;

export function createImageRoute({
  store,
  cacheDir = DEFAULT_IMAGE_CACHE_DIR,
  memoryBudget = 64 * 1024 * 1024,
}: ImageRouteOptions): FetchRoute {
  const dir = cacheDir === null ? null : path.join(cacheDir, RENDER_VERSION);
  if (dir) mkdirSync(dir, { recursive: true });
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  const inFlight = new Map<string, Promise<Buffer>>();

  const remember = (key: string, image: Buffer) => {
    memory.set(key, image);
    memoryBytes += image.length;
    for (const [oldKey, old] of memory) {
      if (memoryBytes <= memoryBudget || oldKey === key) break;
      memory.delete(oldKey);
      memoryBytes -= old.length;
    }
  };

  const load = async (key: string, variant: number, width: number, height: number): Promise<Buffer> => {
    const cached = memory.get(key);
    if (cached) {
      memory.delete(key); // refresh its LRU position
      memory.set(key, cached);
      return cached;
    }
    const file = dir ? path.join(dir, `${key}.jpg`) : null;
    let image: Buffer | undefined;
    if (file) {
      try {
        image = readFileSync(file);
      } catch {
        // not drawn yet
      }
    }
    if (!image) {
      image = await renderPicture(variant, width, height);
      if (file) {
        const temp = `${file}.${process.pid}.tmp`;
        writeFileSync(temp, image);
        renameSync(temp, file);
      }
    }
    remember(key, image);
    return image;
  };

  return async (request) => {
    const match = IMAGE_PATH.exec(new URL(request.url).pathname);
    const photo = match ? getPhoto(store, decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !photo || !isImageVariant(match[2] ?? '')) return problemResponse(404, 'No such image.');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return problemResponse(405, 'Images are read-only.', undefined, { Allow: 'GET, HEAD' });
    }
    const variantName = match[2] as `${ImageVariant}`;
    const size = variantSize(
      photo.width,
      photo.height,
      variantName === 'original' ? 'original' : (Number(variantName) as ImageVariant),
    );
    const variant = variantOf(photo.imageId);
    const key = `v${variant}_${size.width}x${size.height}`;
    const etag = `"${RENDER_VERSION}-${key}"`;
    const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
    const ifNoneMatch = request.headers.get('If-None-Match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return new Response(null, { status: 304, headers });
    }
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(key, variant, size.width, size.height).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const image = await pending;
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(image), {
      status: 200,
      headers: { ...headers, 'Content-Type': 'image/jpeg', 'Content-Length': String(image.length) },
    });
  };
}
