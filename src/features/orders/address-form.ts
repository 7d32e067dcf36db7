/**
 * The delivery address form's rules: those the contract's AddressInput states (openapi/components/addresses.yaml,
 * which the mock validates requests against: required fields, lengths, a two-letter country code, the phone
 * pattern), tested equal to it in address-form.test.ts. Messages are account-area.md section 5's where it names
 * one ('Phone number must be valid', 'Postal Code must be valid', 'Street number must be valid', 'Street name must
 * be valid'). Rules the contract does not state (postal code formats per country) are the service's: its 400 is
 * shown on the field it names.
 */
import { z } from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';
import type { Address } from './api/order-schema';

/** maxLength of each AddressInput field. */
export const ADDRESS_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  companyName: 100,
  streetName: 100,
  streetNumber: 20,
  addressLine2: 100,
  postalCode: 20,
  city: 100,
} as const;
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export const PHONE_NUMBER_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

export type AddressFormValues = {
  firstName: string;
  lastName: string;
  companyName: string;
  streetName: string;
  streetNumber: string;
  addressLine2: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phoneNumber: string;
};

const required = (max: number, invalid = formMessage('orders.address.required')) =>
  z.string().check(
    z.refine((v) => v.trim().length > 0, { message: invalid }),
    z.maxLength(max, { message: formMessage('orders.address.tooLong') }),
  );
const optional = (max: number) =>
  z.string().check(z.maxLength(max, { message: formMessage('orders.address.tooLong') }));

export const addressFormSchema = z.pipe(
  z.object({
    firstName: required(ADDRESS_MAX_LENGTH.firstName),
    lastName: required(ADDRESS_MAX_LENGTH.lastName),
    companyName: optional(ADDRESS_MAX_LENGTH.companyName),
    streetName: required(ADDRESS_MAX_LENGTH.streetName, formMessage('orders.address.streetNameInvalid')),
    streetNumber: required(
      ADDRESS_MAX_LENGTH.streetNumber,
      formMessage('orders.address.streetNumberInvalid'),
    ),
    addressLine2: optional(ADDRESS_MAX_LENGTH.addressLine2),
    postalCode: required(ADDRESS_MAX_LENGTH.postalCode, formMessage('orders.address.postalCodeInvalid')),
    city: required(ADDRESS_MAX_LENGTH.city),
    countryCode: z.string().check(
      z.refine((v) => COUNTRY_CODE_PATTERN.test(v.trim().toUpperCase()), {
        message: formMessage('orders.address.countryInvalid'),
      }),
    ),
    phoneNumber: z.string().check(
      z.refine((v) => v.trim() === '' || PHONE_NUMBER_PATTERN.test(v.trim()), {
        message: formMessage('orders.address.phoneInvalid'),
      }),
    ),
  }),
  z.transform((values): Address => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, v.trim()]),
    ) as AddressFormValues;
    const { companyName, addressLine2, phoneNumber, countryCode, ...rest } = trimmed;
    return {
      ...rest,
      countryCode: countryCode.toUpperCase(),
      ...(companyName ? { companyName } : {}),
      ...(addressLine2 ? { addressLine2 } : {}),
      ...(phoneNumber ? { phoneNumber } : {}),
    };
  }),
);

/** The form's starting values: the order's address. */
export function addressFormValues(address: Address | undefined): AddressFormValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    companyName: address?.companyName ?? '',
    streetName: address?.streetName ?? '',
    streetNumber: address?.streetNumber ?? '',
    addressLine2: address?.addressLine2 ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    countryCode: address?.countryCode ?? '',
    phoneNumber: address?.phoneNumber ?? '',
  };
}
