/**
 * Public module of the online-products feature (online photo books, the spec's "widgets"): the list page
 * (/online-products), the share page (/online-products/:productCode) and the list's query options for their
 * loaders. Loaders import this module, so the query options load with the API code on first use, and pages are
 * lazy components the loaders preload (ADR 010).
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';
import type { OnlineProductsParams } from './api/online-products';

/** The list's query options (the list and share pages' loaders; the API code loads on first use, not up front). */
export async function loadOnlineProductsQueryOptions(
  api: ApiClients,
  queryClient: QueryClient,
  params: OnlineProductsParams,
) {
  const { getOnlineProductsQueryOptions } = await import('./api/online-products');
  return getOnlineProductsQueryOptions(api, queryClient, params);
}

export const OnlineProductsPage = lazyPage(
  () => import('./components/online-products-page'),
  'OnlineProductsPage',
);

export const OnlineProductSharePage = lazyPage(() => import('./components/share-page'), 'SharePage');
