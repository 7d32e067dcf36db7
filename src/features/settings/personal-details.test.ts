// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { personalDetailsFormSchema, toPersonalDetails } from './personal-details';

/** The contract's PersonalDetails (openapi/services/customer.yaml), which the mock validates PUT bodies against. */
const contract = (() => {
  const spec = parse(
    readFileSync(new URL('../../../openapi/services/customer.yaml', import.meta.url), 'utf8'),
  );
  const { properties } = spec.components.schemas.PersonalDetails as {
    properties: Record<string, { minLength?: number; maxLength?: number; pattern?: string }>;
  };
  const fits = (field: string, value: string) => {
    const rule = properties[field];
    if (!rule) return false;
    if (rule.minLength !== undefined && value.length < rule.minLength) return false;
    if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
    return rule.pattern === undefined || new RegExp(rule.pattern, 'u').test(value);
  };
  return (body: Record<string, string>) => Object.entries(body).every(([field, value]) => fits(field, value));
})();

const CASES = [
  { firstName: 'Dana', lastName: 'Demo', phoneNumber: '' },
  { firstName: 'Dana', lastName: 'Demo', phoneNumber: '+44 20 7946 0000' },
  { firstName: ' Dana ', lastName: 'Demo', phoneNumber: ' (020) 7946-0000 ' },
  { firstName: '', lastName: 'Demo', phoneNumber: '' },
  { firstName: '   ', lastName: 'Demo', phoneNumber: '' },
  { firstName: 'Dana', lastName: 'x'.repeat(101), phoneNumber: '' },
  { firstName: 'Dana', lastName: 'x'.repeat(100), phoneNumber: '' },
  { firstName: 'Dana', lastName: 'Demo', phoneNumber: 'call me' },
  { firstName: 'Dana', lastName: 'Demo', phoneNumber: '12345' },
  { firstName: 'Dana', lastName: 'Demo', phoneNumber: '+44 20 7946 0000 0000 0' },
  { firstName: 'Da\u0000na', lastName: 'De\u001Fmo\u007F', phoneNumber: '' },
  { firstName: '\u0000', lastName: 'Demo', phoneNumber: '' },
];

describe('personal details form', () => {
  it.each(CASES)('accepts what the contract accepts: %o', (values) => {
    const accepted = personalDetailsFormSchema.safeParse(values).success;
    expect(accepted).toBe(contract(toPersonalDetails(values) as unknown as Record<string, string>));
  });

  it('names the field and its message', () => {
    const result = personalDetailsFormSchema.safeParse({ firstName: '', lastName: 'Demo', phoneNumber: 'x' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'settings.personal.firstNameRequired'],
      ['phoneNumber', 'settings.personal.phoneInvalid'],
    ]);
  });

  it('sends trimmed values and leaves an empty phone number out', () => {
    expect(toPersonalDetails({ firstName: ' A ', lastName: 'B', phoneNumber: '  ' })).toEqual({
      firstName: 'A',
      lastName: 'B',
    });
  });
});
