/**
 * The address rules behind the four messages of account-area.md section 5 ('Phone number must be valid',
 * 'Postal Code must be valid', 'Street number must be valid', 'Street name must be valid'). The documents do not
 * show the rules; these are assumed, one table for the app's address form (src/features/addresses) and the mock's
 * customer service. The contract states the same patterns (openapi/services/customer.yaml `AddressInput`, one
 * if/then per country); src/features/addresses/address-rules-contract.test.ts checks that they are equal.
 *
 * Patterns are JSON Schema patterns (ECMAScript, compiled with the `u` flag as Ajv does, no other flags): the
 * values are sent trimmed. Per country of the channels (channels.ts):
 * - postal code: the country's national format (GB outward + inward code, IE Eircode, NL 1234 AB, PT 1234-567 ...);
 * - phone (optional): international (+, 8-15 digits) or the country's national format (GB 0 + 9-10 digits ...);
 *   spaces, brackets and hyphens may separate the digits;
 * - street number: starts with a digit, then digits, letters, spaces, / or - (12, 12a, 12-14, 3 bis), in every
 *   country;
 * - street name: contains a letter, in every country.
 */
import { CHANNELS, type Channel } from './channels';

export type AddressCountry = Channel['countryCode'];

/** The countries an address may be in: those of the channels, in the channels' order. */
export const ADDRESS_COUNTRIES: readonly AddressCountry[] = [...new Set(CHANNELS.map((c) => c.countryCode))];

export const POSTAL_CODE_PATTERNS: Readonly<Record<AddressCountry, string>> = {
  GB: '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$',
  IE: '^[A-Za-z][0-9][0-9Ww] ?[A-Za-z0-9]{4}$',
  NL: '^[1-9][0-9]{3} ?[A-Za-z]{2}$',
  BE: '^[1-9][0-9]{3}$',
  DE: '^[0-9]{5}$',
  AT: '^[1-9][0-9]{3}$',
  FR: '^[0-9]{5}$',
  SE: '^[1-9][0-9]{2} ?[0-9]{2}$',
  NO: '^[0-9]{4}$',
  DK: '^[1-9][0-9]{3}$',
  IT: '^[0-9]{5}$',
  ES: '^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$',
  PT: '^[1-9][0-9]{3}-[0-9]{3}$',
};

/** The national number (without the country code) per country: its first digit(s) and how many digits follow. */
const NATIONAL_PHONE: Readonly<Record<AddressCountry, { start: string; rest: string }>> = {
  GB: { start: '0', rest: '{9,10}' },
  IE: { start: '0', rest: '{6,9}' },
  NL: { start: '0', rest: '{9}' },
  BE: { start: '0', rest: '{8}' },
  DE: { start: '0', rest: '{5,13}' },
  AT: { start: '0', rest: '{4,12}' },
  FR: { start: '0', rest: '{9}' },
  SE: { start: '0', rest: '{6,12}' },
  NO: { start: '[2-9]', rest: '{7}' },
  DK: { start: '[2-9]', rest: '{7}' },
  IT: { start: '[03]', rest: '{5,10}' },
  ES: { start: '[6789]', rest: '{8}' },
  PT: { start: '[29]', rest: '{8}' },
};

/** A digit, after any separators. */
const DIGIT = '[ ()-]*[0-9]';

const phonePattern = ({ start, rest }: { start: string; rest: string }) =>
  `^[ (]*(?:\\+[ ]*[1-9](?:${DIGIT}){7,14}|${start}(?:${DIGIT})${rest})[ )]*$`;

export const PHONE_PATTERNS: Readonly<Record<AddressCountry, string>> = Object.fromEntries(
  ADDRESS_COUNTRIES.map((country) => [country, phonePattern(NATIONAL_PHONE[country])]),
) as Record<AddressCountry, string>;

export const STREET_NUMBER_PATTERN = '^[0-9][0-9A-Za-z /-]*$';
export const STREET_NAME_PATTERN = '\\p{L}';

export const isAddressCountry = (code: string): code is AddressCountry =>
  (ADDRESS_COUNTRIES as readonly string[]).includes(code);

const test = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

export interface AddressRuleInput {
  countryCode: string;
  postalCode: string;
  streetNumber: string;
  streetName: string;
  phoneNumber?: string;
}

export type AddressRuleField = 'countryCode' | 'postalCode' | 'streetNumber' | 'streetName' | 'phoneNumber';

/** The spec's message for each rule (section 5; the country's is assumed). */
export const ADDRESS_RULE_MESSAGES: Readonly<Record<AddressRuleField, string>> = {
  countryCode: 'Country must be a country we deliver to',
  postalCode: 'Postal Code must be valid',
  streetNumber: 'Street number must be valid',
  streetName: 'Street name must be valid',
  phoneNumber: 'Phone number must be valid',
};

/** The fields of `input` that break a rule, in form order (the values as sent: trimmed). */
export function addressRuleViolations(input: AddressRuleInput): AddressRuleField[] {
  const broken: AddressRuleField[] = [];
  if (!test(STREET_NAME_PATTERN, input.streetName)) broken.push('streetName');
  if (!test(STREET_NUMBER_PATTERN, input.streetNumber)) broken.push('streetNumber');
  if (!isAddressCountry(input.countryCode)) return [...broken, 'countryCode'];
  if (!test(POSTAL_CODE_PATTERNS[input.countryCode], input.postalCode)) broken.push('postalCode');
  if (input.phoneNumber !== undefined && !test(PHONE_PATTERNS[input.countryCode], input.phoneNumber)) {
    broken.push('phoneNumber');
  }
  return broken;
}
