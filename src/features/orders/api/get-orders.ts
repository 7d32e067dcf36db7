/**
 * GET orders /v2/superorders/me?Offset&Limit&OrderState (account-area.md section 7): one page of the customer's
 * orders, newest first. The list page asks for the page it shows only (Offset (page - 1) * size); the overview
 * asks for the latest few.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { pageOffset } from '@/lib/list/paging';
import { ORDERS_PAGE_SIZE, type OrderState } from '../constants';
import { orderListQueryKey } from './keys';
import { parseOrderPage, type OrderPage } from './order-schema';

export interface OrderListParams {
  page: number;
  size?: number;
  state?: OrderState;
}

export async function getOrders({
  api,
  page,
  size = ORDERS_PAGE_SIZE,
  state = 'notExpired',
  signal,
}: OrderListParams & { api: ApiClients; signal?: AbortSignal }): Promise<OrderPage> {
  const { data } = await api.orders.GET('/v2/superorders/me', {
    params: { query: { Offset: pageOffset(page, size), Limit: size, OrderState: state } },
    signal,
  });
  return parseOrderPage(data);
}

export const getOrdersQueryOptions = (
  api: ApiClients,
  { page, size = ORDERS_PAGE_SIZE, state = 'notExpired' }: OrderListParams,
) =>
  queryOptions({
    queryKey: orderListQueryKey({ page, size, state }),
    queryFn: ({ signal }) => getOrders({ api, page, size, state, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
