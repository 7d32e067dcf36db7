import { z } from 'zod/mini';
import {
  ALBUM_PHOTOS_DEFAULT_SORT,
  PHOTOS_DEFAULT_SORT,
  SHARED_ALBUM_PHOTOS_DEFAULT_SORT,
  SORT_OPTIONS,
  SORT_ORDERS,
} from '../constants';
import { appStore, atom, useAtomValue, useSetAtom } from '@/lib/store';

/** What the sort menu offers: created and dateTaken (constants.ts says why not uploaded). */
export type SortOption = (typeof SORT_OPTIONS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export interface PhotoSort {
  sortKey: SortOption;
  sortOrder: SortOrder;
}

/** The sort the photo service understands: `SortKey` of openapi/services/photo.yaml is created | dateTaken. */
export interface ApiSort {
  sortKey: 'created' | 'dateTaken';
  sortOrder: SortOrder;
}

/** Every page keeps its own sort (my-photos.md section 3, "Sorting per page"). */
export type SortPage = 'photos' | 'albumPhotos' | 'sharedAlbumPhotos';

export const DEFAULT_SORTS: Readonly<Record<SortPage, PhotoSort>> = {
  photos: PHOTOS_DEFAULT_SORT,
  albumPhotos: ALBUM_PHOTOS_DEFAULT_SORT,
  sharedAlbumPhotos: SHARED_ALBUM_PHOTOS_DEFAULT_SORT,
};

/** A page's sort as the photo service takes it (the menu offers only the service's keys). */
export function toApiSort({ sortKey, sortOrder }: PhotoSort): ApiSort {
  return { sortKey, sortOrder };
}

/** Where the choices are kept (local storage, one entry for every page). */
export const SORT_STORAGE_KEY = 'photos.sort.v1';

const photoSortSchema = z.object({ sortKey: z.enum(SORT_OPTIONS), sortOrder: z.enum(SORT_ORDERS) });
/** Stored choices; an entry that is not a valid sort is dropped (that page falls back to its default). */
const storedSortSchema = z.catch(z.optional(photoSortSchema), undefined);
const storedSortsSchema = z.object({
  photos: storedSortSchema,
  albumPhotos: storedSortSchema,
  sharedAlbumPhotos: storedSortSchema,
});

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The sort of every page: what local storage holds, else the page's default. */
export function readStoredSorts(store = storage()): Record<SortPage, PhotoSort> {
  let stored: Partial<Record<SortPage, PhotoSort | undefined>> = {};
  try {
    const raw = store?.getItem(SORT_STORAGE_KEY);
    const parsed = raw ? storedSortsSchema.safeParse(JSON.parse(raw)) : undefined;
    if (parsed?.success) stored = parsed.data;
  } catch {
    // Not JSON: defaults.
  }
  return {
    photos: stored.photos ?? DEFAULT_SORTS.photos,
    albumPhotos: stored.albumPhotos ?? DEFAULT_SORTS.albumPhotos,
    sharedAlbumPhotos: stored.sharedAlbumPhotos ?? DEFAULT_SORTS.sharedAlbumPhotos,
  };
}

export function writeStoredSorts(sorts: Record<SortPage, PhotoSort>, store = storage()): void {
  try {
    store?.setItem(SORT_STORAGE_KEY, JSON.stringify(sorts));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}

/** Chosen in this session; null until a page changes its sort (then storage is read only once). */
const chosenSortsAtom = atom<Record<SortPage, PhotoSort> | null>(null);

/** The sort of every page: read from local storage, written back on every change. */
export const photoSortsAtom = atom(
  (get) => get(chosenSortsAtom) ?? readStoredSorts(),
  (get, set, page: SortPage, sort: PhotoSort) => {
    const next = { ...(get(chosenSortsAtom) ?? readStoredSorts()), [page]: sort };
    set(chosenSortsAtom, next);
    writeStoredSorts(next);
  },
);

/**
 * The album screen's sort as the API takes it, read as the page will read it: the album route's loader asks for the
 * first page of photos with it, in parallel with the album (one round trip less before the first photos).
 */
export function albumPhotosApiSort(): ApiSort {
  return toApiSort(appStore.get(photoSortsAtom).albumPhotos);
}

/** The sort of `page` and its setter (persisted). */
export function usePhotoSort(page: SortPage): [PhotoSort, (sort: PhotoSort) => void] {
  const sort = useAtomValue(photoSortsAtom)[page];
  const setSorts = useSetAtom(photoSortsAtom);
  return [sort, (next) => setSorts(page, next)];
}

export const sameSort = (a: PhotoSort, b: PhotoSort): boolean =>
  a.sortKey === b.sortKey && a.sortOrder === b.sortOrder;

/**
 * The timeline's months in display order: the months with photos, newest first as the API lists them, reversed
 * for an oldest-first sort. The timeline and the preview (its previous and next photo) use the same order.
 */
export function orderTimelineMonths<Month extends { count: number }>(
  months: readonly Month[],
  sortOrder: SortOrder,
): Month[] {
  const withPhotos = months.filter((month) => month.count > 0);
  return sortOrder === 'asc' ? withPhotos.reverse() : withPhotos;
}
