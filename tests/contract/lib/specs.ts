/**
 * Loads every OpenAPI document in openapi/services, resolves its $refs (local and across files) and indexes
 * the operations, with an Ajv (JSON Schema 2020-12) validator per response.
 * Every node marked `x-assumed: true` gets `x-assumed-at` (e.g. `services/photo.yaml#/components/schemas/Timeline`)
 * when its document loads, so the mark survives $ref resolution and a check can name the assumption it tested
 * (assumptions.ts); Ajv ignores both keywords.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVICES_DIR = path.join(REPO_ROOT, 'openapi/services');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Json = any;

export interface Operation {
  operationId: string;
  /** Spec file without extension, e.g. `photo`. */
  spec: string;
  /** Service name as config.json spells it, e.g. `sharedAlbums`. */
  service: string;
  method: string;
  /** Path template as written in the spec, e.g. `/photos/timeline/{year}/{month}`. */
  pathTemplate: string;
  /** Path of the server URL after `{origin}`, e.g. `/photo`. */
  serverPath: string;
  anonymous: boolean;
  /** Whether the caller can get it wrong: path or query parameters, or a request body. */
  hasInput: boolean;
  responses: Record<string, Json>;
  /** Path-level and operation-level parameters, $refs resolved (the operation's win on name and location). */
  parameters: Json[];
  /** The request body, $refs resolved, when the operation takes one. */
  requestBody?: Json;
  /** Where the operation's own `x-assumed: true` is (its `x-assumed-at`), when it has one. */
  assumedAt?: string;
}

/** Marks every `x-assumed: true` node of a parsed document with `x-assumed-at`: `<file under openapi/>#<pointer>`. */
export function markAssumptions(node: Json, at: string): void {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node) && node['x-assumed'] === true) node['x-assumed-at'] = at;
  for (const [key, child] of Object.entries<Json>(node)) {
    markAssumptions(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

const documents = new Map<string, Json>();
/** A parsed YAML document (cached), its assumptions marked. */
export function loadDocument(file: string): Json {
  let doc = documents.get(file);
  if (!doc) {
    doc = parse(readFileSync(file, 'utf8'));
    markAssumptions(doc, `${path.relative(path.join(REPO_ROOT, 'openapi'), file)}#`);
    documents.set(file, doc);
  }
  return doc;
}

function pointer(doc: Json, fragment: string): Json {
  return fragment
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean)
    .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

/** Returns `node` with every $ref replaced by its target (resolved relative to `file`). */
export function dereference(node: Json, file: string, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(item, file, seen));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const [target = '', fragment = ''] = node.$ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    const key = `${targetFile}#${fragment}`;
    if (seen.includes(key)) throw new Error(`Circular $ref ${key}`);
    const resolved = pointer(loadDocument(targetFile), fragment);
    if (resolved === undefined) throw new Error(`Unresolvable $ref ${node.$ref} in ${file}`);
    const { $ref: _ref, ...siblings } = node;
    return { ...dereference(resolved, targetFile, [...seen, key]), ...dereference(siblings, file, seen) };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(v, file, seen)]));
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function loadOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const fileName of readdirSync(SERVICES_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const file = path.join(SERVICES_DIR, fileName);
    const doc = dereference(loadDocument(file), file);
    const spec = fileName.replace(/\.yaml$/, '');
    const serverUrl: string = doc.servers?.[0]?.url ?? '';
    const serverPath = serverUrl.replace(/^'?\{origin\}/, '').replace(/^https?:\/\/[^/]+/, '');
    for (const [pathTemplate, item] of Object.entries<Json>(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const security = op.security ?? doc.security ?? [];
        const own: Json[] = op.parameters ?? [];
        const parameters = [
          ...(item.parameters ?? []).filter(
            (p: Json) => !own.some((o) => o.name === p.name && o.in === p.in),
          ),
          ...own,
        ];
        operations.push({
          operationId: op.operationId,
          spec,
          service: spec === 'app-static' ? 'app' : camel(spec),
          method: method.toUpperCase(),
          pathTemplate,
          serverPath,
          anonymous: security.length === 0 || security.some((s: Json) => Object.keys(s).length === 0),
          hasInput:
            Boolean(op.requestBody) || parameters.some((p: Json) => p.in === 'path' || p.in === 'query'),
          responses: op.responses ?? {},
          parameters,
          requestBody: op.requestBody,
          assumedAt: op['x-assumed-at'],
        });
      }
    }
  }
  return operations;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new WeakMap<object, ReturnType<typeof ajv.compile>>();

/** Validates a value against a (dereferenced) schema; returns readable errors, empty when valid. */
export function validateSchema(schema: Json, value: unknown): string[] {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim());
}
