/**
 * Public module of the albums feature: the albums' data (queries, changes, keys), the copy-to-album modal, and
 * every album screen (the albums list, an album, a shared album, the album photo previews), built on the photo
 * grid (`@/features/photo-grid`) and the shared photo actions and preview.
 *
 * The routes' split chunks (out of the entry by the router plugin, ADR 068) import it like any other feature's
 * public module: their loaders call its `load…` functions and preload its screens, which it exports as lazy pages
 * (each screen its own chunk, like the other features' pages: the albums list does not load the album screens and
 * the preview, issue 25), so album code is never part of the entry. The copy-to-album modal is exported lazily,
 * so the timeline's selection toolbar and preview that use it load its code on first use.
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { loadAlbumPreview as LoadAlbumPreview } from './preview/load-album-preview';

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
export { CopyToAlbumModal } from './components/copy-to-album-modal-lazy';

/** The albums list (own albums, New album, Shared with you). */
export const AlbumsPage = lazyPage(() => import('./components/albums-page'), 'AlbumsPage');
/** One own album on the photo grid (rename, delete, add and remove photos, selection). */
export const AlbumPage = lazyPage(() => import('./components/album-page'), 'AlbumPage');
/** One shared album on the photo grid (read-only: download, delete or leave). */
export const SharedAlbumPage = lazyPage(() => import('./components/shared-album-page'), 'SharedAlbumPage');
/**
 * The album photo previews' route component: an own album's photo (Download, Copy to album, Delete from album) or
 * a shared one's (Download), with its navigation (next photo, close) by kind; and their loader (the photo among
 * the album's pages, else back to the album).
 */
export const AlbumPreviewRoute = lazyPage(() => import('./preview/album-preview-route'), 'AlbumPreviewRoute');
/** The previews' loader: its code (the album's pages, the photo among them) loads with the preview. */
export async function loadAlbumPreview(...args: Parameters<typeof LoadAlbumPreview>) {
  const module = await import('./preview/load-album-preview');
  return module.loadAlbumPreview(...args);
}
export {
  loadAlbumFirstPage,
  loadAlbumQueryOptions,
  loadAlbumsQueryOptions,
  loadSharedAlbumQueryOptions,
  startPhotoAreaTabCounts,
} from './api/route-loads';
