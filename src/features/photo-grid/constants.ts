/**
 * The photo grid's spec constants (timeline pages, sections, sorting), named as the spec names them (my-photos.md
 * and account-area.md section 9). The actions' and the preview's are in their own features; shared ones are in
 * src/lib/constants.ts.
 */

/** Timeline page size and photo grid section size ("Photo grid sections of 24", "timeline 24"). */
export const TIMELINE_PAGE_LIMIT = 24;

/** Photos without dateTaken are counted under 1970/January and shown as "Unknown Date". */
export const UNKNOWN_DATE_YEAR = 1970;
export const UNKNOWN_DATE_MONTH = 1;

/** Default sort of the photos (timeline) page. */
export const PHOTOS_DEFAULT_SORT = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;

/**
 * Sort keys the photo lists offer, each a different order: created ("Date added": when the photo came into the
 * library or the album) and dateTaken ("Date taken"), the contract's two keys (my-photos.md section 3, "sortKey is
 * created or dateTaken"; account-area.md: "sort by dateTaken or uploaded"). my-photos.md section 9 also lists
 * uploaded ("Date uploaded"), but the service has no such key: it ordered exactly as "Date added" (issue 23), so
 * it is not offered; a choice of it stored earlier falls back to the page's default.
 */
export const SORT_OPTIONS = ['created', 'dateTaken'] as const;
/** Each sort key newest-first (desc) or oldest-first (asc). */
export const SORT_ORDERS = ['desc', 'asc'] as const;

/** Default sort of an album's photos and of a shared album's photos. */
export const ALBUM_PHOTOS_DEFAULT_SORT = { sortKey: 'created', sortOrder: 'desc' } as const;
export const SHARED_ALBUM_PHOTOS_DEFAULT_SORT = { sortKey: 'created', sortOrder: 'desc' } as const;
