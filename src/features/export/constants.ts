/** The export feature's spec constants, named as the spec names them (my-photos.md section 9). */

/** Export (my-photos.md section 9): a request is processed within 48 hours; the links are valid for 7 days. */
export const EXPORT_PROCESSING_HOURS = 48;
export const EXPORT_LINK_VALID_DAYS = 7;
