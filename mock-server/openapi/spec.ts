/**
 * Loads a service contract (openapi/services/<name>.yaml) with every $ref resolved, local and across files,
 * so the mock can validate requests against the same document the types are generated from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SERVICES_DIR = fileURLToPath(new URL('../../openapi/services', import.meta.url));

// A parsed YAML document is untyped JSON.
type Json = any;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  style?: string;
  /** `false` with an array schema: one value, comma-separated (`?ids=a,b`). Default true for query (`?ids=a&ids=b`). */
  explode?: boolean;
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, Json> & { parameters?: OpenApiParameter[] }>;
}

const files = new Map<string, Json>();
function readYaml(file: string): Json {
  if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
  return files.get(file);
}

function atPointer(doc: Json, fragment: string): Json {
  const parts = fragment.split('/').filter(Boolean);
  return parts.reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

function resolveRefs(node: Json, file: string, trail: readonly string[]): Json {
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, file, trail));
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const [target = '', fragment = ''] = node.$ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    const key = `${targetFile}#${fragment}`;
    if (trail.includes(key)) throw new Error(`Circular $ref ${node.$ref} in ${file}`);
    const resolved = atPointer(readYaml(targetFile), fragment);
    if (resolved === undefined) throw new Error(`Cannot resolve $ref ${node.$ref} in ${file}`);
    const { $ref: _ref, ...siblings } = node;
    return { ...resolveRefs(resolved, targetFile, [...trail, key]), ...resolveRefs(siblings, file, trail) };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveRefs(v, file, trail)]));
}

const documents = new Map<string, OpenApiDocument>();

/** The dereferenced contract of a service, e.g. `loadServiceSpec('photo')`. Cached. */
export function loadServiceSpec(service: string): OpenApiDocument {
  let doc = documents.get(service);
  if (!doc) {
    const file = path.join(SERVICES_DIR, `${service}.yaml`);
    doc = resolveRefs(readYaml(file), file, []) as OpenApiDocument;
    documents.set(service, doc);
  }
  return doc;
}

export interface ResolvedOperation {
  operation: OpenApiOperation;
  /** Path-item and operation parameters merged (the operation's win). */
  parameters: OpenApiParameter[];
  /** True when the operation needs no credentials (`security: []` or an empty requirement). */
  anonymous: boolean;
}

/** Finds an operation by method and path template; throws when the contract has no such operation. */
export function findOperation(doc: OpenApiDocument, method: string, pathTemplate: string): ResolvedOperation {
  const item = doc.paths?.[pathTemplate];
  const operation: OpenApiOperation | undefined = item?.[method.toLowerCase()];
  if (!item || !operation)
    throw new Error(`The contract has no operation ${method.toUpperCase()} ${pathTemplate}`);
  const merged = new Map<string, OpenApiParameter>();
  for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])])
    merged.set(`${p.in}:${p.name}`, p);
  const security = operation.security ?? doc.security ?? [];
  return {
    operation,
    parameters: [...merged.values()],
    anonymous: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
  };
}
