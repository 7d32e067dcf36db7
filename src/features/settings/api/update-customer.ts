import type { ApiClients } from '@/lib/api/clients';
import { customerSchema, type Customer } from './get-customer';

export interface PersonalDetailsInput {
  firstName: string;
  lastName: string;
  /** Absent: the profile keeps no phone number (PUT replaces the details). */
  phoneNumber?: string;
}

/**
 * PUT customer /customers/me: replaces the personal details (first and last name, phone number). The service
 * answers 400 naming the field it refuses (body.firstName ...), and the updated profile on success.
 */
export async function updateCustomer({
  api,
  details,
}: {
  api: ApiClients;
  details: PersonalDetailsInput;
}): Promise<Customer> {
  const { data } = await api.customer.PUT('/customers/me', { body: details });
  return customerSchema.parse(data);
}
