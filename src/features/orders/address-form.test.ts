// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ADDRESS_MAX_LENGTH,
  COUNTRY_CODE_PATTERN,
  PHONE_NUMBER_PATTERN,
  addressFormSchema,
  addressFormValues,
} from './address-form';

/** The contract's AddressInput, which the mock validates the address change against. */
const contract = parse(
  readFileSync(new URL('../../../openapi/components/addresses.yaml', import.meta.url), 'utf8'),
).components.schemas.AddressInput as {
  required: string[];
  properties: Record<string, { maxLength?: number; pattern?: string; minLength?: number }>;
};

const valid = addressFormValues({
  firstName: 'Dana',
  lastName: 'Demo',
  streetName: 'Baker Street',
  streetNumber: '221B',
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB',
});

const issues = (values: Partial<typeof valid>) => {
  const result = addressFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the delivery address form', () => {
  it('holds the lengths and patterns the contract states', () => {
    for (const [field, max] of Object.entries(ADDRESS_MAX_LENGTH))
      expect([field, max]).toEqual([field, contract.properties[field]?.maxLength]);
    expect(COUNTRY_CODE_PATTERN.source).toBe(contract.properties.countryCode?.pattern);
    expect(PHONE_NUMBER_PATTERN.source).toBe(contract.properties.phoneNumber?.pattern);
  });

  it('asks for every field the contract requires', () => {
    for (const field of contract.required)
      expect([field, issues({ [field]: '  ' })[field]]).not.toEqual([field, undefined]);
    expect(issues({ companyName: '', addressLine2: '', phoneNumber: '' })).toEqual({});
  });

  it("says the spec's messages for a street, number, postal code or phone number it cannot take", () => {
    expect(issues({ streetName: '' }).streetName).toBe('orders.address.streetNameInvalid');
    expect(issues({ streetNumber: '' }).streetNumber).toBe('orders.address.streetNumberInvalid');
    expect(issues({ postalCode: 'x'.repeat(21) }).postalCode).toBe('orders.address.tooLong');
    expect(issues({ phoneNumber: 'call me' }).phoneNumber).toBe('orders.address.phoneInvalid');
    expect(issues({ countryCode: 'GBR' }).countryCode).toBe('orders.address.countryInvalid');
  });

  it('sends the address trimmed, the country in capitals, without empty optional fields', () => {
    const result = addressFormSchema.parse({ ...valid, city: ' London ', countryCode: 'gb' });
    expect(result).toEqual({
      firstName: 'Dana',
      lastName: 'Demo',
      streetName: 'Baker Street',
      streetNumber: '221B',
      postalCode: 'NW1 6XE',
      city: 'London',
      countryCode: 'GB',
    });
  });
});
