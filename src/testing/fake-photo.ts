import type { Photo } from '@/lib/api/schemas/photo';

/**
 * A photo named by `id`, without thumbnails, for tests of what moves photos around (neighbours, the preview's
 * moves, the caches a preview resolves from): its ids and addresses follow from `id`.
 */
export const fakePhoto = (id: string): Photo => ({
  imageId: id,
  uploadId: `up-${id}`,
  localFileName: `${id}.jpg`,
  url: `https://img.example/${id}.jpg`,
  untouchedUrl: `https://img.example/${id}.jpg`,
  thumbnails: [],
});
