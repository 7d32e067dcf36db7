/**
 * Public module of the photo grid: the layer under every photo list (the timeline and the album screens). The
 * photo library's timeline data (months, month pages, their keys), the grid (sources, layout and controller,
 * keyboard navigation, scroll anchor, scrubber), selection, sorting, tiles and their dates. It knows no screen:
 * the photos feature (timeline), the albums feature (album screens), the photo actions and the preview build on it.
 */

export { getTimelineQueryOptions, type TimelineMonth, timelineSchema, useTimeline } from './api/get-timeline';
export {
  getTimelineMonthQueryOptions,
  resetTimelineMonths,
  type TimelineMonthParams,
} from './api/get-timeline-month';
export { TIMELINE_MONTHS_QUERY_KEY, TIMELINE_QUERY_KEY } from './api/keys';
export { SortControl } from './components/sort-control';
export { Timeline } from './components/timeline';
export { TIMELINE_PAGE_LIMIT } from './constants';
export { useMonthSource } from './grid/use-month-source';
export { type PagedSource, usePagedSource } from './grid/use-paged-source';
export { useThumbnailId } from './hooks/use-thumbnail-id';
export { MonthSelectAll } from './selection/month-select-all';
export { SelectionPanel } from './selection/selection-panel';
export {
  createSelectionAtom,
  type SelectionApi,
  selectionAtom,
  useSelection,
} from './selection/selection-state';
export {
  type ApiSort,
  orderTimelineMonths,
  type PhotoSort,
  photoSortsAtom,
  sameSort,
  toApiSort,
  usePhotoSort,
} from './sorting/photo-sort';
export {
  hasMorePages,
  monthKey,
  type MonthQueryState,
  type MonthState,
  monthStateOf,
  UNINITIALIZED_MONTH,
} from './timeline/month-state';
export {
  loadPreviewedPhoto,
  loadScrollAnchor,
  rememberPreviewedPhoto,
  requestScrollRestore,
  saveScrollAnchor,
} from './timeline/scroll-anchor';
export { useMonthStates } from './timeline/use-month-states';
export { formatPhotoDate } from './utils/format-dates';
export { PHOTOS_QUERY_KEY, timelineMonthQueryKey } from './api/keys';
export { refreshPhotoQueries } from './api/refresh-photos';
export { albumPhotosApiSort } from './sorting/photo-sort';
