/**
 * GET orders /OrderDeliveryDates/{id} (account-area.md section 7): the expected delivery dates of an order;
 * a 404 gives none (null), and the page shows no dates. Other failures throw.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { deliveryDatesQueryKey } from './keys';

const isoDate = z.iso.date();

export const deliveryDatesSchema = z.object({
  orderCode: z.string(),
  earliestDeliveryDate: isoDate,
  latestDeliveryDate: isoDate,
  isDelayed: z.optional(z.boolean()),
});
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;

export async function getDeliveryDates({
  api,
  code,
  signal,
}: {
  api: ApiClients;
  code: string;
  signal?: AbortSignal;
}): Promise<DeliveryDates | null> {
  return orIfNotFound(async () => {
    const { data } = await api.orders.GET('/OrderDeliveryDates/{id}', {
      params: { path: { id: code } },
      signal,
    });
    return deliveryDatesSchema.parse(data);
  }, null);
}

export const getDeliveryDatesQueryOptions = (api: ApiClients, code: string) =>
  queryOptions({
    queryKey: deliveryDatesQueryKey(code),
    queryFn: ({ signal }) => getDeliveryDates({ api, code, signal }),
    staleTime: 5 * 60_000,
  });
