/**
 * Photo service (openapi/services/photo.yaml): account counts, the timeline of months and its pages.
 * Authentication and request validation happen in `createServiceHttp` (from the contract).
 */
import type { HttpHandler } from 'msw';
import type { components, paths } from '../../src/api/generated/photo';
import { countPhotos, monthCounts, monthPhotos, sortValue, type PhotoStore } from '../db/photos';
import type { PhotoRecord } from '../db/schema';
import type { TokenVerifier } from '../http/auth';
import { decodeCursor, keysetPage } from '../http/keyset-page';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import { imageUrl, THUMBNAIL_IDS, variantSize } from '../images/sizes';

type PhotoImage = components['schemas']['PhotoImage'];
type Timeline = components['schemas']['Timeline'];

export const TIMELINE_PAGE_LIMIT = 24;

export interface PhotoHandlerDeps {
  store: PhotoStore;
  verifier: TokenVerifier;
  /** Origin of the mock as the browser sees it; image URLs start with it. */
  publicUrl: string;
}

export function toPhotoImage(photo: PhotoRecord, publicUrl: string): PhotoImage {
  const original = imageUrl(publicUrl, photo.imageId, 'original');
  return {
    imageId: photo.imageId,
    uploadId: photo.uploadId,
    localFileName: photo.localFileName,
    url: original,
    untouchedUrl: original,
    thumbnails: THUMBNAIL_IDS.map((id) => ({
      id,
      url: imageUrl(publicUrl, photo.imageId, id),
      ...variantSize(photo.width, photo.height, id),
    })),
    ...(photo.dateTaken ? { dateTaken: photo.dateTaken } : {}),
    uploadEnd: photo.uploadEnd,
    visibleWidth: photo.width,
    visibleHeight: photo.height,
  };
}

export function createPhotoHandlers({ store, verifier, publicUrl }: PhotoHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'photo', verifier });

  return [
    api.get('/users', ({ claims, response }) =>
      response(200).json({ photosCount: countPhotos(store, claims.sub), albumsCount: 0 }),
    ),

    api.get('/users/timeline', ({ claims, response }) => {
      const timeline: Timeline = {};
      const months = monthCounts(store, claims.sub).sort((a, b) => b.year - a.year || b.month - a.month);
      for (const { year, month, count } of months) (timeline[String(year)] ??= {})[String(month)] = count;
      return response(200).json(timeline);
    }),

    api.get('/photos/timeline/{year}/{month}', ({ claims, input, response }) => {
      const { year, month } = input.path;
      const { cursor, limit = TIMELINE_PAGE_LIMIT, sortKey = 'dateTaken', sortOrder = 'desc' } = input.query;
      const monthKey = `${year}/${month}`;
      const scope = `timeline:${claims.sub}:${monthKey}:${sortKey}:${sortOrder}`;
      const after = cursor === undefined ? null : decodeCursor(cursor, scope);
      if (cursor !== undefined && !after) {
        const errors = [{ field: 'query.cursor', message: 'is not a cursor of this month and sort order' }];
        return problemResponse(
          400,
          'query parameter "cursor" is not a cursor of this month and sort order',
          errors,
        );
      }
      const page = keysetPage(monthPhotos(store, claims.sub, monthKey, sortKey), {
        order: sortOrder,
        limit,
        scope,
        after,
        valueOf: (photo) => sortValue(photo, sortKey),
        idOf: (photo) => photo.imageId,
      });
      return response(200).json({
        cursor: page.cursor,
        images: page.items.map((photo) => toPhotoImage(photo, publicUrl)),
      });
    }),
  ];
}
