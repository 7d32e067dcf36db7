/** The query keys of the online-products feature: every queryKey and invalidation of the feature uses these. */
export const ONLINE_PRODUCTS_QUERY_KEY = ['online-products'] as const;

/** The photo-book article IDs of a channel (merchandise), for a locale. */
export const photoBookArticlesKey = (channel: string, locale: string) =>
  [...ONLINE_PRODUCTS_QUERY_KEY, 'articles', channel, locale] as const;

/** The signed-in account's online photo books (all of them; the page is a view of the list). */
export const onlineProductsListKey = (accountId: string, channel: string) =>
  [...ONLINE_PRODUCTS_QUERY_KEY, 'list', accountId, channel] as const;

/** A widget's entry in a channel's gallery. */
export const galleryEntryKey = (widgetId: string, channel: string) =>
  [...ONLINE_PRODUCTS_QUERY_KEY, 'gallery', widgetId, channel] as const;

/** The gallery's category names. */
export const galleryCategoriesKey = () => [...ONLINE_PRODUCTS_QUERY_KEY, 'gallery-categories'] as const;
