/**
 * Public module of the photos feature: what routes, other features and tests outside the feature may use.
 *
 * The routes' loaders import this module, so it is part of the entry chunk: it re-exports only what is small
 * (query options, keys, the preview's pending view). The pages come as lazy components that the route loaders
 * preload with their data (`PhotosPage.preload?.()`), so each keeps its own chunk and renders without suspending
 * once loaded (ADR 010).
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { AlbumPreviewLoad } from './preview/load-album-preview';
import type { ResolvePreviewPhoto } from './preview/resolve-preview-photo';

export { getTimelineQueryOptions, useTimeline, type TimelineMonth } from './api/get-timeline';
export { loadTimelineFirstScreen } from './api/first-screen';
export { refreshPhotoQueries } from './api/refresh-photos';
export { PreviewPending } from './preview/preview-pending';

/** The photos page (timeline, selection, toolbar). */
export const PhotosPage = lazyPage(() => import('./components/photos-page'), 'PhotosPage');

/** The photos route's error view ("Your photos could not be loaded", Try again). */
export const PhotosPageError = lazyPage(() => import('./components/photos-page-error'), 'PhotosPageError');

/** The one photo viewer with each list's source (one import: its chunk and what it needs are named once). */
const previews = () => import('./preview/previews');

/** The photo preview of the timeline (the one viewer with the timeline's source: neighbours, gestures). */
export const PhotoPreview = lazyPage(previews, 'TimelinePhotoPreview');

/**
 * The album photo preview routes' component: the photo preview of an own album (Download, Copy to album, Delete
 * from album) or a shared one (Download), with its navigation (next photo, close) by kind.
 */
export const AlbumPreviewRoute = lazyPage(previews, 'AlbumPreviewRoute');

/** Finds the photo a preview URL names (loaded with the preview, not with the timeline). */
export async function resolvePreviewPhoto(options: ResolvePreviewPhoto): Promise<boolean> {
  const module = await import('./preview/resolve-preview-photo');
  return module.resolvePreviewPhoto(options);
}

export { albumPhotosApiSort } from './sorting/photo-sort';
/** The album photo previews' loader (flag, the photo among the album's pages, else back to the album). */
export async function loadAlbumPreview(kind: 'album' | 'shared', load: AlbumPreviewLoad): Promise<void> {
  const [module] = await Promise.all([previews(), AlbumPreviewRoute.preload?.()]);
  return module.loadAlbumPreview(kind, load);
}

export {
  ALBUM_VIEW_FLAG,
  SHARED_ALBUMS_VIEW_FLAG,
  requireRouteFlag,
  routeFlagOn,
} from './albums/route-flags';

/** The albums list (own albums, New album, Shared with you). */
export const AlbumsPage = lazyPage(() => import('./albums/albums-page'), 'AlbumsPage');

/** One own album on the photo grid (rename, delete, add and remove photos, selection). */
export const AlbumPage = lazyPage(() => import('./albums/album-page'), 'AlbumPage');

/** One shared album on the photo grid (read-only: download, delete or leave). */
export const SharedAlbumPage = lazyPage(() => import('./albums/shared-album-page'), 'SharedAlbumPage');
