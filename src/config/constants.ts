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

/** Timers (my-photos.md section 9): toasts close after 5 s. */
export const TOAST_MS = 5_000;
/** Push-finish delay: after import-finished the app waits 10 s before it refreshes the activation status. */
export const PUSH_FINISH_DELAY_MS = 10_000;

/** Preview gestures (my-photos.md section 9). Zoom from 1 to 2.5: a click or tap toggles between the two. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2.5;
/** Swipe threshold: a horizontal drag longer than 35% of the width moves to the next or previous photo. */
export const SWIPE_THRESHOLD = 0.35;
/**
 * Swipe drag speeds, 1.5 fast and 0.2 slow. How the preview applies them (the spec names no unit):
 * SWIPE_SPEED_FAST is a release speed in px/ms: a flick at least this fast navigates even when shorter than the
 * threshold; SWIPE_SPEED_SLOW is how fast the photo follows the finger (a factor) towards a side with no photo.
 */
export const SWIPE_SPEED_FAST = 1.5;
export const SWIPE_SPEED_SLOW = 0.2;
/** Double-click window: a second click or tap within 200 ms belongs to the first (one zoom toggle, not two). */
export const DOUBLE_CLICK_WINDOW_MS = 200;
/** On mobile, dragging down closes the preview when the drag exceeds 35% of the height. */
export const DRAG_CLOSE_THRESHOLD = 0.35;

/** Storage period: photos are kept 18 months after the last order or the registration. */
export const STORAGE_PERIOD_MONTHS = 18;
/** Storage status thresholds: 3 or more months left is safe, 1 or more is warning, otherwise critical. */
export const STORAGE_SAFE_MONTHS = 3;
export const STORAGE_WARNING_MONTHS = 1;

/** How often the activation status is asked again while IMPORTING (account-area.md: "while Importing, polling
 * runs"; the interval is not shown: 5 s, a few requests during an import of a few seconds to minutes). */
export const ACTIVATION_POLL_MS = 5_000;

/** Export (my-photos.md section 9): a request is processed within 48 hours; the links are valid for 7 days. */
export const EXPORT_PROCESSING_HOURS = 48;
export const EXPORT_LINK_VALID_DAYS = 7;

/** Download limit (account-area.md section 9): at most 100 photos per multi-photo download (zip archive). */
export const DOWNLOAD_LIMIT = 100;
/** Album archive download notices (account-area.md section 9): 5 s for started, 10 s for finished or error. */
export const DOWNLOAD_STARTED_TOAST_MS = 5_000;
export const DOWNLOAD_FINISHED_TOAST_MS = 10_000;
export const DOWNLOAD_ERROR_TOAST_MS = 10_000;
/** Push connection lifetime (account-area.md section 9): the downloads socket closes itself after 30 minutes. */
export const PUSH_CONNECTION_LIFETIME_MS = 1_800_000;
/**
 * How long a download waits for the push socket to acknowledge its authenticate message before it gives up
 * (not in the spec: without the push the archive could never be fetched, so nothing is requested).
 */
export const PUSH_AUTHENTICATE_TIMEOUT_MS = 10_000;

/** Albums page size (my-photos.md section 9, "albums 50"). */
export const ALBUMS_PAGE_LIMIT = 50;
/**
 * Photos per POST /albums/{id}/photos (account-area.md: "body photoIds (chunked)"; the size is not shown): the
 * contract's maximum, 500, one of the unexplained 500s of my-photos.md section 9.
 */
export const ALBUM_PHOTOS_CHUNK_SIZE = 500;

/** Order prints (my-photos.md section 9, "Order-prints minimum spinner 3 s"): the overlay shows at least this long. */
export const ORDER_PRINTS_MIN_SPINNER_MS = 3_000;
/**
 * Photos per DELETE /photos (account-area.md: "chunked, with a retry limit"; the size is not shown): the
 * contract's maximum, 500, one of the unexplained 500s of my-photos.md section 9.
 */
export const DELETE_PHOTOS_CHUNK_SIZE = 500;
/**
 * How often a chunk of DELETE /photos is tried again after its first attempt (the retry count is not shown):
 * 3, the unexplained "one is 3" of my-photos.md section 9. After that: "Exceeded maximum amount of retries!".
 */
export const DELETE_PHOTOS_MAX_RETRIES = 3;
