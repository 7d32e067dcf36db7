/**
 * The orders feature's constants (account-area.md section 9).
 * - Default pages shown for order lists: 3 (the page links the list offers at a time).
 * - The superorders call's default limit is 100; a page of the orders list asks for ORDERS_PAGE_SIZE
 *   (assumed: the spec gives no page size for the list the customer sees, and the page fetches only what it shows).
 */
export const ORDER_LIST_PAGES_SHOWN = 3;
export const ORDERS_PAGE_SIZE = 10;
/** The latest orders the overview shows (assumed). */
export const OVERVIEW_LATEST_ORDERS = 3;
/** The superorders the list asks for: notExpired (the app's default) or expired ones (order_state). */
export const ORDER_STATES = ['notExpired', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
