/**
 * Calls one operation by operationId and checks the answer against the contract:
 * the status is declared, the content type is declared for it, the declared headers it carries validate, and
 * the body validates against its schema.
 * Every call is recorded for the coverage report, and the assumed parts of the spec the answer reached are
 * checked (assumptions.ts), as are those of every push frame a test's socket receives; global-setup.ts prints
 * both reports.
 */
import { inject } from 'vitest';
import {
  checkAnswerAssumptions,
  checkSchemaAssumptions,
  headerProblems,
  type AnswerToCheck,
} from './assumptions';
import { onPushFrame } from './asyncapi';
import { appendRecords, ASSUMPTION_CHECKS, CALLS } from './run-records';
import { loadOperations, validateSchema, type Operation } from './specs';
import { baseUrl } from './target';

export interface CallOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A multipart/form-data body instead of JSON. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

export interface ContractResponse {
  status: number;
  headers: Headers;
  contentType: string;
  body: any;
  operation: Operation;
}

const operations = loadOperations();

export function operation(operationId: string): Operation {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in openapi/services`);
  return op;
}

function declaredResponse(op: Operation, status: number): any {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

const runDir = () => inject('coverageDir');

onPushFrame((channel, message, payload) =>
  appendRecords(
    runDir(),
    ASSUMPTION_CHECKS,
    checkSchemaAssumptions(message.payload, payload, `${channel} push ${message.key}`),
  ),
);

/**
 * Records an answer for the reports: the call for the coverage report, and the assumption checks it allows.
 * `call` does it for every answer; a test that sends a request `call` cannot (e.g. multipart) calls it itself.
 */
export function recordAnswer(answer: AnswerToCheck): void {
  appendRecords(runDir(), CALLS, [{ operationId: answer.operationId, status: answer.status }]);
  appendRecords(runDir(), ASSUMPTION_CHECKS, checkAnswerAssumptions(answer));
}

/** Calls an operation and throws when the answer breaks the contract (see `answer` for one that does not). */
export async function call(operationId: string, options: CallOptions = {}): Promise<ContractResponse> {
  const { problems, text, url, ...response } = await checkedAnswer(operationId, options);
  if (problems.length > 0) {
    throw new Error(
      `${response.operation.method} ${url.pathname} (${operationId}) answered ${response.status} against the contract:\n- ${problems.join('\n- ')}\n${text.slice(0, 500)}`,
    );
  }
  return response;
}

/**
 * Calls an operation and returns the answer with the ways it breaks the contract (`problems`, empty when it
 * keeps it); recorded for the reports like every call.
 */
export async function checkedAnswer(
  operationId: string,
  options: CallOptions = {},
): Promise<ContractResponse & { problems: string[]; text: string; url: URL }> {
  const op = operation(operationId);
  const base = baseUrl(op.service, op.serverPath);
  if (!base) throw new Error(`No base URL for service ${op.service}`);
  const pathname = op.pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.path?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${operationId}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(base + pathname);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers(options.headers);
  // A test may send its own (e.g. a malformed one, to see it refused); otherwise a fresh UUID per call.
  if (!headers.has('X-CorrelationId')) headers.set('X-CorrelationId', crypto.randomUUID());
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method: op.method, headers, body });
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const raw = await response.arrayBuffer();
  const text = new TextDecoder().decode(raw);
  const isJson = /json$/.test(contentType);
  const parsed = isJson && text ? JSON.parse(text) : isJson ? undefined : raw;

  const problems: string[] = [];
  const declared = declaredResponse(op, response.status);
  let bodySchema: unknown;
  if (!declared) {
    problems.push(
      `status ${response.status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`,
    );
  } else {
    problems.push(...headerProblems(declared, response.headers));
    const media = declared.content?.[contentType];
    if (declared.content && !media) {
      problems.push(
        `content type "${contentType}" is not declared (${Object.keys(declared.content).join(', ')})`,
      );
    } else if (isJson && media?.schema) {
      bodySchema = media.schema;
      problems.push(...validateSchema(media.schema, parsed).map((e) => `body ${e}`));
    }
  }
  recordAnswer({
    operationId,
    operationAssumedAt: op.assumedAt,
    status: response.status,
    declared,
    bodySchema,
    body: parsed,
    headers: response.headers,
    problems,
  });
  return {
    status: response.status,
    headers: response.headers,
    contentType,
    body: parsed,
    operation: op,
    problems,
    text,
    url,
  };
}
