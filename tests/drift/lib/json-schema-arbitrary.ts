/**
 * fast-check arbitraries from JSON Schema (2020-12, as the OpenAPI 3.1 and AsyncAPI documents use it), for the
 * subset the specs use: type (also type arrays, for nullable), const, enum, object (properties, required,
 * additionalProperties, propertyNames with a pattern), array (items, minItems, maxItems, uniqueItems), string
 * (minLength, maxLength, pattern, formats date-time, date, uri, email, uuid, binary), integer and number
 * (minimum, maximum, exclusive bounds), boolean, null, oneOf, anyOf, allOf of objects, and the empty schema.
 * $refs must be resolved first (tests/contract/lib/specs.ts `dereference`). Any other keyword throws, so a spec
 * that starts using one fails here rather than being generated wrongly.
 *
 * Choices where the JSON Schema meaning is wider than what a service can send, each deliberate:
 *   - integers stay within JavaScript's safe range (a JSON integer beyond 2^53 reaches no JS client intact);
 *   - date-time values are RFC 3339 with an upper-case T and Z (what ISO 8601 serializers emit); the RFC's
 *     lower-case variants and leap seconds (23:59:60) are not generated; fractions have 1 to 9 digits and
 *     offsets are Z or +-hh:mm;
 *   - uuid values are any 8-4-4-4-12 hex string in either case (RFC 4122's text form, any version bits);
 *   - uri values are http(s) and ws(s) URLs (fast-check webUrl), with query and fragment;
 *   - where a schema allows unknown properties, up to two extra identifier-like keys with JSON values are added
 *     (services add fields; the app must ignore them).
 */
import * as fc from 'fast-check';
import { validateSchema } from '../../contract/lib/specs';

type Json = any;

/** Keywords that describe rather than constrain (and the specs' x- extensions). */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  'contentMediaType',
  'contentEncoding',
  'discriminator',
  'externalDocs',
  'xml',
]);

const SUPPORTED = new Set([
  'type',
  'const',
  'enum',
  'oneOf',
  'anyOf',
  'allOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The constraining keywords of a schema (annotations and x- extensions left out). */
function keywords(schema: Record<string, Json>): string[] {
  return Object.keys(schema).filter((key) => !ANNOTATIONS.has(key) && !key.startsWith('x-'));
}

/** Canonical JSON (sorted keys): equal for values JSON Schema's uniqueItems counts as equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** RFC 3339 full-date (years 0000 to 9999, real days only). */
export const fullDate = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(
    ({ year, month, day }) =>
      `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(day, daysIn(year, month)), 2)}`,
  );

const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => pad(n, 2));

/** RFC 3339 date-time (see the header for what is left out). */
export const dateTime = fc
  .tuple(
    fullDate,
    twoDigits(23),
    twoDigits(59),
    twoDigits(59),
    fc.option(fc.stringMatching(/^[0-9]{1,9}$/), { nil: '' }),
    fc.oneof(
      fc.constant('Z'),
      fc
        .tuple(fc.constantFrom('+', '-'), twoDigits(23), twoDigits(59))
        .map(([sign, hours, minutes]) => `${sign}${hours}:${minutes}`),
    ),
  )
  .map(
    ([date, hours, minutes, seconds, fraction, offset]) =>
      `${date}T${hours}:${minutes}:${seconds}${fraction ? `.${fraction}` : ''}${offset}`,
  );

/** A UUID's text form (8-4-4-4-12 hex digits, either case, any version and variant bits). */
export const uuidText = fc.stringMatching(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
);

export const uri = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl({ validSchemes: ['ws', 'wss'] }),
);

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  'date-time': dateTime,
  date: fullDate,
  uri,
  email: fc.emailAddress(),
  uuid: uuidText,
};

/** Length in code points, as JSON Schema counts it. */
const codePoints = (value: string) => [...value].length;

function stringArbitrary(schema: Record<string, Json>, where: string): fc.Arbitrary<string> {
  const min: number = schema.minLength ?? 0;
  const max: number | undefined = schema.maxLength;
  let base: fc.Arbitrary<string>;
  if (schema.format !== undefined && schema.format !== 'binary') {
    const format = FORMATS[schema.format];
    if (!format) throw new Error(`${where}: format "${schema.format}" is not supported`);
    // Both: values of the format that also match the pattern (e.g. a uri limited to http and https).
    const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
    base = pattern ? format.filter((value) => pattern.test(value)) : format;
  } else if (schema.pattern !== undefined) {
    base = fc.stringMatching(new RegExp(schema.pattern, 'u'));
  } else {
    return fc
      .string({ unit: 'grapheme', minLength: min, maxLength: max ?? min + 20 })
      .filter((value) => codePoints(value) >= min && (max === undefined || codePoints(value) <= max));
  }
  return base.filter((value) => codePoints(value) >= min && (max === undefined || codePoints(value) <= max));
}

function integerArbitrary(schema: Record<string, Json>): fc.Arbitrary<number> {
  const min = Math.max(
    -MAX_SAFE,
    schema.minimum ?? -MAX_SAFE,
    schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : -MAX_SAFE,
  );
  const max = Math.min(
    MAX_SAFE,
    schema.maximum ?? MAX_SAFE,
    schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : MAX_SAFE,
  );
  return fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
}

function numberArbitrary(schema: Record<string, Json>): fc.Arbitrary<number> {
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    min: schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_VALUE,
    max: schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_VALUE,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
  });
}

/** A key a service could plausibly add: identifier-like (no `__proto__` games). */
const extraKey = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,11}$/);
const anyJson = fc.jsonValue({ maxDepth: 2 });

function objectArbitrary(schema: Record<string, Json>, where: string): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Json> = schema.properties ?? {};
  const required: string[] = schema.required ?? [];
  const extra = schema.additionalProperties;
  const extraValue = isObject(extra) ? arbitraryFor(extra, `${where}/additionalProperties`) : anyJson;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) {
    model[key] = arbitraryFor(sub, `${where}/properties/${key}`);
  }
  // Required names the properties do not describe take the additional properties' schema.
  for (const key of required) model[key] ??= extraValue;
  const known = fc.record(model, { requiredKeys: required });
  if (extra === false) return known;
  const keyPattern = schema.propertyNames?.pattern;
  if (schema.propertyNames && (keywords(schema.propertyNames).length !== 1 || keyPattern === undefined)) {
    throw new Error(`${where}/propertyNames: only a pattern is supported`);
  }
  const keys = (keyPattern ? fc.stringMatching(new RegExp(keyPattern, 'u')) : extraKey).filter(
    (key) => !(key in model),
  );
  const extras = fc.dictionary(keys, extraValue, {
    maxKeys: isObject(extra) ? 4 : 2,
    noNullPrototype: true,
  });
  return fc.tuple(known, extras).map(([own, added]) => ({ ...added, ...own }));
}

function arrayArbitrary(schema: Record<string, Json>, where: string): fc.Arbitrary<unknown[]> {
  const item = schema.items === undefined ? anyJson : arbitraryFor(schema.items, `${where}/items`);
  const minLength: number = schema.minItems ?? 0;
  const maxLength: number = schema.maxItems ?? minLength + 4;
  return schema.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: canonicalJson })
    : fc.array(item, { minLength, maxLength });
}

/** allOf of object schemas as one object schema (properties and required merged). */
function mergeAllOf(schema: Record<string, Json>, where: string): Record<string, Json> {
  const { allOf, ...rest } = schema;
  return (allOf as Json[]).reduce<Record<string, Json>>((merged, part, i) => {
    const unsupported = keywords(part).filter((k) => !['type', 'properties', 'required'].includes(k));
    if (unsupported.length > 0 || (part.type !== undefined && part.type !== 'object')) {
      throw new Error(`${where}/allOf/${i}: only object parts are supported (${unsupported.join(', ')})`);
    }
    return {
      ...merged,
      type: 'object',
      properties: { ...merged.properties, ...part.properties },
      required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
    };
  }, rest);
}

const TYPES: Record<string, (schema: Record<string, Json>, where: string) => fc.Arbitrary<unknown>> = {
  object: objectArbitrary,
  array: arrayArbitrary,
  string: stringArbitrary,
  integer: integerArbitrary,
  number: numberArbitrary,
  boolean: () => fc.boolean(),
  null: () => fc.constant(null),
};

/**
 * An arbitrary of values valid against `schema` (a dereferenced JSON Schema); `where` names it in errors.
 * Throws for a keyword outside the supported subset.
 */
export function arbitraryFor(schema: Json, where = '#'): fc.Arbitrary<unknown> {
  if (schema === true) return anyJson;
  if (!isObject(schema)) throw new Error(`${where}: not a schema`);
  const used = keywords(schema);
  const unsupported = used.filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${where}: unsupported keyword(s) ${unsupported.join(', ')}`);
  if (used.length === 0) return anyJson;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.allOf) return arbitraryFor(mergeAllOf(schema, where), where);
  for (const combinator of ['oneOf', 'anyOf'] as const) {
    const branches: Json[] | undefined = schema[combinator];
    if (!branches) continue;
    if (used.length > 1) throw new Error(`${where}: ${combinator} next to other keywords`);
    const any = fc.oneof(...branches.map((b, i) => arbitraryFor(b, `${where}/${combinator}/${i}`)));
    // oneOf: valid against exactly one branch.
    return combinator === 'anyOf'
      ? any
      : any.filter((value) => branches.filter((b) => validateSchema(b, value).length === 0).length === 1);
  }
  const type: string | string[] | undefined =
    schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  if (type === undefined) throw new Error(`${where}: keywords without a type (${used.join(', ')})`);
  const types = Array.isArray(type) ? type : [type];
  const arbitraries = types.map((t) => {
    const make = TYPES[t];
    if (!make) throw new Error(`${where}: type "${t}" is not supported`);
    return make(schema, where);
  });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}
