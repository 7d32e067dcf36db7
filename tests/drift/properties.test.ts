/**
 * Drift, part 2 (property tests): payloads generated from the specs' JSON schemas (lib/json-schema-arbitrary.ts)
 * are accepted by the app's parsers. Each generated payload is first checked against the schema with Ajv (so
 * the generator cannot drift either), sent through JSON as a service would send it, then parsed; a parsed
 * result must not hold an Invalid Date. Fixed seed: a failure reproduces, and fast-check prints the shrunk
 * counterexample.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSchema } from '../contract/lib/specs';
import { arbitraryFor, canonicalJson } from './lib/json-schema-arbitrary';
import { messageMedia, problemResponses, responseMedia, type SpecMedia } from './lib/spec-media';
import { PUSH_PARSERS, RESPONSE_PARSERS } from './parsers';

const RUNS = { numRuns: 100, seed: 20251123 };

/** Every Date inside a parsed value. */
function datesIn(value: unknown): Date[] {
  if (value instanceof Date) return [value];
  if (Array.isArray(value)) return value.flatMap(datesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(datesIn);
  return [];
}

/** The distinct schemas among media (every problem response shares one Problem schema). */
function distinctSchemas(media: SpecMedia[]): SpecMedia[] {
  const seen = new Set<string>();
  return media.filter((m) => {
    const key = canonicalJson(m.schema);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function checkAccepted(
  schema: unknown,
  payload: unknown,
  parse: (wire: unknown) => Promise<unknown>,
): Promise<void> {
  expect(validateSchema(schema, payload), 'the generator made a payload the spec rejects').toEqual([]);
  const wire: unknown = JSON.parse(JSON.stringify(payload));
  const parsed = await parse(wire);
  expect(parsed).toBeDefined();
  for (const date of datesIn(parsed)) expect(Number.isNaN(date.getTime()), 'Invalid Date').toBe(false);
}

describe('the app parses every payload the specs allow', () => {
  for (const parser of RESPONSE_PARSERS) {
    const media =
      parser.responses === 'every problem+json response'
        ? distinctSchemas(problemResponses())
        : parser.responses.map(responseMedia);
    for (const m of media) {
      it(`${parser.name}: ${m.label}`, async () => {
        await fc.assert(
          fc.asyncProperty(arbitraryFor(m.schema, m.label), (payload) =>
            checkAccepted(m.schema, payload, (wire) => parser.parse(wire, m.status ?? 400)),
          ),
          RUNS,
        );
      });
    }
  }

  for (const parser of PUSH_PARSERS) {
    const m = messageMedia(parser.channel, parser.message);
    it(`${parser.name}: ${m.label}`, async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryFor(m.schema, m.label), (payload) =>
          checkAccepted(m.schema, payload, parser.parse),
        ),
        RUNS,
      );
    });
  }
});
