/**
 * Shared-albums service (openapi/services/shared-albums.yaml): the legacy albums shared with or by the
 * signed-in user, their counts, participants and photos, and deleting (owner) or leaving (participant) one.
 * The state and the seed live in db/shared-albums.ts (its header lists the assumptions); the photos are read
 * from the photo store. An album the caller is not a member of answers 404, like an unknown id.
 */
import type { HttpHandler } from 'msw';
import type { components, paths } from '../../src/api/generated/shared-albums';
import { comparePosition, sortValue } from '../db/photos';
import type { PhotoRecord } from '../db/schema';
import {
  albumPhotos,
  deleteSharedAlbum,
  findSharedAlbum,
  readableAlbums,
  sharedAlbumCounts,
  createSharedAlbumState,
  resetAccountSharedAlbums,
  type SharedAlbumRecord,
} from '../db/shared-albums';
import { sharedState } from '../db/state';
import { decodeCursor, keysetPage } from '../http/keyset-page';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';
import { toPhotoImage } from './photo';

type SharedAlbum = components['schemas']['SharedAlbum'];
type SharedPhotoImage = components['schemas']['SharedPhotoPage']['images'][number];

export const SHARED_ALBUMS_PAGE_LIMIT = 50;
export const SHARED_ALBUM_PHOTOS_PAGE_LIMIT = 24;

const notFound = () => problemResponse(404, 'No such shared album.');

function badCursor(what: string) {
  const errors = [{ field: 'query.cursor', message: `is not a cursor of ${what}` }];
  return problemResponse(400, `query parameter "cursor" is not a cursor of ${what}`, errors);
}

export function createSharedAlbumsHandlers(deps: HandlerDeps): HttpHandler[] {
  const { store, verifier, publicUrl } = deps;
  const state = sharedState(deps, createSharedAlbumState);
  deps.control?.accountReset((accountId) => resetAccountSharedAlbums(state, store, accountId));
  const api = createServiceHttp<paths>({ service: 'shared-albums', verifier });

  const toSharedPhoto = (photo: PhotoRecord): SharedPhotoImage => ({
    ...toPhotoImage(photo, publicUrl),
    ownerId: photo.accountId,
  });

  const toSharedAlbum = (album: SharedAlbumRecord): SharedAlbum => {
    const photos = albumPhotos(store, album);
    const cover = photos[0];
    return {
      albumId: album.albumId,
      albumName: album.albumName,
      coverPhoto: cover ? toPhotoImage(cover, publicUrl) : null,
      photosCount: photos.length,
      created: album.created,
      updated: album.updated,
      ownerId: album.owner.id,
    };
  };

  return [
    api.get('/shared-albums', ({ claims, input, response }) => {
      const { cursor, limit = SHARED_ALBUMS_PAGE_LIMIT } = input.query;
      const scope = `shared-albums:${claims.sub}`;
      const after = cursor === undefined ? null : decodeCursor(cursor, scope);
      if (cursor !== undefined && !after) return badCursor('this album list');
      const page = keysetPage(readableAlbums(state, claims.sub), {
        order: 'desc',
        limit,
        scope,
        after,
        valueOf: (album) => album.created,
        idOf: (album) => album.albumId,
      });
      return response(200).json({ cursor: page.cursor, albums: page.items.map(toSharedAlbum) });
    }),

    api.get('/users', ({ claims, response }) => response(200).json(sharedAlbumCounts(state, claims.sub))),

    api.get('/shared-albums/{id}', ({ claims, input, response }) => {
      const album = findSharedAlbum(state, claims.sub, input.path.id);
      return album ? response(200).json(toSharedAlbum(album)) : notFound();
    }),

    api.delete('/shared-albums/{id}', ({ claims, input, response }) =>
      deleteSharedAlbum(state, store, claims.sub, input.path.id) === 'not-found'
        ? notFound()
        : response(204).empty(),
    ),

    api.get('/shared-albums/{id}/participants', ({ claims, input, response }) => {
      const album = findSharedAlbum(state, claims.sub, input.path.id);
      if (!album) return notFound();
      return response(200).json({
        owner: { ...album.owner },
        participants: album.participants.map((p) => ({ ...p })),
      });
    }),

    api.get('/shared-albums/{id}/photos', ({ claims, input, response }) => {
      const album = findSharedAlbum(state, claims.sub, input.path.id);
      if (!album) return notFound();
      const {
        cursor,
        limit = SHARED_ALBUM_PHOTOS_PAGE_LIMIT,
        sortKey = 'created',
        sortOrder = 'desc',
      } = input.query;
      const scope = `shared-album:${claims.sub}:${album.albumId}:${sortKey}:${sortOrder}`;
      const after = cursor === undefined ? null : decodeCursor(cursor, scope);
      if (cursor !== undefined && !after) return badCursor('this album and sort order');
      const sorted = albumPhotos(store, album).sort((a, b) =>
        comparePosition(sortValue(a, sortKey), a.imageId, sortValue(b, sortKey), b.imageId),
      );
      const page = keysetPage(sorted, {
        order: sortOrder,
        limit,
        scope,
        after,
        valueOf: (photo) => sortValue(photo, sortKey),
        idOf: (photo) => photo.imageId,
      });
      return response(200).json({ cursor: page.cursor, images: page.items.map(toSharedPhoto) });
    }),
  ];
}
