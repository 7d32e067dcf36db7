import type { ApiClients } from '@/lib/api/clients';
import { customerSchema, type Customer } from './get-customer';

export interface BusinessDetailsInput {
  companyName: string;
}

/**
 * PUT customer /customers/me/business-details: the business details the profile holds (the company name). A
 * Default account (details missing) becomes New (validation pending). The service answers 400 naming the field it
 * refuses, 409 for a blocked account, and the updated profile on success.
 */
export async function updateBusinessDetails({
  api,
  details,
}: {
  api: ApiClients;
  details: BusinessDetailsInput;
}): Promise<Customer> {
  const { data } = await api.customer.PUT('/customers/me/business-details', { body: details });
  return customerSchema.parse(data);
}
