/**
 * Deleted photos leave the screen through the query cache: every cached page of every timeline month query (all
 * sorts: a photo is in one month, whatever the order) loses them, the month's count in the timeline and the
 * account's photosCount go down by as many. `removePhotosFromCache` returns what it changed so that
 * `restorePhotosToCache` can put exactly that back (each photo at its page and place, the counts up again) when
 * the service did not delete after all.
 *
 * Assumptions: a month whose count reaches 0 stays in the timeline's data with count 0 (orderTimelineMonths
 * leaves it out, and a restore finds it again); a photo that is in no loaded page still lowers photosCount
 * (it was deleted), but its month is unknown here: callers that delete such photos refetch the timeline.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { refreshAlbums } from './refresh-albums';
import { refreshUserCounts, USER_COUNTS_QUERY_KEY, type UserCounts } from '@/features/user-counts';
import type { Photo, PhotoPage } from '@/lib/api/schemas/photo';
import { type TimelineMonth, TIMELINE_MONTHS_QUERY_KEY, TIMELINE_QUERY_KEY } from '@/features/photo-grid';

type MonthData = InfiniteData<PhotoPage, string | undefined>;

export interface RemovedPhoto {
  queryKey: QueryKey;
  pageIndex: number;
  /** Its index in the page before the removal. */
  index: number;
  photo: Photo;
}

export interface PhotoRemoval {
  photos: RemovedPhoto[];
  /** The months whose count went down, and by how much. */
  months: { year: number; month: number; removed: number }[];
  /** How much photosCount went down. */
  photosCount: number;
}

export const EMPTY_REMOVAL: PhotoRemoval = Object.freeze({
  photos: [],
  months: [],
  photosCount: 0,
}) as PhotoRemoval;

/** Year and month of a month query's key: [...TIMELINE_MONTHS_QUERY_KEY, sortKey, sortOrder, year, month]. */
function monthOfKey(queryKey: QueryKey): { year: number; month: number } | undefined {
  const [year, month] = queryKey.slice(TIMELINE_MONTHS_QUERY_KEY.length + 2);
  return typeof year === 'number' && typeof month === 'number' ? { year, month } : undefined;
}

const monthQueries = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({ queryKey: TIMELINE_MONTHS_QUERY_KEY });

/** Removes `ids` from the loaded month pages; returns what was removed and the month of each photo found. */
function removeFromMonthPages(queryClient: QueryClient, ids: ReadonlySet<string>) {
  const photos: RemovedPhoto[] = [];
  const monthOfPhoto = new Map<string, { year: number; month: number }>();
  for (const query of monthQueries(queryClient)) {
    const data = query.state.data as MonthData | undefined;
    const month = monthOfKey(query.queryKey);
    if (!data || !month) continue;
    let changed = false;
    const pages = data.pages.map((page, pageIndex) => {
      if (!page.images.some((photo) => ids.has(photo.imageId))) return page;
      changed = true;
      page.images.forEach((photo, index) => {
        if (!ids.has(photo.imageId)) return;
        photos.push({ queryKey: query.queryKey, pageIndex, index, photo });
        monthOfPhoto.set(photo.imageId, month);
      });
      return { ...page, images: page.images.filter((photo) => !ids.has(photo.imageId)) };
    });
    if (changed) queryClient.setQueryData<MonthData>(query.queryKey, { ...data, pages });
  }
  return { photos, monthOfPhoto };
}

/** Lowers (sign -1) or raises (sign 1) the count of each month of `changes` by its `removed`, never below 0. */
function changeMonthCounts(
  queryClient: QueryClient,
  changes: readonly { year: number; month: number; removed: number }[],
  sign: 1 | -1,
) {
  if (changes.length === 0) return;
  queryClient.setQueryData<TimelineMonth[]>(TIMELINE_QUERY_KEY, (months) =>
    months?.map((entry) => {
      const change = changes.find((c) => c.year === entry.year && c.month === entry.month);
      return change ? { ...entry, count: Math.max(0, entry.count + sign * change.removed) } : entry;
    }),
  );
}

/** Lowers photosCount by up to `by`; returns by how much it went down. */
function lowerPhotosCount(queryClient: QueryClient, by: number): number {
  const counts = queryClient.getQueryData<UserCounts>(USER_COUNTS_QUERY_KEY);
  if (!counts || by === 0) return 0;
  const lowered = Math.min(by, counts.photosCount);
  queryClient.setQueryData<UserCounts>(USER_COUNTS_QUERY_KEY, {
    ...counts,
    photosCount: counts.photosCount - lowered,
  });
  return lowered;
}

/** Takes the photos `photoIds` off the screen: month pages, month counts and photosCount. */
export function removePhotosFromCache(queryClient: QueryClient, photoIds: Iterable<string>): PhotoRemoval {
  const ids = new Set(photoIds);
  if (ids.size === 0) return EMPTY_REMOVAL;
  const { photos, monthOfPhoto } = removeFromMonthPages(queryClient, ids);
  const byMonth = new Map<string, { year: number; month: number; removed: number }>();
  for (const { year, month } of monthOfPhoto.values()) {
    const key = `${year}/${month}`;
    const entry = byMonth.get(key) ?? { year, month, removed: 0 };
    entry.removed += 1;
    byMonth.set(key, entry);
  }
  const months = [...byMonth.values()];
  changeMonthCounts(queryClient, months, -1);
  return { photos, months, photosCount: lowerPhotosCount(queryClient, ids.size) };
}

/** Puts back what `removePhotosFromCache` removed: each photo at its place (unless it is there again). */
export function restorePhotosToCache(queryClient: QueryClient, removal: PhotoRemoval): void {
  const byQuery = new Map<string, { queryKey: QueryKey; photos: RemovedPhoto[] }>();
  for (const removed of removal.photos) {
    const hash = JSON.stringify(removed.queryKey);
    const entry = byQuery.get(hash) ?? { queryKey: removed.queryKey, photos: [] };
    entry.photos.push(removed);
    byQuery.set(hash, entry);
  }
  for (const { queryKey, photos } of byQuery.values()) {
    queryClient.setQueryData<MonthData>(queryKey, (data) => {
      if (!data || data.pages.length === 0) return data;
      const pages = data.pages.map((page) => ({ ...page, images: [...page.images] }));
      // In page order and ascending index: each insert puts the photo back where it was.
      const ordered = [...photos].sort((a, b) => a.pageIndex - b.pageIndex || a.index - b.index);
      for (const { pageIndex, index, photo } of ordered) {
        const page = pages[Math.min(pageIndex, pages.length - 1)]!;
        if (pages.some((p) => p.images.some((p2) => p2.imageId === photo.imageId))) continue;
        page.images.splice(Math.min(index, page.images.length), 0, photo);
      }
      return { ...data, pages };
    });
  }
  changeMonthCounts(queryClient, removal.months, 1);
  if (removal.photosCount > 0) {
    queryClient.setQueryData<UserCounts>(USER_COUNTS_QUERY_KEY, (counts) =>
      counts ? { ...counts, photosCount: counts.photosCount + removal.photosCount } : counts,
    );
  }
}

/**
 * Asks the timeline's month counts and photosCount again (after a bulk delete: photos that were in no loaded
 * page, whose month is unknown here, are counted right that way), and the albums (`refreshAlbums` of the albums feature: an album's cover or count may show a deleted photo).
 */
export async function refetchPhotoCounts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: TIMELINE_QUERY_KEY, exact: true }),
    refreshUserCounts(queryClient),
    refreshAlbums(queryClient),
  ]);
}
