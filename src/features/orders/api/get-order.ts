/**
 * GET orders /v1/superorders/{id} (account-area.md section 7): one order for its details page. A 404 is
 * "Order not found" (section 5: the order-by-code result must exist): the answer is null; other failures throw
 * (the page says "An error occurred loading this order, please contact us to report this issue.").
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { orderQueryKey } from './keys';
import { parseOrder, type Order } from './order-schema';

export async function getOrder({
  api,
  code,
  signal,
}: {
  api: ApiClients;
  code: string;
  signal?: AbortSignal;
}): Promise<Order | null> {
  return orIfNotFound(async () => {
    const { data } = await api.orders.GET('/v1/superorders/{id}', { params: { path: { id: code } }, signal });
    return parseOrder(data);
  }, null);
}

export const getOrderQueryOptions = (api: ApiClients, code: string) =>
  queryOptions({
    queryKey: orderQueryKey(code),
    queryFn: ({ signal }) => getOrder({ api, code, signal }),
    staleTime: 30_000,
  });
