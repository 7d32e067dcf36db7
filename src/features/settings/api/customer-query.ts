/**
 * The one query of the customer profile (GET customer /customers/me): one key, one request per page load, read by
 * the account layout's accountDeleted guard, the business status banner, the settings pages and the FTP
 * instructions page (the business feature reads it with `select`). Small on purpose: the public module exports it
 * statically, so its parser (get-customer.ts) loads with the first fetch, not with the entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import type { Customer } from './get-customer';
import { customerProfileQueryKey } from './keys';

/** The profile changes only through this app (which invalidates it) or customer care: fresh for 5 minutes. */
export const CUSTOMER_STALE_TIME_MS = 5 * 60_000;

export const customerQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: customerProfileQueryKey,
    queryFn: async ({ signal }): Promise<Customer | null> => {
      const { getCustomer } = await import('./get-customer');
      return getCustomer({ api, signal });
    },
    staleTime: CUSTOMER_STALE_TIME_MS,
  });
