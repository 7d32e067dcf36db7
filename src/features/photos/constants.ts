/**
 * The photos feature's spec constants (timeline, preview, selection, delete, download, order prints), named as the
 * spec names them (my-photos.md and account-area.md section 9). Shared ones are in src/lib/constants.ts.
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
