/**
 * The photo actions' spec constants (download, push, order prints, delete), named as the spec names them
 * (my-photos.md and account-area.md section 9).
 */

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
