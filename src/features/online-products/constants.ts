/**
 * Constants of the online photo books (account-area.md sections 5, 7 and 9).
 */

/** Photo books per page. Assumed: the spec leaves the size to the caller; 10 as the other account lists. */
export const ONLINE_PRODUCTS_PAGE_SIZE = 10;

/** "Only articles whose type contains photobook (case-insensitive) are used when listing online photo books." */
export const PHOTO_BOOK_ARTICLE_TYPE = /photobook/i;

/** Orders asked per call while collecting the photo-book orders (the orders contract's maximum limit). */
export const ORDERS_BATCH_SIZE = 100;

/** Order codes per GET /v1/widget/all call (keeps the query string short). Assumed. */
export const WIDGET_CODES_BATCH_SIZE = 50;

/** Share form limits: the widgets contract's fromName (100) and personalMessage (1000) maxima. */
export const SENDER_NAME_MAX_LENGTH = 100;
export const PERSONAL_MESSAGE_MAX_LENGTH = 1000;

/**
 * While a book's online version is Requested, the list is read again this often (visible tab only), so the page
 * shows it becoming available without a reload (issue 23). Assumed: the spec shows no push or interval for it.
 */
export const ONLINE_VERSION_REFRESH_MS = 5_000;
