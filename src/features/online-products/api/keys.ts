/** The query keys of the online-products feature: every queryKey and invalidation of the feature uses these. */
export const ONLINE_PRODUCTS_QUERY_KEY = ['online-products'] as const;

/** The photo-book article IDs of a channel (merchandise), for a locale. */
export const photoBookArticlesKey = (channel: string, locale: string) =>
  [...ONLINE_PRODUCTS_QUERY_KEY, 'articles', channel, locale] as const;

/** The signed-in account's online photo books (all of them; the page is a view of the list). */
export const onlineProductsListKey = (accountId: string, channel: string) =>
  [...ONLINE_PRODUCTS_QUERY_KEY, 'list', accountId, channel] as const;
