/**
 * The generator itself: for every JSON response body schema in the specs and every push message payload, what it generates validates against the schema (Ajv). This keeps the property tests honest
 * and fails when a spec starts using a keyword the generator does not know.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadAsyncApi } from '../../contract/lib/asyncapi';
import { validateSchema } from '../../contract/lib/specs';
import { arbitraryFor, dateTime, uuidText } from './json-schema-arbitrary';
import { specOperations } from './spec-media';

type Json = any;

function jsonSchemas(): [string, Json][] {
  const schemas: [string, Json][] = [];
  for (const op of specOperations()) {
    for (const [status, response] of Object.entries<Json>(op.responses)) {
      for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
        if (/json/.test(type) && media.schema)
          schemas.push([`${op.operationId} ${status} ${type}`, media.schema]);
      }
    }
  }
  for (const channel of ['activation', 'downloads']) {
    for (const message of [
      ...loadAsyncApi(channel).messages('send'),
      ...loadAsyncApi(channel).messages('receive'),
    ]) {
      schemas.push([`${channel} push ${message.key}`, message.payload]);
    }
  }
  return schemas;
}

describe('JSON Schema -> fast-check arbitrary', () => {
  it.each(jsonSchemas())('generates valid payloads for %s', (label, schema) => {
    fc.assert(
      fc.property(arbitraryFor(schema, label), (value) => {
        expect(validateSchema(schema, value)).toEqual([]);
      }),
      { numRuns: 30, seed: 20251123 },
    );
  });

  it('rejects keywords it does not support, naming where', () => {
    expect(() =>
      arbitraryFor({ type: 'object', properties: { n: { type: 'integer', multipleOf: 5 } } }),
    ).toThrow('#/properties/n: unsupported keyword(s) multipleOf');
    expect(() => arbitraryFor({ type: 'string', format: 'hostname' })).toThrow('format "hostname"');
  });

  it('generates date-times a strict RFC 3339 reader accepts, leap days included', () => {
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
    fc.assert(
      fc.property(dateTime, (value) => {
        expect(value).toMatch(rfc3339);
        expect(validateSchema({ type: 'string', format: 'date-time' }, value)).toEqual([]);
      }),
      { numRuns: 500, seed: 1 },
    );
    expect(fc.sample(dateTime, { numRuns: 5000, seed: 2 }).some((v) => v.slice(4, 10) === '-02-29')).toBe(
      true,
    );
  });

  it('generates UUIDs of any version, not only RFC 9562 ones', () => {
    const versions = new Set(fc.sample(uuidText, { numRuns: 300, seed: 3 }).map((v) => v[14]));
    expect(versions.size).toBeGreaterThan(8);
  });

  it('respects nullable types, required properties and unknown extra properties', () => {
    const schema = {
      type: 'object',
      required: ['a'],
      properties: { a: { type: ['string', 'null'] }, b: { type: 'integer', minimum: 0 } },
    };
    const samples = fc.sample(arbitraryFor(schema), { numRuns: 300, seed: 4 }) as Record<string, unknown>[];
    expect(samples.every((s) => 'a' in s)).toBe(true);
    expect(samples.some((s) => s.a === null)).toBe(true);
    expect(samples.some((s) => !('b' in s))).toBe(true);
    expect(samples.some((s) => Object.keys(s).some((k) => k !== 'a' && k !== 'b'))).toBe(true);
  });
});
