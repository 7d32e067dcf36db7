/**
 * Public module of the online-products feature (online photo books, the spec's "widgets"): the list page
 * (/online-products), the share page (/online-products/:productCode) and the list's query options for their
 * loaders. Pages are lazy components the loaders preload (ADR 010).
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { getOnlineProductsQueryOptions } from './api/online-products';
export { ONLINE_PRODUCTS_QUERY_KEY } from './api/keys';

export const OnlineProductsPage = lazyRouteComponent(
  () => import('./components/online-products-page'),
  'OnlineProductsPage',
);

export const OnlineProductSharePage = lazyRouteComponent(
  () => import('./components/share-page'),
  'SharePage',
);
