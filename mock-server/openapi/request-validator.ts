/**
 * Validates a request's path, query and header parameters and its JSON body against the contract's
 * operation (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it). Parameters are coerced to their schema types
 * ("24" -> 24) and defaults are applied, so handlers receive typed values.
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

function isArraySchema(schema: { type?: unknown } | undefined): boolean {
  const type = schema?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

export type RequestValidator = (request: RawRequest) => ValidationResult;

/** Compiles the validator of one operation (once, at handler registration). */
export function createRequestValidator({ operation, parameters }: ResolvedOperation): RequestValidator {
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
    } else if (validateBody && !validateBody(request.body)) {
      errors.push(...toFieldErrors('body', validateBody.errors));
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
