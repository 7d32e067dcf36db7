/**
 * What the business pages read of the customer profile (GET customer /customers/me, account-area.md sections 3
 * and 7): the business status of the banner (Default, New, Blocked) and the FTP callback settings. It is the
 * settings feature's one profile query read with `select`, so the banner, the account layout's accountDeleted
 * guard and the pages make one request per page load, under one key. A 404 (no profile) is null; a profile of a
 * consumer account, or one without a status, has no status.
 */
import { queryOptions } from '@tanstack/react-query';
import { customerQueryOptions, type Customer } from '@/features/settings';
import type { ApiClients } from '@/lib/api/clients';

export type BusinessStatus = NonNullable<Customer['businessStatus']>;
export type CallbackFormat = NonNullable<Customer['callbackFormat']>;

export interface BusinessProfile {
  status: BusinessStatus | undefined;
  accountDeleted: boolean;
  callback: { url: string | null; format: CallbackFormat | null };
}

/** The business view of a profile (null: no profile). */
export function businessProfileOf(customer: Customer | null): BusinessProfile | null {
  if (!customer) return null;
  return {
    status: customer.isBusiness === false ? undefined : customer.businessStatus,
    accountDeleted: customer.accountDeleted,
    callback: { url: customer.callbackUrl, format: customer.callbackFormat },
  };
}

export const getBusinessProfileQueryOptions = (api: ApiClients) =>
  queryOptions({ ...customerQueryOptions(api), select: businessProfileOf });
