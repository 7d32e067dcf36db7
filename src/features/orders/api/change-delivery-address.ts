/**
 * PUT orders /v1/superorders/{id}/deliveryAddress (account-area.md section 7): the new delivery address of an
 * order. 204 when changed; 400 names the rejected fields (the form shows them); 409 when the order is too far
 * in production.
 */
import type { ApiClients } from '@/lib/api/clients';
import type { Address } from './order-schema';

export async function changeDeliveryAddress({
  api,
  code,
  address,
}: {
  api: ApiClients;
  code: string;
  address: Address;
}): Promise<void> {
  await api.orders.PUT('/v1/superorders/{id}/deliveryAddress', {
    params: { path: { id: code } },
    body: address,
  });
}
