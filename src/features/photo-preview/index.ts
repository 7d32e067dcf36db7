/**
 * Public module of the photo preview: the one full-screen viewer (gestures, zoom, neighbours across pages, the
 * actions its source offers) and the pieces a list's source is made of. Each list brings its own source: the
 * timeline's lives in the photos feature, the albums' in the albums feature.
 */

export {
  asPagedListQuery,
  cachedListState,
  cachedMonthState,
  loadListFirstPage,
  loadListNextPage,
  loadListPagesUntil,
  loadListPreviousPage,
  loadNextPage,
  loadPagesUntil,
  type PagedListQuery,
} from './load-month';
export {
  findPhotoPosition,
  type MonthsView,
  type NeighbourTarget,
  nextTarget,
  previousTarget,
} from './neighbours';
export { PhotoPreview, type PhotoPreviewProps } from './photo-preview';
export { type PreviewActions, type PreviewSource, type RemovePhoto } from './preview-source';
export { moveAfterDelete } from './use-preview-delete';
export { useSharedPhotoDownload, useSinglePhotoDownload } from './use-preview-download';
export { PreviewPending } from './preview-pending';
