import { z } from 'zod/mini';

/**
 * An address of the address book (`Address` of openapi/components/addresses.yaml). The answer is not held to the
 * entry rules (shared/address-rules.ts): an address stored under older rules still shows and can be corrected.
 */
export const addressSchema = z.object({
  id: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.optional(z.string()),
  streetName: z.string(),
  streetNumber: z.string(),
  addressLine2: z.optional(z.string()),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phoneNumber: z.optional(z.string()),
  isDefault: z.optional(z.boolean()),
});

export type Address = z.infer<typeof addressSchema>;

/** What the form sends (POST and PUT): the address without id and default marker. */
export type AddressInput = Omit<Address, 'id' | 'isDefault'>;
