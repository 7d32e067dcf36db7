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

/** Sort keys the photo lists offer: created ("Date added"), dateTaken ("Date taken"), uploaded ("Date uploaded"). */
export const SORT_OPTIONS = ['created', 'dateTaken', 'uploaded'] as const;
/** Each sort key newest-first (desc) or oldest-first (asc). */
export const SORT_ORDERS = ['desc', 'asc'] as const;

/** Default sort of an album's photos and of a shared album's photos. */
export const ALBUM_PHOTOS_DEFAULT_SORT = { sortKey: 'created', sortOrder: 'desc' } as const;
export const SHARED_ALBUM_PHOTOS_DEFAULT_SORT = { sortKey: 'created', sortOrder: 'desc' } as const;
