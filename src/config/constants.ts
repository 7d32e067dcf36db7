/**
 * Business constants of the spec, named as the spec names them (my-photos.md and account-area.md section 9).
 * One source of truth: CSS media queries repeat the breakpoints as literals and point back here.
 */

/** Timeline page size and photo grid section size ("Photo grid sections of 24", "timeline 24"). */
export const TIMELINE_PAGE_LIMIT = 24;

/** Thumbnail ids: 300 for small and medium screens, 800 for large, 1300 in the preview. */
export const THUMBNAIL_ID_SMALL = 300;
export const THUMBNAIL_ID_LARGE = 800;
export const THUMBNAIL_ID_PREVIEW = 1300;

/** Breakpoints: small below 575 px, medium below 1024, large below 1280, extra large above. */
export const BREAKPOINT_SMALL = 575;
export const BREAKPOINT_MEDIUM = 1024;
export const BREAKPOINT_LARGE = 1280;
/** Mobile breakpoint (my-photos.md section 9): the same as the small breakpoint. */
export const MOBILE_BREAKPOINT = BREAKPOINT_SMALL;

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

/** Tooltip animation: 400 ms to open, 300 ms to close (account-area.md section 9). */
export const TOOLTIP_OPEN_MS = 400;
export const TOOLTIP_CLOSE_MS = 300;
