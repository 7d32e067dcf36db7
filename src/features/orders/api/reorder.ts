/**
 * Reorder (account-area.md sections 3 and 7): GET reorder /reorder/status/{id} says whether an order can be
 * reordered; POST /reorder/direct?OrderCode={id} puts it in the shop's basket and answers the ShopUrl the
 * browser goes to.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { reorderStatusQueryKey } from './keys';

export const reorderStatusSchema = z.object({
  orderCode: z.string(),
  status: z.enum(['Available', 'PartiallyAvailable', 'NotAvailable']),
});
export type ReorderAvailability = z.infer<typeof reorderStatusSchema>['status'];

export const reorderResultSchema = z.object({ ShopUrl: z.url() });

export async function getReorderStatus({
  api,
  code,
  signal,
}: {
  api: ApiClients;
  code: string;
  signal?: AbortSignal;
}): Promise<ReorderAvailability> {
  const { data } = await api.reorder.GET('/reorder/status/{id}', { params: { path: { id: code } }, signal });
  return reorderStatusSchema.parse(data).status;
}

export const getReorderStatusQueryOptions = (api: ApiClients, code: string) =>
  queryOptions({
    queryKey: reorderStatusQueryKey(code),
    queryFn: ({ signal }) => getReorderStatus({ api, code, signal }),
    staleTime: 60_000,
  });

/** Reorders the order; resolves with the shop URL to continue in. */
export async function reorder({ api, code }: { api: ApiClients; code: string }): Promise<string> {
  const { data } = await api.reorder.POST('/reorder/direct', { params: { query: { OrderCode: code } } });
  return reorderResultSchema.parse(data).ShopUrl;
}
