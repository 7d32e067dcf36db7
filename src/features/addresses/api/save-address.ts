import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { addressSchema, type Address, type AddressInput } from './address-schema';

/**
 * POST customer /customers/me/addresses (no id: a new address, 201) or PUT /customers/me/addresses/{id} (200):
 * the stored address. The service answers 400 naming each field that breaks the rules of the address's country
 * (customer.yaml AddressInput, shared/address-rules.ts), 404 for an address that is gone.
 */
export async function saveAddress({
  api,
  id,
  address,
}: {
  api: ApiClients;
  id?: string;
  address: AddressInput;
}): Promise<Address> {
  // The contract types countryCode as one of the channel countries; the form only offers those.
  const body = address as Parameters<ApiClients['customer']['POST']>[1]['body'] & AddressInput;
  const { data } = id
    ? await api.customer.PUT('/customers/me/addresses/{id}', { params: { path: { id } }, body })
    : await api.customer.POST('/customers/me/addresses', { body });
  return addressSchema.parse(data);
}

/** DELETE customer /customers/me/addresses/{id} (204). A 404 means it is gone already: done as well. */
export async function deleteAddress({ api, id }: { api: ApiClients; id: string }): Promise<void> {
  await orIfNotFound(async () => {
    await api.customer.DELETE('/customers/me/addresses/{id}', { params: { path: { id } } });
  }, undefined);
}
