/** The albums feature's spec constants, named as the spec names them (my-photos.md and account-area.md section 9). */

/** Albums page size (my-photos.md section 9, "albums 50"). */
export const ALBUMS_PAGE_LIMIT = 50;
/**
 * Photos per POST /albums/{id}/photos (account-area.md: "body photoIds (chunked)"; the size is not shown): the
 * contract's maximum, 500, one of the unexplained 500s of my-photos.md section 9.
 */
export const ALBUM_PHOTOS_CHUNK_SIZE = 500;

/** The album grid's sections (account-area.md section 9, "Photo grid sections of 24"): one page each. */
export const ALBUM_SECTION_SIZE = 24;

/**
 * The album grid holds at most this many pages of photos (480) around what is on screen; the others are let go
 * and asked for again when they come back into view (not shown; ADR 058: an album of 10,000 photos would hold
 * them all otherwise).
 */
export const ALBUM_WINDOW_PAGES = 20;

/**
 * Photos per DELETE /albums/{id}/photos (account-area.md: "chunked"; the size is not shown): as for adding.
 */
export const ALBUM_REMOVE_CHUNK_SIZE = 500;

/** How often a failed chunk of a removal is tried again before it counts as failed (not shown; as deletes). */
export const ALBUM_REMOVE_RETRIES = 2;

/** Shared albums page limit (my-photos.md section 9: 50). */
export const SHARED_ALBUMS_PAGE_LIMIT = 50;
