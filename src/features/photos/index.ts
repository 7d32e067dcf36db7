/**
 * Public module of the photos feature: the photo library's own screens, the timeline page and its photo preview,
 * on the photo grid (`@/features/photo-grid`), the shared photo actions and preview. Album screens are the albums
 * feature's; the My photos frame is the photo area's.
 *
 * The routes' loaders import this module, so it is part of the entry chunk: it exports only the first screen's
 * loader and lazy components that the route loaders preload with their data (`PhotosPage.preload?.()`), so each
 * keeps its own chunk and renders without suspending once loaded (ADR 010).
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ResolvePreviewPhoto } from './preview/resolve-preview-photo';

export { loadTimelineFirstScreen } from './api/first-screen';

/** The photos page (timeline, selection, toolbar). */
export const PhotosPage = lazyPage(() => import('./components/photos-page'), 'PhotosPage');

/** The photos route's error view ("Your photos could not be loaded", Try again). */
export const PhotosPageError = lazyPage(() => import('./components/photos-page-error'), 'PhotosPageError');

/** The photo preview of the timeline (the one viewer with the timeline's source: neighbours, gestures). */
export const PhotoPreview = lazyPage(
  () => import('./preview/timeline-photo-preview'),
  'TimelinePhotoPreview',
);

/** Finds the photo a preview URL names (loaded with the preview, not with the timeline). */
export async function resolvePreviewPhoto(options: ResolvePreviewPhoto): Promise<boolean> {
  const module = await import('./preview/resolve-preview-photo');
  return module.resolvePreviewPhoto(options);
}
