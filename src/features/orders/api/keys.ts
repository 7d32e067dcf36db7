/** The query keys of the orders feature: every queryKey and invalidation of the feature uses these. */
import type { OrderState } from '../constants';

export const ORDERS_QUERY_KEY = ['orders'] as const;

/** One page of the superorders list. */
export const orderListQueryKey = (params: { page: number; size: number; state: OrderState }) =>
  [...ORDERS_QUERY_KEY, 'list', params] as const;

/** One order (superorder) and what its details page reads about it. */
export const orderQueryKey = (code: string) => [...ORDERS_QUERY_KEY, 'order', code] as const;
export const deliveryDatesQueryKey = (code: string) => [...ORDERS_QUERY_KEY, 'delivery-dates', code] as const;
export const voucherOfferQueryKey = (code: string) => [...ORDERS_QUERY_KEY, 'voucher', code] as const;
export const blockedOrderQueryKey = (code: string) => [...ORDERS_QUERY_KEY, 'blocked', code] as const;
export const reorderStatusQueryKey = (code: string) => [...ORDERS_QUERY_KEY, 'reorder-status', code] as const;
export const productFilesQueryKey = (code: string) => [...ORDERS_QUERY_KEY, 'product-files', code] as const;
export const cutOffQueryKey = (campaign: string) => [...ORDERS_QUERY_KEY, 'cut-off', campaign] as const;
