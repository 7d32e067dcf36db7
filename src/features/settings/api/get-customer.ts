/**
 * GET customer /customers/me (account-area.md section 7): the signed-in customer's profile. A 404 means there is
 * no profile yet: the answer is null. The query (one for every reader) is customer-query.ts.
 */
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';

/** The profile (`Customer` of openapi/services/customer.yaml; optional fields stay optional). */
export const customerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  companyName: z.optional(z.string()),
  accountDeleted: z.boolean(),
  isBusiness: z.optional(z.boolean()),
  businessStatus: z.optional(z.enum(['Default', 'New', 'Blocked'])),
  callbackUrl: z.nullable(z.string()),
  callbackFormat: z.nullable(z.enum(['json', 'xml'])),
});

export type Customer = z.infer<typeof customerSchema>;

export async function getCustomer({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<Customer | null> {
  return orIfNotFound(async () => {
    const { data } = await api.customer.GET('/customers/me', { signal });
    return customerSchema.parse(data);
  }, null);
}
