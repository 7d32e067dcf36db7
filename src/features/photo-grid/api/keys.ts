/**
 * The query keys of the photo library's timeline, in one place: every queryKey, invalidation and cache write of
 * the timeline uses these; other features reach them through `@/features/photo-grid` (e.g. `refreshPhotoQueries`).
 */
import type { ApiSort } from '../sorting/photo-sort';

/** Every query of the photos feature starts with this. */
export const PHOTOS_QUERY_KEY = ['photos'] as const;

/** The timeline: months and their counts (GET /users/timeline). */
export const TIMELINE_QUERY_KEY = [...PHOTOS_QUERY_KEY, 'timeline'] as const;

/** Every month query starts with this (a sort change removes them all). */
export const TIMELINE_MONTHS_QUERY_KEY = [...PHOTOS_QUERY_KEY, 'timeline-month'] as const;

/** One month's photos in one sort order. */
export const timelineMonthQueryKey = ({
  sortKey,
  sortOrder,
  year,
  month,
}: ApiSort & { year: number; month: number }) =>
  [...TIMELINE_MONTHS_QUERY_KEY, sortKey, sortOrder, year, month] as const;
