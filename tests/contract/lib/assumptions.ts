/**
 * The specs' assumptions (`x-assumed: true` with an `x-assumption` sentence, where a source document says "not
 * shown") and whether a service's answers bore them out. Pure Node (no vitest imports).
 *
 * What a run can check, from the answers it receives:
 *   - an assumed operation holds when every success answer to it had a declared status, content type and a
 *     valid body (a declared error answer says nothing about it; an undeclared status refutes it);
 *   - an assumed response (e.g. the 403 Forbidden) holds when an answer with that status was valid;
 *   - an assumed header holds when an answer that declares it carried it, valid;
 *   - an assumed schema (a whole shape or one property, also in push messages) holds when every value it
 *     described in the answers validated against it.
 * Parameters and request bodies are the request side: an answer does not say whether the service needs or
 * limits them the way the spec assumes, so they are counted, not checked. An assumption no answer reached is
 * "not exercised" (so is a component schema only request bodies use). One failed check makes an assumption
 * "did not hold", whatever else held.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadDocument, REPO_ROOT, validateSchema } from './specs';

type Json = any;

export type AssumptionKind = 'operation' | 'response' | 'header' | 'schema' | 'request';

export interface AssumedPart {
  /** `<file under openapi/>#<JSON pointer>`, e.g. `services/photo.yaml#/components/schemas/Timeline`. */
  at: string;
  kind: AssumptionKind;
  /** The `x-assumption` sentence. */
  text: string;
  /** For an operation: its operationId. */
  operationId?: string;
}

export interface AssumptionCheck {
  at: string;
  held: boolean;
  /** Why it did not hold (the first validation error). */
  problem?: string;
  /** What was checked: an operationId and status, or a push channel and message. */
  via: string;
}

const OPENAPI_DIR = path.join(REPO_ROOT, 'openapi');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function kindOf(pointer: string[]): AssumptionKind {
  if (pointer.includes('parameters') || pointer.includes('requestBody')) return 'request';
  if (pointer.includes('headers')) return 'header';
  const last = pointer.at(-1) ?? '';
  if (pointer[0] === 'paths' && pointer.length === 3 && METHODS.has(last)) return 'operation';
  if (pointer.at(-2) === 'responses') return 'response';
  return 'schema';
}

/** Every assumption in openapi/services, openapi/components and openapi/asyncapi. */
export function listAssumedParts(): AssumedPart[] {
  const parts: AssumedPart[] = [];
  for (const dir of ['services', 'components', 'asyncapi']) {
    for (const name of readdirSync(path.join(OPENAPI_DIR, dir))
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      const visit = (node: Json, pointer: string[]) => {
        if (!node || typeof node !== 'object') return;
        if (!Array.isArray(node) && node['x-assumed'] === true) {
          const kind = kindOf(pointer);
          parts.push({
            at: node['x-assumed-at'],
            kind,
            text: String(node['x-assumption'] ?? ''),
            ...(kind === 'operation' ? { operationId: node.operationId } : {}),
          });
        }
        for (const [key, child] of Object.entries<Json>(node)) visit(child, [...pointer, key]);
      };
      visit(loadDocument(path.join(OPENAPI_DIR, dir, name)), []);
    }
  }
  return parts;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The assumed schemas a value passed through (a dereferenced schema walked together with the value), each
 * checked against the part of the value it describes. Branches of oneOf/anyOf are entered only when the value
 * matches them; optional properties the value lacks are not reached.
 */
export function checkSchemaAssumptions(schema: Json, value: unknown, via: string): AssumptionCheck[] {
  const checks: AssumptionCheck[] = [];
  const walk = (schemaNode: unknown, instance: unknown) => {
    if (!isObject(schemaNode)) return;
    const node: Json = schemaNode;
    if (typeof node['x-assumed-at'] === 'string') {
      const errors = validateSchema(node, instance);
      checks.push({ at: node['x-assumed-at'], held: errors.length === 0, problem: errors[0], via });
    }
    for (const sub of node.allOf ?? []) walk(sub, instance);
    for (const sub of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
      if (validateSchema(sub, instance).length === 0) walk(sub, instance);
    }
    if (Array.isArray(instance) && isObject(node.items)) {
      for (const item of instance) walk(node.items, item);
    } else if (isObject(instance)) {
      const properties: Record<string, Json> = node.properties ?? {};
      for (const [key, child] of Object.entries(instance)) {
        if (key in properties) walk(properties[key], child);
        else if (isObject(node.additionalProperties)) walk(node.additionalProperties, child);
      }
    }
  };
  walk(schema, value);
  return checks;
}

/** A header value as its schema types it (headers are text; an integer header is compared as a number). */
function headerValue(schema: Json, text: string): unknown {
  const type = schema?.type;
  return (type === 'integer' || type === 'number') && text.trim() !== '' ? Number(text) : text;
}

/** Problems with the declared headers of a response: present ones must validate (none is required here). */
export function headerProblems(declared: Json, headers: Headers): string[] {
  const problems: string[] = [];
  for (const [name, header] of Object.entries<Json>(declared?.headers ?? {})) {
    const text = headers.get(name);
    if (text === null) {
      if (header.required) problems.push(`header ${name} is required`);
      continue;
    }
    if (header.schema) {
      problems.push(
        ...validateSchema(header.schema, headerValue(header.schema, text)).map((e) => `header ${name} ${e}`),
      );
    }
  }
  return problems;
}

export interface AnswerToCheck {
  operationId: string;
  /** `x-assumed-at` of the operation, if it is assumed. */
  operationAssumedAt?: string;
  status: number;
  /** The declared response the status fell under (undefined when undeclared). */
  declared?: Json;
  /** The JSON schema the body was validated against, when it is JSON. */
  bodySchema?: Json;
  body?: unknown;
  headers: Headers;
  /** Everything the contract check found wrong with the answer. */
  problems: string[];
}

/** The assumption checks one answer allows (see the header comment). */
export function checkAnswerAssumptions(answer: AnswerToCheck): AssumptionCheck[] {
  const via = `${answer.operationId} ${answer.status}`;
  const checks: AssumptionCheck[] = [];
  const verdict = (at: string) => ({
    at,
    held: answer.problems.length === 0,
    problem: answer.problems[0],
    via,
  });
  const declared = answer.declared;
  // An operation's assumptions are about its success (status, shape): a declared error answer (401, 404, ...)
  // neither confirms nor refutes them; an undeclared status refutes them.
  const success = answer.status >= 200 && answer.status < 300;
  if (answer.operationAssumedAt && (success || !declared)) checks.push(verdict(answer.operationAssumedAt));
  if (!declared) return checks;
  if (typeof declared['x-assumed-at'] === 'string') checks.push(verdict(declared['x-assumed-at']));
  for (const [name, header] of Object.entries<Json>(declared.headers ?? {})) {
    if (typeof header['x-assumed-at'] !== 'string') continue;
    const text = answer.headers.get(name);
    const errors =
      text === null
        ? [`header ${name} is absent`]
        : header.schema
          ? validateSchema(header.schema, headerValue(header.schema, text))
          : [];
    checks.push({ at: header['x-assumed-at'], held: errors.length === 0, problem: errors[0], via });
  }
  if (answer.bodySchema !== undefined) {
    checks.push(...checkSchemaAssumptions(answer.bodySchema, answer.body, via));
  }
  return checks;
}

export interface AssumptionVerdict extends AssumedPart {
  verdict: 'held' | 'did not hold' | 'not exercised' | 'request side';
  /** The first failed check, for "did not hold". */
  failure?: AssumptionCheck;
  /** How many answers checked it. */
  checks: number;
}

export function judgeAssumptions(parts: AssumedPart[], checks: AssumptionCheck[]): AssumptionVerdict[] {
  return parts.map((part) => {
    const mine = checks.filter((c) => c.at === part.at);
    const failure = mine.find((c) => !c.held);
    const verdict =
      part.kind === 'request'
        ? 'request side'
        : failure
          ? 'did not hold'
          : mine.length > 0
            ? 'held'
            : 'not exercised';
    return { ...part, verdict, failure, checks: mine.length };
  });
}

const shorten = (text: string, max = 110) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The report after a run against real services: counts, then each assumption that held or did not. */
export function reportAssumptions(
  verdicts: AssumptionVerdict[],
  log: (line: string) => void = console.log,
): void {
  const count = (v: AssumptionVerdict['verdict']) => verdicts.filter((a) => a.verdict === v).length;
  log('');
  log('Assumptions (x-assumed) against the real services');
  log(`  assumed parts in the specs:  ${verdicts.length}`);
  log(`  held:                        ${count('held')}`);
  log(`  did not hold:                ${count('did not hold')}`);
  log(`  not exercised by this run:   ${count('not exercised')}`);
  log(`  request side (not checked):  ${count('request side')} [parameters and request bodies]`);
  for (const a of verdicts.filter((v) => v.verdict === 'did not hold')) {
    log(`  ✘ ${a.at} (${a.failure?.via}): ${a.failure?.problem ?? 'no problem recorded'}`);
    log(`      assumed: ${shorten(a.text)}`);
  }
  for (const a of verdicts.filter((v) => v.verdict === 'held')) {
    log(`  ✔ ${a.at} (${a.checks} ${a.checks === 1 ? 'answer' : 'answers'})`);
  }
}

/** Against the mock (built from the specs, so it proves nothing about them): the assumed operations, once. */
export function reportAssumedOperations(
  parts: AssumedPart[],
  log: (line: string) => void = console.log,
): void {
  const operations = parts.filter((p) => p.operationId).map((p) => p.operationId as string);
  log('');
  log(
    `Assumptions (x-assumed): ${parts.length} parts of the specs, ${operations.length} of them whole operations; ` +
      'CONTRACT_TARGET=real reports which held.',
  );
  log(`  assumed operations: ${operations.join(', ')}`);
}
