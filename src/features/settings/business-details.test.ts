// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { businessDetailsFormSchema, toBusinessDetails } from './business-details';

/** The contract's BusinessDetails (openapi/services/customer.yaml), which the mock validates PUT bodies against. */
const contract = (() => {
  const spec = parse(
    readFileSync(new URL('../../../openapi/services/customer.yaml', import.meta.url), 'utf8'),
  );
  const rule = spec.components.schemas.BusinessDetails.properties.companyName as {
    minLength: number;
    maxLength: number;
    pattern: string;
  };
  return (value: string) =>
    value.length >= rule.minLength &&
    value.length <= rule.maxLength &&
    new RegExp(rule.pattern, 'u').test(value);
})();

const CASES = [
  'Example Prints Ltd',
  '  Example Prints Ltd  ',
  'Fotografie & Zonen B.V.',
  '',
  '   ',
  'x'.repeat(255),
  ` ${'x'.repeat(255)} `,
  'x'.repeat(256),
  'Example\u0000Prints',
  'Example\tPrints',
  '\u007F',
];

describe('business details form', () => {
  it.each(CASES)('accepts what the contract accepts: %j', (companyName) => {
    const accepted = businessDetailsFormSchema.safeParse({ companyName }).success;
    expect(accepted).toBe(contract(toBusinessDetails({ companyName }).companyName));
  });

  it('names the field and its message', () => {
    const issues = (companyName: string) =>
      businessDetailsFormSchema.safeParse({ companyName }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues('  ')).toEqual([['companyName', 'settings.businessDetails.companyNameRequired']]);
    expect(issues('x'.repeat(256))).toEqual([['companyName', 'settings.businessDetails.companyNameTooLong']]);
    expect(issues('A\u0007B')).toEqual([['companyName', 'settings.businessDetails.companyNameInvalid']]);
  });

  it('sends the company name trimmed', () => {
    expect(toBusinessDetails({ companyName: '  Bo Prints Ltd ' })).toEqual({ companyName: 'Bo Prints Ltd' });
  });
});
