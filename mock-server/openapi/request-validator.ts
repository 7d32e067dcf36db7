/**
 * Validates a request's path, query and header parameters and its JSON body against the contract's
 * operation (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it). Parameters are coerced to their schema types
 * ("24" -> 24) and defaults are applied, so handlers receive typed values. A valid body keeps only what its schema
 * declares (issue 24): properties no part of the schema names are dropped, at every level, so nothing the contract
 * does not describe is stored or answered back. A body nested deeper than MAX_JSON_DEPTH is refused (400, as
 * common.yaml's BadRequest states).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiParameter, ResolvedOperation } from './spec';

export interface FieldError {
  /** `path.year`, `query.limit`, `header.X-CorrelationId`, `body.photoIds`. */
  field: string;
  message: string;
}

export interface ValidRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
}

export type ValidationResult = { ok: true; value: ValidRequest } | { ok: false; errors: FieldError[] };

export interface RawRequest {
  /** Path parameters as matched from the URL (strings). */
  params: Record<string, string | readonly string[] | undefined>;
  url: URL;
  headers: Headers;
  /** The parsed JSON body; `undefined` when there is none. Unparseable JSON should be reported before. */
  body?: unknown;
}

type Location = 'path' | 'query' | 'header';
const LOCATIONS: Location[] = ['path', 'query', 'header'];

// One instance coerces parameters (always strings on the wire); bodies are JSON and must match exactly.
const paramsAjv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true, useDefaults: true });
const bodyAjv = new Ajv2020({ strict: false, allErrors: true, useDefaults: true });
addFormats(paramsAjv);
addFormats(bodyAjv);

function objectSchema(parameters: OpenApiParameter[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  };
}

function describe(error: ErrorObject): { name: string; message: string } {
  const name = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty ?? '');
    return { name: name ? `${name}.${missing}` : missing, message: 'is required' };
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return { name, message: `must be one of: ${allowed.join(', ')}` };
  }
  return { name, message: error.message ?? 'is not valid' };
}

function toFieldErrors(location: string, errors: ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  return (
    (errors ?? [])
      // An if/then rule's own error ('must match "then" schema') only repeats the field errors of its branch.
      .filter((error) => error.keyword !== 'if')
      .map((error) => {
        const { name, message } = describe(error);
        return { field: name ? `${location}.${name}` : location, message };
      })
      .filter((e) => {
        const key = `${e.field}|${e.message}`;
        return seen.has(key) ? false : (seen.add(key), true);
      })
  );
}

/** The deepest nesting of objects and arrays a JSON body may have (common.yaml BadRequest). */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a parsed JSON value (a scalar 0, `{}` 1), counted without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, level]);
  }
  return deepest;
}

type SchemaObject = Record<string, unknown>;
const isRecord = (value: unknown): value is SchemaObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The schema and every part a value may also have to match (allOf, anyOf, oneOf, if/then/else), flattened. */
function schemaParts(schema: SchemaObject, parts: SchemaObject[] = []): SchemaObject[] {
  parts.push(schema);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[keyword];
    if (Array.isArray(list)) for (const part of list) if (isRecord(part)) schemaParts(part, parts);
  }
  for (const keyword of ['then', 'else']) {
    const part = schema[keyword];
    if (isRecord(part)) schemaParts(part, parts);
  }
  return parts;
}

/**
 * Drops, in place, the properties of `data` that its schema does not declare: an object whose schema names its
 * `properties` keeps those (and, where `additionalProperties` is a schema or true, the others too); a schema that
 * names none (free-form) keeps everything. Arrays are walked with their `items`.
 */
export function stripUndeclared(schema: unknown, data: unknown): void {
  if (!isRecord(schema) || data === null || typeof data !== 'object') return;
  const parts = schemaParts(schema);
  if (Array.isArray(data)) {
    for (const part of parts)
      if (isRecord(part.items)) for (const item of data) stripUndeclared(part.items, item);
    return;
  }
  const declared = new Map<string, SchemaObject[]>();
  const others: SchemaObject[] = [];
  let closed = false;
  let open = false;
  for (const part of parts) {
    if (isRecord(part.properties)) {
      closed = true;
      for (const [name, sub] of Object.entries(part.properties))
        if (isRecord(sub)) declared.set(name, [...(declared.get(name) ?? []), sub]);
    }
    if (part.additionalProperties === false) closed = true;
    else if (part.additionalProperties === true || part.patternProperties !== undefined) open = true;
    else if (isRecord(part.additionalProperties)) others.push(part.additionalProperties);
  }
  const record = data as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    const subs = declared.get(name) ?? others;
    if (subs.length > 0) for (const sub of subs) stripUndeclared(sub, record[name]);
    else if (closed && !open) delete record[name];
  }
}

function isArraySchema(schema: { type?: unknown } | undefined): boolean {
  const type = schema?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

export type RequestValidator = (request: RawRequest) => ValidationResult;

/**
 * The validators compiled so far, by operation (the contracts are loaded once per process: loadServiceSpec).
 * The mock's tests register the handlers again for every server they start; Ajv keeps a compiled schema by its
 * object, but the parameters' schema is made here, so each registration compiled it again.
 */
const compiledByOperation = new WeakMap<ResolvedOperation['operation'], RequestValidator>();

/** The validator of one operation, compiled on its first registration. */
export function createRequestValidator(resolved: ResolvedOperation): RequestValidator {
  let validator = compiledByOperation.get(resolved.operation);
  if (!validator) {
    validator = compileRequestValidator(resolved);
    compiledByOperation.set(resolved.operation, validator);
  }
  return validator;
}

function compileRequestValidator({ operation, parameters }: ResolvedOperation): RequestValidator {
  const byLocation = new Map<Location, { parameters: OpenApiParameter[]; validate: ValidateFunction }>();
  for (const location of LOCATIONS) {
    const list = parameters.filter((p) => p.in === location);
    if (list.length > 0)
      byLocation.set(location, { parameters: list, validate: paramsAjv.compile(objectSchema(list)) });
  }
  const jsonBody = operation.requestBody?.content?.['application/json'];
  const bodyRequired = operation.requestBody?.required === true;
  const validateBody = jsonBody?.schema ? bodyAjv.compile(jsonBody.schema) : undefined;

  return (request) => {
    const value: ValidRequest = { path: {}, query: {}, header: {}, body: request.body };
    const errors: FieldError[] = [];
    for (const [location, { parameters: list, validate }] of byLocation) {
      const data: Record<string, unknown> = {};
      for (const p of list) {
        const raw =
          location === 'path'
            ? request.params[p.name]
            : location === 'query'
              ? request.url.searchParams.getAll(p.name)
              : (request.headers.get(p.name) ?? undefined);
        let values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
        if (values.length === 0) continue;
        // style form, explode false: `?ids=a,b` is the array [a, b].
        if (location === 'query' && p.explode === false && isArraySchema(p.schema)) {
          values = values.flatMap((v: string) => v.split(','));
        }
        data[p.name] = isArraySchema(p.schema) ? [...values] : values[0];
      }
      if (!validate(data)) errors.push(...toFieldErrors(location, validate.errors));
      value[location] = data;
    }
    if (request.body === undefined) {
      if (bodyRequired) errors.push({ field: 'body', message: 'is required' });
    } else if (jsonDepth(request.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      errors.push({ field: 'body', message: `must not be nested deeper than ${MAX_JSON_DEPTH} levels` });
    } else if (validateBody && !validateBody(request.body)) {
      errors.push(...toFieldErrors('body', validateBody.errors));
    } else if (jsonBody?.schema) {
      stripUndeclared(jsonBody.schema, request.body);
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
  };
}

/** `query parameter "limit" must be <= 500` */
export function describeErrors(errors: readonly FieldError[]): string {
  return errors
    .map(({ field, message }) => {
      const [location = '', ...rest] = field.split('.');
      const name = rest.join('.');
      const kind = location === 'body' ? 'body field' : `${location} parameter`;
      return name ? `${kind} "${name}" ${message}` : `${location} ${message}`;
    })
    .join('; ');
}
