import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { addressSchema, type Address } from './address-schema';
import { addressListQueryKey } from './keys';

const addressListSchema = z.array(addressSchema);

/**
 * GET customer /customers/me/addresses: the address book, the default first. A 404 (no customer profile, so no
 * address book) is an empty book.
 */
export async function getAddresses({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<Address[]> {
  return orIfNotFound(async () => {
    const { data } = await api.customer.GET('/customers/me/addresses', { signal });
    const addresses = addressListSchema.parse(data);
    return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
  }, []);
}

export const getAddressesQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: addressListQueryKey,
    queryFn: ({ signal }) => getAddresses({ api, signal }),
  });
