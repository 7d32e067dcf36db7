/**
 * Photo service (openapi/services/photo.yaml): account counts, the timeline of months and its pages, all photos
 * and deleting them, the user's own albums and their photos, and the account activation (photo import).
 * Authentication and request validation happen in `createServiceHttp` (from the contract). The photos live in
 * the shared photo store (db/photos.ts), the albums in db/albums.ts (its header lists the album assumptions),
 * the activation state machine in db/activation.ts (its header lists when the status moves and what is pushed).
 *
 * Assumptions where the documents say nothing (also marked x-assumed in the spec):
 *   - Ids in a body that are not photos of the caller (unknown, deleted, another account's) come back in
 *     `failed`; the rest of the chunk is applied. Adding a photo already in the album, or removing one of the
 *     caller's photos that is not in it, changes nothing and is not a failure.
 *   - Sort defaults when the query has none: photos dateTaken/desc, album photos created/desc (the app's).
 *   - Activation (db/activation.ts): POST /users/activate on a NOT_ACTIVE account answers {started: true} and
 *     starts the import; on an ACTIVE or IMPORTING account it answers {started: false} and changes nothing.
 *     The mock never reports DELETING: delete-all is done when its 204 is sent.
 *   - Reset puts the activation states back, cancels the running imports and re-seeds the albums.
 */
import type { HttpHandler } from 'msw';
import { createActivationState } from '../db/activation';
import {
  accountAlbums,
  addAlbumPhotos,
  albumCover,
  albumPhotos,
  countAlbums,
  resetAccountAlbums,
  createAlbum,
  createAlbumState,
  deleteAlbum,
  findAlbum,
  removeAlbumPhotos,
  renameAlbum,
  type AlbumRecord,
} from '../db/albums';
import {
  accountPhotos,
  countPhotos,
  deletePhotos,
  getAccountPhoto,
  monthCounts,
  monthPhotos,
  removeAccountPhotos,
  sortValue,
  type PhotoStore,
} from '../db/photos';
import { isoSeconds, type PhotoRecord } from '../db/schema';
import { decodeCursor, keysetPage } from '../http/keyset-page';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import { imageUrl, THUMBNAIL_IDS, variantSize } from '../images/sizes';
import type { components, paths } from '../../src/api/generated/photo';
import type { HandlerDeps } from '../deps';

type PhotoImage = components['schemas']['PhotoImage'];
type Timeline = components['schemas']['Timeline'];
type Album = components['schemas']['Album'];

export const TIMELINE_PAGE_LIMIT = 24;
export const PHOTOS_PAGE_LIMIT = 500;
export const ALBUMS_PAGE_LIMIT = 50;
export const ALBUM_PHOTOS_PAGE_LIMIT = 24;

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

const now = () => isoSeconds(Date.now());

function badCursor(what: string): Response {
  const errors = [{ field: 'query.cursor', message: `is not a cursor of ${what}` }];
  return problemResponse(400, `query parameter "cursor" is not a cursor of ${what}`, errors);
}

const albumNotFound = () => problemResponse(404, 'No such album.');

/** Splits ids into the caller's photos and the rest (which go to `failed`). */
function ownPhotos(store: PhotoStore, accountId: string, imageIds: readonly string[]) {
  const photos: PhotoRecord[] = [];
  const failed: string[] = [];
  for (const imageId of imageIds) {
    const photo = getAccountPhoto(store, accountId, imageId);
    if (photo) photos.push(photo);
    else failed.push(imageId);
  }
  return { photos, failed };
}

/** One page of photos sorted ascending by `sortKey`, as the contract's page; null when the cursor is foreign. */
function photoPage(
  sorted: readonly PhotoRecord[],
  query: { cursor?: string; limit: number; sortKey: 'created' | 'dateTaken'; sortOrder: 'asc' | 'desc' },
  scope: string,
  publicUrl: string,
) {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, scope);
  if (query.cursor !== undefined && !after) return null;
  const page = keysetPage(sorted, {
    order: query.sortOrder,
    limit: query.limit,
    scope,
    after,
    valueOf: (photo) => sortValue(photo, query.sortKey),
    idOf: (photo) => photo.imageId,
  });
  return { cursor: page.cursor, images: page.items.map((photo) => toPhotoImage(photo, publicUrl)) };
}

// ---------------------------------------------------------------------------------------------------------

export function createPhotoHandlers(deps: HandlerDeps): HttpHandler[] {
  const { store, verifier, publicUrl } = deps;
  const api = createServiceHttp<paths>({ service: 'photo', verifier });
  const albums = createAlbumState(deps);
  const activation = createActivationState(deps);
  deps.onReset(activation.reset);
  deps.onReset(albums.reset);
  deps.control?.count('albums', (accountId) => countAlbums(albums, accountId));
  deps.control?.accountReset((accountId) => {
    activation.resetAccount(accountId);
    const account = deps.accounts.find((a) => a.accountId === accountId);
    if (account) resetAccountAlbums(albums, account);
  });
  deps.control?.progressions({
    kind: 'activation',
    list: () =>
      activation.importing().map(({ accountId, startedAt }) => ({
        kind: 'activation',
        id: accountId,
        accountId,
        status: 'IMPORTING',
        startedAt: new Date(startedAt).toISOString(),
      })),
    finish: (accountId) => activation.finishNow(accountId, false),
    fail: (accountId) => activation.finishNow(accountId, true),
  });

  const toAlbum = (album: AlbumRecord, withSharing = true): Album => {
    const cover = albumCover(album);
    return {
      albumId: album.albumId,
      albumName: album.albumName,
      coverPhoto: cover ? toPhotoImage(cover, publicUrl) : null,
      photosCount: album.photos.size,
      created: album.created,
      updated: album.updated,
      userId: album.accountId,
      isShared: withSharing && album.isShared,
    };
  };

  return [
    api.get('/users', ({ claims, response }) =>
      response(200).json({
        photosCount: countPhotos(store, claims.sub),
        albumsCount: countAlbums(albums, claims.sub),
      }),
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
      const page = photoPage(
        monthPhotos(store, claims.sub, monthKey, sortKey),
        { cursor, limit, sortKey, sortOrder },
        scope,
        publicUrl,
      );
      return page ? response(200).json(page) : badCursor('this month and sort order');
    }),

    // Activation -------------------------------------------------------------------------------------------

    api.get('/users/activate', ({ claims, response }) =>
      response(200).json({ status: activation.status(claims.sub) }),
    ),

    api.post('/users/activate', ({ claims, response }) =>
      response(200).json({ started: activation.start(claims.sub) }),
    ),

    // Photos -----------------------------------------------------------------------------------------------

    api.get('/photos', ({ claims, input, response }) => {
      const { cursor, limit = PHOTOS_PAGE_LIMIT, sortKey = 'dateTaken', sortOrder = 'desc' } = input.query;
      const scope = `photos:${claims.sub}:${sortKey}:${sortOrder}`;
      const page = photoPage(
        accountPhotos(store, claims.sub, sortKey),
        { cursor, limit, sortKey, sortOrder },
        scope,
        publicUrl,
      );
      return page ? response(200).json(page) : badCursor('this photo list and sort order');
    }),

    api.delete('/photos', ({ claims, input, response }) => {
      const { photoIds } = input.body;
      // Albums follow through the store's delete listener (db/albums.ts).
      const deleted = new Set(deletePhotos(store, claims.sub, photoIds));
      return response(200).json({ failed: photoIds.filter((id) => !deleted.has(id)) });
    }),

    api.delete('/photos/all', ({ claims, response }) => {
      removeAccountPhotos(store, claims.sub);
      return response(204).empty();
    }),

    // Albums -----------------------------------------------------------------------------------------------

    api.get('/albums', ({ claims, input, response }) => {
      const { cursor, limit = ALBUMS_PAGE_LIMIT, displaySharedData = false } = input.query;
      const scope = `albums:${claims.sub}`;
      const after = cursor === undefined ? null : decodeCursor(cursor, scope);
      if (cursor !== undefined && !after) return badCursor('this album list');
      const page = keysetPage(accountAlbums(albums, claims.sub), {
        order: 'desc',
        limit,
        scope,
        after,
        valueOf: (album) => album.created,
        idOf: (album) => album.albumId,
      });
      return response(200).json({
        cursor: page.cursor,
        albums: page.items.map((album) => toAlbum(album, displaySharedData)),
      });
    }),

    api.post('/albums', ({ claims, input, response }) => {
      const album = createAlbum(albums, claims.sub, input.body.name, now());
      return response(201).json({ albumId: album.albumId });
    }),

    api.get('/albums/{id}', ({ claims, input, response }) => {
      const album = findAlbum(albums, claims.sub, input.path.id);
      return album ? response(200).json(toAlbum(album)) : albumNotFound();
    }),

    api.patch('/albums/{id}', ({ claims, input, response }) => {
      const album = findAlbum(albums, claims.sub, input.path.id);
      if (!album) return albumNotFound();
      renameAlbum(album, input.body.name, now());
      return response(204).empty();
    }),

    api.delete('/albums/{id}', ({ claims, input, response }) => {
      const album = findAlbum(albums, claims.sub, input.path.id);
      if (!album) return albumNotFound();
      deleteAlbum(albums, album);
      return response(204).empty();
    }),

    api.get('/albums/{id}/photos', ({ claims, input, response }) => {
      const album = findAlbum(albums, claims.sub, input.path.id);
      if (!album) return albumNotFound();
      const {
        cursor,
        limit = ALBUM_PHOTOS_PAGE_LIMIT,
        sortKey = 'created',
        sortOrder = 'desc',
      } = input.query;
      const scope = `album:${album.albumId}:${sortKey}:${sortOrder}`;
      const page = photoPage(
        albumPhotos(album, sortKey),
        { cursor, limit, sortKey, sortOrder },
        scope,
        publicUrl,
      );
      return page ? response(200).json(page) : badCursor('this album and sort order');
    }),

    api.post('/albums/{id}/photos', ({ claims, input, response }) => {
      const album = findAlbum(albums, claims.sub, input.path.id);
      if (!album) return albumNotFound();
      const { photos, failed } = ownPhotos(store, claims.sub, input.body.photoIds);
      addAlbumPhotos(album, photos, now());
      return response(200).json({ failed });
    }),

    api.delete('/albums/{id}/photos', ({ claims, input, response }) => {
      const album = findAlbum(albums, claims.sub, input.path.id);
      if (!album) return albumNotFound();
      const { photos, failed } = ownPhotos(store, claims.sub, input.body.photoIds);
      removeAlbumPhotos(
        album,
        photos.map((photo) => photo.imageId),
        now(),
      );
      return response(200).json({ failed });
    }),
  ];
}
