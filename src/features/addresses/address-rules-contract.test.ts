// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ADDRESS_COUNTRIES,
  PHONE_PATTERNS,
  POSTAL_CODE_PATTERNS,
  STREET_NAME_PATTERN,
  STREET_NUMBER_PATTERN,
  addressRuleViolations,
} from '@/shared/address-rules';
import { addressFormSchema, EMPTY_ADDRESS, toAddressInput } from './address-form';

interface RuleBranch {
  if?: { properties: { countryCode: { const: string } } };
  then?: { properties: { postalCode: { pattern: string }; phoneNumber: { pattern: string } } };
  properties?: Record<string, { enum?: string[]; pattern?: string }>;
}

/** customer.yaml AddressInput: the rules the mock validates requests against. */
const branches = (() => {
  const spec = parse(
    readFileSync(new URL('../../../openapi/services/customer.yaml', import.meta.url), 'utf8'),
  );
  return spec.components.schemas.AddressInput.allOf as RuleBranch[];
})();

/** A valid address and phone number of each country, and one postal code of another country's format. */
const SAMPLES: Record<string, { postalCode: string; phone: string; wrongPostalCode: string }> = {
  GB: { postalCode: 'SW1A 1AA', phone: '020 7946 0000', wrongPostalCode: '1012 AB' },
  IE: { postalCode: 'D02 X285', phone: '01 234 5678', wrongPostalCode: '12345' },
  NL: { postalCode: '1012 AB', phone: '020-1234567', wrongPostalCode: '1012' },
  BE: { postalCode: '1000', phone: '02 123 45 67', wrongPostalCode: '10000' },
  DE: { postalCode: '10115', phone: '030 1234567', wrongPostalCode: '1011' },
  AT: { postalCode: '1010', phone: '01 5871234', wrongPostalCode: '10115' },
  FR: { postalCode: '75001', phone: '01 23 45 67 89', wrongPostalCode: '7500' },
  SE: { postalCode: '111 22', phone: '08-123 456 78', wrongPostalCode: '1112' },
  NO: { postalCode: '0150', phone: '22 12 34 56', wrongPostalCode: '01500' },
  DK: { postalCode: '1050', phone: '33 12 34 56', wrongPostalCode: '0150' },
  IT: { postalCode: '00184', phone: '06 1234 5678', wrongPostalCode: '0018' },
  ES: { postalCode: '28001', phone: '612 345 678', wrongPostalCode: '99001' },
  PT: { postalCode: '1000-001', phone: '912 345 678', wrongPostalCode: '1000' },
};

const base = {
  ...EMPTY_ADDRESS,
  firstName: 'Dana',
  lastName: 'Demo',
  streetName: 'Main Street',
  streetNumber: '12a',
  city: 'Town',
};

describe('address rules', () => {
  it('are the ones the contract states: countries, street number and name, postal code and phone per country', () => {
    const common = branches.find((b) => b.properties)?.properties ?? {};
    expect(common.countryCode?.enum).toEqual([...ADDRESS_COUNTRIES]);
    expect(common.streetName?.pattern).toBe(STREET_NAME_PATTERN);
    expect(common.streetNumber?.pattern).toBe(STREET_NUMBER_PATTERN);
    const perCountry = Object.fromEntries(
      branches.filter((b) => b.if).map((b) => [b.if?.properties.countryCode.const, b.then?.properties]),
    );
    expect(Object.keys(perCountry)).toEqual([...ADDRESS_COUNTRIES]);
    for (const country of ADDRESS_COUNTRIES) {
      expect(perCountry[country]?.postalCode.pattern, country).toBe(POSTAL_CODE_PATTERNS[country]);
      expect(perCountry[country]?.phoneNumber.pattern, country).toBe(PHONE_PATTERNS[country]);
    }
  });

  it.each(ADDRESS_COUNTRIES)(
    'accept a %s address with its postal code and national or international phone',
    (country) => {
      const sample = SAMPLES[country];
      if (!sample) throw new Error(`no sample for ${country}`);
      const schema = addressFormSchema(country);
      for (const phoneNumber of [sample.phone, '+44 20 7946 0000', '']) {
        const values = { ...base, postalCode: sample.postalCode, phoneNumber };
        expect(schema.safeParse(values).success, `${country} ${phoneNumber}`).toBe(true);
        expect(addressRuleViolations(toAddressInput(values, country))).toEqual([]);
      }
    },
  );

  it.each(ADDRESS_COUNTRIES)(
    'refuse a %s address with another format of postal code, or a bad phone',
    (country) => {
      const sample = SAMPLES[country];
      if (!sample) throw new Error(`no sample for ${country}`);
      const values = { ...base, postalCode: sample.wrongPostalCode, phoneNumber: '12' };
      const issues = addressFormSchema(country).safeParse(values).error?.issues ?? [];
      expect(issues.map((i) => [i.path[0], i.message])).toEqual([
        ['postalCode', 'addresses.form.postalCodeInvalid'],
        ['phoneNumber', 'addresses.form.phoneInvalid'],
      ]);
      expect(addressRuleViolations(toAddressInput(values, country))).toEqual(['postalCode', 'phoneNumber']);
    },
  );

  it('refuse a street number that does not start with a digit and a street name without a letter', () => {
    const values = { ...base, postalCode: 'SW1A 1AA', streetName: '123', streetNumber: 'no number' };
    const issues = addressFormSchema('GB').safeParse(values).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([
      'addresses.form.streetNameInvalid',
      'addresses.form.streetNumberInvalid',
    ]);
  });

  it('send trimmed values and leave empty optional fields out', () => {
    expect(toAddressInput({ ...base, postalCode: ' sw1a 1aa ', companyName: ' ' }, 'GB')).toEqual({
      firstName: 'Dana',
      lastName: 'Demo',
      streetName: 'Main Street',
      streetNumber: '12a',
      postalCode: 'sw1a 1aa',
      city: 'Town',
      countryCode: 'GB',
    });
  });
});
