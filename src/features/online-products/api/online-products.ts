/**
 * The online photo books (account-area.md sections 2 "Widgets", 3 "Online product", 7): the customer's
 * photo-book orders (only articles whose type contains photobook, from the merchandise query for the channel)
 * combined with their widgets (GET /v1/widget/all?orderCodes=...). An online photo book is an order that has a
 * widget: the service lists one for every photo-book order that can have an online version (NotRequested
 * until requested); a deleted one leaves the list (section 4: "A successful delete of an online product
 * removes it from the local list"), and so does a cancelled order, which the service gives no widget.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ONLINE_VERSION_REFRESH_MS } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { getPhotoBookArticles, type PhotoBookArticle } from './get-photo-book-articles';
import { getPhotoBookOrders, type PhotoBookOrder } from './get-photo-book-orders';
import { getWidgets } from './get-widgets';
import { onlineProductsListKey, photoBookArticlesKey } from './keys';
import type { Widget } from './widget-schema';

export interface OnlineProduct extends Widget {
  /**
   * The product's name in the channel's language (the merchandise article's Title for the channel's locale); for
   * an article the channel does not list, the order's title, else its article name; undefined without any.
   */
  title: string | undefined;
  orderedAt: Date | undefined;
}

/** Orders joined with their widgets, in the orders' order; orders without a widget are left out. */
export function joinOnlineProducts(
  orders: readonly PhotoBookOrder[],
  widgets: readonly Widget[],
  articles: readonly PhotoBookArticle[] = [],
): OnlineProduct[] {
  const byCode = new Map(widgets.map((w) => [w.productCode, w]));
  const articleTitles = new Map(articles.map((a) => [a.id, a.title]));
  return orders.flatMap((order) => {
    const widget = byCode.get(order.code);
    if (!widget) return [];
    const articleTitle = order.articleName === undefined ? undefined : articleTitles.get(order.articleName);
    return [
      { ...widget, title: articleTitle || order.title || order.articleName, orderedAt: order.createdAt },
    ];
  });
}

export interface OnlineProductsParams {
  accountId: string;
  channel: string;
  locale: string;
}

export async function getOnlineProducts({
  api,
  accountId,
  articles,
  signal,
}: {
  api: ApiClients;
  accountId: string;
  articles: readonly PhotoBookArticle[];
  signal?: AbortSignal;
}): Promise<OnlineProduct[]> {
  const articleNames = articles.map((a) => a.id);
  const orders = await getPhotoBookOrders({ api, accountId, articleNames, signal });
  if (orders.length === 0) return [];
  const widgets = await getWidgets({ api, orderCodes: orders.map((o) => o.code), signal });
  return joinOnlineProducts(orders, widgets, articles);
}

/** The channel's photo-book articles: the catalogue changes rarely, so it is kept for the session. */
export const photoBookArticlesQueryOptions = (api: ApiClients, channel: string, locale: string) =>
  queryOptions({
    queryKey: photoBookArticlesKey(channel, locale),
    queryFn: ({ signal }) => getPhotoBookArticles({ api, channel, locale, signal }),
    staleTime: Infinity,
  });

/** Every online photo book of the account (one query; pages are views of it, so they stay consistent). */
export const getOnlineProductsQueryOptions = (
  api: ApiClients,
  queryClient: QueryClient,
  { accountId, channel, locale }: OnlineProductsParams,
) =>
  queryOptions({
    queryKey: onlineProductsListKey(accountId, channel),
    queryFn: async ({ signal }) => {
      const articles = await queryClient.fetchQuery(photoBookArticlesQueryOptions(api, channel, locale));
      return getOnlineProducts({ api, accountId, articles, signal });
    },
    staleTime: 30_000,
    // A requested online version becomes available by itself: read again until none is requested.
    refetchInterval: (query) =>
      query.state.data?.some((product) => product.status === 'Requested') ? ONLINE_VERSION_REFRESH_MS : false,
  });
