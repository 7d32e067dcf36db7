/**
 * Spec constants more than one feature (or the shared UI kit) uses, named as the spec names them (my-photos.md and
 * account-area.md section 9). A feature's own constants are in `src/features/<feature>/constants.ts`.
 * CSS media queries repeat the breakpoints as literals and point back here.
 */

/** Thumbnail ids: 300 for small and medium screens, 800 for large, 1300 in the preview. */
export const THUMBNAIL_ID_SMALL = 300;
export const THUMBNAIL_ID_LARGE = 800;
export const THUMBNAIL_ID_PREVIEW = 1300;

/** Breakpoints: small below 575 px, medium below 1024, large below 1280, extra large above. */
export const BREAKPOINT_SMALL = 575;
export const BREAKPOINT_MEDIUM = 1024;
/** Mobile breakpoint (my-photos.md section 9): the same as the small breakpoint. */
export const MOBILE_BREAKPOINT = BREAKPOINT_SMALL;

/**
 * The images of a list's first screen (album covers, saved projects' thumbnails) load at once, the rest as they come
 * near the viewport: a lazy image is requested only after layout, which delays the first screen's largest paint when
 * it is one of them (issue 25). The start script preloads at most this many of the timeline's thumbnails.
 */
export const FIRST_SCREEN_IMAGES = 12;

/** Tooltip animation: 400 ms to open, 300 ms to close (account-area.md section 9). */
export const TOOLTIP_OPEN_MS = 400;
export const TOOLTIP_CLOSE_MS = 300;

/** Timers (my-photos.md section 9): toasts close after 5 s. */
export const TOAST_MS = 5_000;
/** A download's "started" notice shows for 5 s (account-area.md sections 4 and 9: "Toasts: 5 s started"). */
export const DOWNLOAD_STARTED_NOTICE_MS = 5_000;
