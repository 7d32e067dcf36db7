/**
 * Public module of the orders feature: the orders list and order details pages, and the latest orders the
 * overview shows. Loaders import it, so it re-exports statically only small things (constants, keys); the query
 * options load with the page that needs them, and the pages are lazy components their loaders preload (ADR 010).
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';
import type { OrderListParams } from './api/get-orders';

export { ORDER_STATES, OVERVIEW_LATEST_ORDERS } from './constants';

/** The query options of one page of the orders list (the list page's and the overview's loaders). */
export async function loadOrdersQueryOptions(api: ApiClients, params: OrderListParams) {
  const { getOrdersQueryOptions } = await import('./api/get-orders');
  return getOrdersQueryOptions(api, params);
}

/** The query options of one order (the details page's loader). */
export async function loadOrderQueryOptions(api: ApiClients, code: string) {
  const { getOrderQueryOptions } = await import('./api/get-order');
  return getOrderQueryOptions(api, code);
}

export const OrdersPage = lazyPage(() => import('./components/orders-page'), 'OrdersPage');
export const OrderDetailsPage = lazyPage(() => import('./components/order-details-page'), 'OrderDetailsPage');

/**
 * The overview's latest orders, with a link to all of them: the overview's loader preloads it with the orders, so
 * the section renders complete with the page (a spinner swapped for the list moved the sections below it: CLS).
 */
export const LatestOrders = lazyPage(() => import('./components/latest-orders'), 'LatestOrders');
