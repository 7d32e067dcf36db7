/**
 * The JPEG bytes of a photo, for the files the mock hands out (zip archives, single downloads): the same
 * picture the image route (images/thumbnails.ts) serves for that imageId and size, drawn by images/render.ts.
 *
 * Only the imageId and the original size are needed, not the photo store: an archive keeps its photos after
 * they are deleted from the library. The bytes depend only on (variant, width, height), of which there are
 * few (48 pictures x the devices' sizes), so they are kept in memory (bounded, least recently used dropped).
 */
import { renderPicture, variantOf } from '../images/render';
import { variantSize, type ImageVariant } from '../images/sizes';

export interface PhotoSource {
  imageId: string;
  /** Size of the original. */
  width: number;
  height: number;
}

const MEMORY_BUDGET = 96 * 1024 * 1024;
/** How many pictures are drawn at once (sharp works in libuv's pool; the machines have 2 cores). */
export const RENDER_CONCURRENCY = 4;

const memory = new Map<string, Uint8Array>();
const inFlight = new Map<string, Promise<Uint8Array>>();
let memoryBytes = 0;

function remember(key: string, bytes: Uint8Array): void {
  memory.set(key, bytes);
  memoryBytes += bytes.length;
  for (const [oldKey, old] of memory) {
    if (memoryBytes <= MEMORY_BUDGET || oldKey === key) break;
    memory.delete(oldKey);
    memoryBytes -= old.length;
  }
}

/** The JPEG of `photo` at `variant` (a thumbnail id: the long side fits it; `original`: the photo's size). */
export function photoJpeg(photo: PhotoSource, variant: ImageVariant): Promise<Uint8Array> {
  const picture = variantOf(photo.imageId);
  const { width, height } = variantSize(photo.width, photo.height, variant);
  const key = `v${picture}_${width}x${height}`;
  const cached = memory.get(key);
  if (cached) {
    memory.delete(key); // refresh its LRU position
    memory.set(key, cached);
    return Promise.resolve(cached);
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = renderPicture(picture, width, height)
      .then((buffer) => {
        const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
        remember(key, bytes);
        return bytes;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Maps `items` with at most `limit` calls of `fn` running at once; results in the order of `items`. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
