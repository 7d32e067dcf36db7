/**
 * GET orders /v1/blockedorders/{id} (account-area.md sections 6 and 7): whether an order is blocked. An anonymous
 * call: the user's token is not sent. A 404 (an order the block service does not know) is "not blocked".
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { withoutAccessToken } from '@/lib/api/middleware';
import { blockedOrderQueryKey } from './keys';

export const blockedOrderSchema = z.object({
  orderCode: z.string(),
  isBlocked: z.boolean(),
  reason: z.optional(z.string()),
});
export type BlockedOrder = z.infer<typeof blockedOrderSchema>;

export async function getBlockedOrder({
  api,
  code,
  signal,
}: {
  api: ApiClients;
  code: string;
  signal?: AbortSignal;
}): Promise<BlockedOrder> {
  return orIfNotFound(
    async () => {
      const { data } = await api.orders.GET('/v1/blockedorders/{id}', {
        params: { path: { id: code } },
        middleware: [withoutAccessToken],
        signal,
      });
      return blockedOrderSchema.parse(data);
    },
    { orderCode: code, isBlocked: false },
  );
}

export const getBlockedOrderQueryOptions = (api: ApiClients, code: string) =>
  queryOptions({
    queryKey: blockedOrderQueryKey(code),
    queryFn: ({ signal }) => getBlockedOrder({ api, code, signal }),
    staleTime: 60_000,
  });
