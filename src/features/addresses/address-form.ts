/**
 * The address form's rules: the fields the contract requires (customer.yaml AddressInput: names, street, number,
 * postal code, city, at most 100 characters; the number at most 20) and the rules of the address's country from
 * the table the mock also enforces (src/shared/address-rules.ts), with the spec's four messages (section 5).
 * Checked on submit only (useAppForm); the values are sent trimmed, empty optional fields left out. The country
 * is not a field: a new address is in the channel's country, an edited one keeps its own.
 */
import { z } from 'zod/mini';
import {
  PHONE_PATTERNS,
  POSTAL_CODE_PATTERNS,
  STREET_NAME_PATTERN,
  STREET_NUMBER_PATTERN,
  isAddressCountry,
  type AddressCountry,
} from '@/shared/address-rules';
import { formMessage } from '@/lib/forms/form-errors';
import type { MessageId } from '@/lib/i18n/types';
import type { Address, AddressInput } from './api/address-schema';

export const ADDRESS_FIELD_MAX = 100;
export const STREET_NUMBER_MAX = 20;

const matches = (pattern: string) => (value: string) => new RegExp(pattern, 'u').test(value.trim());
const filled = (value: string) => value.trim().length > 0;

const text = (required: MessageId | undefined, max = ADDRESS_FIELD_MAX) =>
  z.string().check(
    ...(required ? [z.refine<string>(filled, formMessage(required))] : []),
    z.refine((value) => value.trim().length <= max, formMessage('addresses.form.tooLong')),
  );

/** The form of an address in `country` (its postal code and phone rules). */
export function addressFormSchema(country: AddressCountry) {
  return z.object({
    firstName: text('addresses.form.firstNameRequired'),
    lastName: text('addresses.form.lastNameRequired'),
    companyName: text(undefined),
    streetName: text('addresses.form.streetNameInvalid').check(
      z.refine(matches(STREET_NAME_PATTERN), formMessage('addresses.form.streetNameInvalid')),
    ),
    streetNumber: text('addresses.form.streetNumberInvalid', STREET_NUMBER_MAX).check(
      z.refine(matches(STREET_NUMBER_PATTERN), formMessage('addresses.form.streetNumberInvalid')),
    ),
    addressLine2: text(undefined),
    postalCode: z
      .string()
      .check(
        z.refine(matches(POSTAL_CODE_PATTERNS[country]), formMessage('addresses.form.postalCodeInvalid')),
      ),
    city: text('addresses.form.cityRequired'),
    phoneNumber: z
      .string()
      .check(
        z.refine(
          (value) => !filled(value) || matches(PHONE_PATTERNS[country])(value),
          formMessage('addresses.form.phoneInvalid'),
        ),
      ),
  });
}

export type AddressFormValues = z.infer<ReturnType<typeof addressFormSchema>>;

export const EMPTY_ADDRESS: AddressFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  streetName: '',
  streetNumber: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  phoneNumber: '',
};

/** The form's values of a stored address. */
export function addressFormValues(address: Address): AddressFormValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName ?? '',
    streetName: address.streetName,
    streetNumber: address.streetNumber,
    addressLine2: address.addressLine2 ?? '',
    postalCode: address.postalCode,
    city: address.city,
    phoneNumber: address.phoneNumber ?? '',
  };
}

/** The body of POST/PUT: trimmed values, empty optional fields left out. */
export function toAddressInput(values: AddressFormValues, countryCode: AddressCountry): AddressInput {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const input: AddressInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    streetName: values.streetName.trim(),
    streetNumber: values.streetNumber.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    countryCode,
  };
  const extras = {
    companyName: optional(values.companyName),
    addressLine2: optional(values.addressLine2),
    phoneNumber: optional(values.phoneNumber),
  };
  for (const [key, value] of Object.entries(extras))
    if (value !== undefined) Object.assign(input, { [key]: value });
  return input;
}

/** The country an address form uses: the stored address's (when it is one of ours), else the channel's. */
export function formCountry(address: Address | undefined, channelCountry: AddressCountry): AddressCountry {
  return address && isAddressCountry(address.countryCode) ? address.countryCode : channelCountry;
}
