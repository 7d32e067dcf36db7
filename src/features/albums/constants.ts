/** The albums feature's spec constants, named as the spec names them (my-photos.md and account-area.md section 9). */

/** Albums page size (my-photos.md section 9, "albums 50"). */
export const ALBUMS_PAGE_LIMIT = 50;
/**
 * Photos per POST /albums/{id}/photos (account-area.md: "body photoIds (chunked)"; the size is not shown): the
 * contract's maximum, 500, one of the unexplained 500s of my-photos.md section 9.
 */
export const ALBUM_PHOTOS_CHUNK_SIZE = 500;
