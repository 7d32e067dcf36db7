/**
 * Requests generated from an operation's contract (issue 12, ADR 054): one valid request (positive data) and the
 * requests the contract forbids (negative data), for `generated.test.ts`.
 *
 * Positive: the required path, query and header parameters and, when the operation takes one, the body, each
 * from the spec's example when it has one and validates, else sampled from the schema (`sample`: default, const,
 * first enum value, a value per format, strings of the minimum length, minItems items, required properties
 * only), else from the drift suite's generator (fast-check, fixed seed). A value that does not validate against
 * its own schema is not sent: the operation is skipped with the reason.
 *
 * Negative: from the positive request, one change at a time, each checked to break the schema (a change that
 * still validates is dropped): a malformed X-CorrelationId; a required parameter, body or body field left out;
 * a value of the wrong type; a string one character over maxLength; a value outside the enum; a string the
 * pattern or format refuses; a number outside minimum/maximum; an array under minItems or over maxItems.
 * Body changes reach nested objects and the first item of arrays (depth 4), so the address of a request body
 * is checked field by field.
 *
 * Hostile data (issue 24): every string value also with a NUL added (a negative case where the contract refuses
 * control characters); an object body with an undeclared field nested 40 levels deep (400: common.yaml's
 * BadRequest bounds depth); a JSON body over 1 MiB to every operation (413, declared on every operation; for a
 * GET, which fetch sends no body with, generated.test.ts sends it over node:http). The positive request carries an undeclared property (`UNDECLARED`) in its body
 * and every object in it (`withUndeclaredFields`): accepted as before, and no answer may ever carry it back.
 */
import * as fc from 'fast-check';
import { arbitraryFor } from '../../drift/lib/json-schema-arbitrary';
import { validateSchema, type Operation } from './specs';

type Json = any;

export interface GeneratedRequest {
  /** What the request is, e.g. `positive` or `body.address.postalCode over maxLength 20`. */
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body (absent: none sent). */
  body?: unknown;
  /** Multipart fields (`files` and such): the sender turns them into a form. */
  form?: Record<string, unknown>;
}

export type Positive = { request: GeneratedRequest } | { skip: string };

const PARAM_LOCATIONS = ['path', 'query', 'header'] as const;
type ParamLocation = (typeof PARAM_LOCATIONS)[number];

const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11',
  'date-time': '2026-10-03T09:12:44Z',
  date: '2026-10-03',
  email: 'contracts@example.com',
  uri: 'https://www.example.com/account',
  'uri-reference': 'https://www.example.com/account',
  url: 'https://www.example.com/account',
  hostname: 'www.example.com',
  binary: 'binary',
};

const typeOf = (schema: Json): string | undefined => {
  const t = schema?.type;
  if (Array.isArray(t)) return t.find((x: string) => x !== 'null');
  if (t) return t;
  if (schema?.properties) return 'object';
  if (schema?.items) return 'array';
  return undefined;
};

const valid = (schema: Json, value: unknown) => validateSchema(schema, value).length === 0;

function firstExample(holder: Json): unknown {
  if (!holder) return undefined;
  if (holder.example !== undefined) return holder.example;
  if (Array.isArray(holder.examples) && holder.examples.length > 0) return holder.examples[0];
  if (holder.examples && typeof holder.examples === 'object') {
    const first = Object.values<Json>(holder.examples)[0];
    return first?.value;
  }
  return undefined;
}

/** A deterministic value for a schema: its example, default, const, first enum value, or one built from its keywords. */
export function sample(schema: Json, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  const example = firstExample(schema);
  if (example !== undefined && valid(schema, example)) return example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) {
      for (const branch of schema[key]) {
        const value = sample(branch, depth + 1);
        if (value !== undefined && valid(schema, value)) return value;
      }
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((s: Json) => sample(s, depth + 1));
    if (parts.every((p: unknown) => p && typeof p === 'object' && !Array.isArray(p))) {
      return Object.assign({}, ...parts);
    }
  }
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        out[name] = sample(schema.properties?.[name] ?? {}, depth + 1);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () =>
        sample(schema.items ?? {}, depth + 1),
      );
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
      const min = Math.max(schema.minLength ?? 0, 8);
      return 'Contract'.padEnd(Math.min(min, schema.maxLength ?? min), 'x');
    }
    default:
      return undefined;
  }
}

/** `sample`, or else the first valid value of the drift generator (fixed seed); undefined when neither gives one. */
export function validSample(schema: Json): unknown {
  const value = sample(schema);
  if (value !== undefined && valid(schema, value)) return value;
  try {
    const [generated] = fc.sample(arbitraryFor(schema), { seed: 12, numRuns: 1 });
    return generated !== undefined && valid(schema, generated) ? generated : undefined;
  } catch {
    return undefined;
  }
}

function paramsIn(op: Operation, location: ParamLocation): Json[] {
  return op.parameters.filter((p) => p.in === location);
}

function jsonBodySchema(op: Operation): Json | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

function formSchema(op: Operation): Json | undefined {
  return op.requestBody?.content?.['multipart/form-data']?.schema;
}

/** The positive request of an operation, or why there is none. */
export function positiveRequest(op: Operation): Positive {
  const request: GeneratedRequest = { label: 'positive', path: {}, query: {}, headers: {} };
  for (const location of PARAM_LOCATIONS) {
    for (const param of paramsIn(op, location)) {
      if (!param.required && location !== 'path') continue;
      const schema = param.schema ?? {};
      const example = firstExample(param);
      const value = example !== undefined && valid(schema, example) ? example : validSample(schema);
      if (value === undefined) return { skip: `no valid value for ${location} parameter ${param.name}` };
      const target = location === 'header' ? request.headers : request[location];
      target[param.name] = Array.isArray(value) ? value.join(',') : String(value);
    }
  }
  if (op.requestBody) {
    const media = op.requestBody.content?.['application/json'];
    const form = formSchema(op);
    if (media?.schema) {
      const example = firstExample(media);
      const body =
        example !== undefined && valid(media.schema, example) ? example : validSample(media.schema);
      if (body === undefined) return { skip: 'no valid body from the schema or its examples' };
      request.body = body;
    } else if (form) {
      request.form = Object.fromEntries(
        (form.required ?? []).map((name: string) => [name, sample(form.properties?.[name] ?? {})]),
      );
    } else {
      return { skip: `request body of type ${Object.keys(op.requestBody.content ?? {}).join(', ')}` };
    }
  }
  return { request };
}

// ---------------------------------------------------------------------------------------------------------
// Negative data

interface Breakage {
  label: string;
  value: unknown;
}

const PATTERN_CANDIDATES = ['\u0001', '<x>;', ' x', '!!', 'x y', '-', 'ab', '0', 'ZZZ-999-zz', 'a'.repeat(3)];

/** The property the generated requests add where the contract declares none: no answer may carry it back. */
export const UNDECLARED = 'contractsUndeclaredField';
/** Just over the 1 MiB the services read of a JSON body (ContentTooLarge of components/responses.yaml). */
export const OVERSIZED_BODY_BYTES = 1024 * 1024 + 1024;

const undeclaredValue = () => ({ nested: [{ deeper: { deepest: `${UNDECLARED} value` } }] });

/** `levels` objects nested in each other. */
export function nestedObject(levels: number): unknown {
  let value: unknown = 'deepest';
  for (let level = 0; level < levels; level += 1) value = { [UNDECLARED]: value };
  return value;
}

/**
 * The request with an undeclared property in its JSON body and every object in it (depth 4), where the body still
 * validates (a map's entries are not touched: if the whole fails, the root only, else the request as it was).
 */
export function withUndeclaredFields(op: Operation, request: GeneratedRequest): GeneratedRequest {
  const schema = jsonBodySchema(op);
  const body = request.body;
  if (!schema || !body || typeof body !== 'object' || Array.isArray(body)) return request;
  const everywhere = clone(body) as Record<string, unknown>;
  const mark = (value: unknown, depth: number) => {
    if (depth > 4 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item) => mark(item, depth + 1));
    for (const child of Object.values(value)) mark(child, depth + 1);
    (value as Record<string, unknown>)[UNDECLARED] = undeclaredValue();
  };
  mark(everywhere, 0);
  if (valid(schema, everywhere)) return { ...request, body: everywhere };
  const root = { ...(body as object), [UNDECLARED]: undeclaredValue() };
  return valid(schema, root) ? { ...request, body: root } : request;
}

/** The values that break one schema (each verified by the caller), with what they break. */
export function breakagesOf(schema: Json, current: unknown): Breakage[] {
  const out: Breakage[] = [];
  const type = typeOf(schema);
  // Wrong type.
  const wrongType: Record<string, unknown> = {
    string: 12345,
    integer: 'not-a-number',
    number: 'not-a-number',
    boolean: 'not-a-boolean',
    array: 'not-an-array',
    object: 'not-an-object',
  };
  if (type && type in wrongType) out.push({ label: `wrong type (${type} expected)`, value: wrongType[type] });
  if (type === 'integer') out.push({ label: 'wrong type (fraction for integer)', value: 1.5 });
  if (Array.isArray(schema.enum)) out.push({ label: 'outside enum', value: 'not-in-the-enum' });
  if (type === 'string') {
    const text = typeof current === 'string' && current.length > 0 ? current : 'x';
    out.push({ label: 'with a control character (NUL)', value: `${text.slice(0, 1)}\u0000${text.slice(1)}` });
    if (typeof schema.maxLength === 'number') {
      const base = typeof current === 'string' && current.length > 0 ? current : 'x';
      out.push({
        label: `over maxLength ${schema.maxLength}`,
        value: base.padEnd(schema.maxLength + 1, base.at(-1) === ' ' ? 'x' : base.at(-1)),
      });
    }
    if (typeof schema.minLength === 'number' && schema.minLength > 0) {
      out.push({ label: `under minLength ${schema.minLength}`, value: '' });
    }
    if (schema.pattern) {
      const re = new RegExp(schema.pattern, 'u');
      const bad = PATTERN_CANDIDATES.find(
        (c) => !re.test(c) && c.length >= (schema.minLength ?? 0) && c.length <= (schema.maxLength ?? 1e9),
      );
      if (bad !== undefined) out.push({ label: 'outside pattern', value: bad });
    }
    if (schema.format && schema.format !== 'binary') {
      out.push({ label: `not a ${schema.format}`, value: 'not a valid value' });
    }
  }
  if (type === 'integer' || type === 'number') {
    if (typeof schema.minimum === 'number') out.push({ label: 'under minimum', value: schema.minimum - 1 });
    if (typeof schema.maximum === 'number') out.push({ label: 'over maximum', value: schema.maximum + 1 });
  }
  if (type === 'array') {
    if (typeof schema.minItems === 'number' && schema.minItems > 0) {
      out.push({ label: `under minItems ${schema.minItems}`, value: [] });
    }
    if (typeof schema.maxItems === 'number' && Array.isArray(current) && current.length > 0) {
      out.push({
        label: `over maxItems ${schema.maxItems}`,
        value: Array.from({ length: schema.maxItems + 1 }, (_, i) => current[i % current.length]),
      });
    }
  }
  return out;
}

/** The schema of a property, looking through allOf (objects) and nullable type lists. */
function propertySchema(schema: Json, name: string): Json | undefined {
  if (schema?.properties?.[name]) return schema.properties[name];
  for (const part of schema?.allOf ?? []) {
    const found = propertySchema(part, name);
    if (found) return found;
  }
  return undefined;
}

function requiredOf(schema: Json): string[] {
  return [...(schema?.required ?? []), ...(schema?.allOf ?? []).flatMap((p: Json) => requiredOf(p))];
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const copy: any = clone(root);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path.at(-1) as string | number;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

interface BodyChange {
  label: string;
  body: unknown;
}

/** Changes of a JSON body that break its schema: one per field, nested objects and first array items included. */
function bodyChanges(rootSchema: Json, root: unknown): BodyChange[] {
  const changes: BodyChange[] = [];
  const walk = (schema: Json, value: unknown, path: (string | number)[], depth: number) => {
    if (!schema || depth > 4) return;
    const name = ['body', ...path].join('.');
    if (path.length > 0) {
      for (const b of breakagesOf(schema, value)) {
        changes.push({ label: `${name} ${b.label}`, body: setAt(root, path, b.value) });
      }
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const field of requiredOf(schema)) {
        if (field in (value as object)) {
          changes.push({
            label: `${name}.${field} missing`,
            body: setAt(root, [...path, field], undefined, true),
          });
        }
      }
      for (const [field, child] of Object.entries(value as object)) {
        walk(propertySchema(schema, field), child, [...path, field], depth + 1);
      }
    } else if (Array.isArray(value) && value.length > 0 && schema.items) {
      walk(schema.items, value[0], [...path, 0], depth + 1);
    }
  };
  walk(rootSchema, root, [], 0);
  return changes;
}

/** A parameter as a service reads it off the wire: numbers and booleans coerced, like the mock's validator. */
function coerce(schema: Json, wire: string): unknown {
  const type = typeOf(schema);
  if ((type === 'integer' || type === 'number') && wire.trim() !== '' && !Number.isNaN(Number(wire))) {
    return Number(wire);
  }
  if (type === 'boolean' && (wire === 'true' || wire === 'false')) return wire === 'true';
  return wire;
}

/** The requests the contract forbids, derived from the positive one; each verified to break the schema. */
export function negativeRequests(op: Operation, positive: GeneratedRequest): GeneratedRequest[] {
  const out: GeneratedRequest[] = [];
  const variant = (label: string, change: (r: GeneratedRequest) => void) => {
    const r: GeneratedRequest = { ...clone({ ...positive, form: undefined }), form: positive.form, label };
    change(r);
    out.push(r);
  };
  for (const location of PARAM_LOCATIONS) {
    for (const param of paramsIn(op, location)) {
      const schema = param.schema ?? {};
      const bucket = (r: GeneratedRequest) => (location === 'header' ? r.headers : r[location]);
      const current = bucket(positive)[param.name];
      if (param.required && location === 'query') {
        variant(`query.${param.name} missing`, (r) => delete bucket(r)[param.name]);
      }
      for (const b of breakagesOf(schema, current)) {
        // On the wire every parameter is a string: a number for a string parameter is no wrong type.
        const wire = Array.isArray(b.value) ? b.value.join(',') : String(b.value);
        if (typeOf(schema) === 'array' && !Array.isArray(b.value)) continue;
        if (location === 'path' && wire === '') continue; // an empty segment is another route
        if (location === 'header' && [...wire].some((c) => c.charCodeAt(0) < 0x20)) continue; // fetch refuses it
        if (typeOf(schema) === 'string' && b.label.startsWith('wrong type')) continue;
        if (valid(schema, coerce(schema, wire))) continue; // still valid as the service reads it
        variant(`${location}.${param.name} ${b.label}`, (r) => {
          bucket(r)[param.name] = wire;
        });
      }
    }
  }
  const bodySchema = jsonBodySchema(op);
  if (bodySchema && positive.body !== undefined) {
    if (op.requestBody?.required) variant('body missing', (r) => delete r.body);
    for (const change of bodyChanges(bodySchema, positive.body)) {
      if (valid(bodySchema, change.body)) continue;
      variant(change.label, (r) => {
        r.body = change.body;
      });
    }
  }
  if (bodySchema && positive.body && typeof positive.body === 'object' && !Array.isArray(positive.body)) {
    variant('body with an undeclared field nested 40 levels deep', (r) => {
      r.body = { ...(positive.body as object), [UNDECLARED]: nestedObject(40) };
    });
  }
  // fetch sends no body with a GET.
  if (op.method !== 'GET') {
    variant(`body of ${OVERSIZED_BODY_BYTES} bytes`, (r) => {
      r.form = undefined;
      r.body = { [UNDECLARED]: 'x'.repeat(OVERSIZED_BODY_BYTES) };
    });
  }
  const form = formSchema(op);
  if (form && positive.form) {
    for (const name of form.required ?? []) {
      variant(`form.${name} missing`, (r) => {
        const { [name]: _dropped, ...rest } = r.form ?? {};
        r.form = rest;
      });
    }
  }
  // De-duplicate identical requests (two breakages may produce the same value).
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = JSON.stringify([r.path, r.query, r.headers, r.body, r.form && Object.keys(r.form)]);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
