/**
 * Public module of the albums feature: the albums' data (queries, changes, keys) and the copy-to-album modal.
 * The album screens are the photo grid's, so they live with it (`@/features/photos`, ADR 016) and use this module.
 * The modal is exported lazily, so importing this module (e.g. for `refreshAlbums`) never brings the modal's code
 * along (ADR 010).
 */
import { lazy } from 'react';

export type { Album } from './api/get-albums';
export { getAlbumsInfiniteQueryOptions, firstPageLimit } from './api/get-albums';
export {
  getAlbumQueryOptions,
  getAlbumPhotosQueryOptions,
  getAllAlbumPhotos,
  type AlbumPhotosSort,
} from './api/get-album';
export { prefetchAlbumFirstPage, type AlbumFirstPage } from './api/prefetch-album-first-page';
export {
  albumChangeInvalidations,
  deleteAlbum,
  removeAlbumPhotos,
  RemoveAlbumPhotosError,
  renameAlbum,
} from './api/album-changes';
export { addPhotosToAlbum } from './api/add-photos-to-album';
export { createAlbum } from './api/create-album';
export {
  deleteSharedAlbum,
  getSharedAlbumCountsQueryOptions,
  getSharedAlbumPhotosQueryOptions,
  getSharedAlbumQueryOptions,
  getSharedAlbumsInfiniteQueryOptions,
  type SharedAlbum,
  type SharedAlbumDetails,
  type SharedPhoto,
} from './api/shared-albums';
export {
  ALBUMS_QUERY_KEY,
  ALBUM_LISTS_QUERY_KEY,
  SHARED_ALBUMS_QUERY_KEY,
  albumListQueryKey,
  albumQueryKey,
  sharedAlbumQueryKey,
} from './api/keys';
export { albumFormSchema } from './album-name';
export { albumLocation } from './album-location';
export { ALBUM_SECTION_SIZE } from './constants';
export { refreshAlbums } from './api/refresh-albums';
export type { CopyToAlbumModalProps } from './components/copy-to-album-modal';

/** The copy-to-album modal, loaded the first time it renders (render it inside a Suspense boundary). */
export const CopyToAlbumModal = lazy(() =>
  import('./components/copy-to-album-modal').then((module) => ({ default: module.CopyToAlbumModal })),
);
