/**
 * Schema-generated requests for every operation of every contract (issue 12, ADR 054; lib/schema-requests.ts):
 * one valid request per operation must get a declared 2xx, and every request the schema forbids (a field left
 * out, a wrong type, a string over maxLength, a value outside the enum, pattern or format, a malformed
 * X-CorrelationId, a control character, a body nested too deep or too large) a declared 4xx; never a 500, never an
 * undeclared status, every answer valid against its schema (`answer` checks it). The positive requests carry an
 * undeclared field (issue 24); at the end every read operation is asked again, and the state it reads back must
 * still validate against the contract and carry no undeclared field (against the mock, the error reports too). The run's summary (global-setup.ts) counts, per service, the operations covered,
 * the positive and negative requests and the skipped operations with their reason.
 *
 * Positive requests that need existing resources take their ids from list calls first (`STATE`); the rest of
 * their request comes from the schema. Against the mock everything runs as contracts@example.com, an account no
 * other test reads (its data is changed here: albums created and deleted, photos deleted, uploads added).
 * Against real services (`CONTRACT_TARGET=real`), the one CONTRACT_TOKEN account; operations other than GET run
 * only with CONTRACT_MUTATIONS=1, and operations whose state the account may lack are skipped with the reason.
 */
import { request as httpRequest } from 'node:http';
import { inject, describe, expect, it, type ExpectStatic } from 'vitest';
import sharp from 'sharp';
import { call, checkedAnswer, type CallOptions } from './lib/client';
import type { GeneratedRecord } from './lib/generated-report';
import { appendRecords, GENERATED } from './lib/run-records';
import {
  negativeRequests,
  OVERSIZED_BODY_BYTES,
  positiveRequest,
  UNDECLARED,
  withUndeclaredFields,
  type GeneratedRequest,
} from './lib/schema-requests';
import { loadOperations, type Operation } from './lib/specs';
import { baseUrl, isMock, mockUrl, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';
import { STATE, type StateOverride } from './lib/generated-state';

const OWNER = 'contracts@example.com';

let jpeg: Promise<Uint8Array> | undefined;
const tinyJpeg = () =>
  (jpeg ??= sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a7fbf' } })
    .jpeg()
    .toBuffer()
    .then((b) => new Uint8Array(b)));

async function formOf(fields: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === 'binary') {
        const bytes = (await tinyJpeg()) as Uint8Array<ArrayBuffer>;
        form.append(name, new File([bytes], 'contract.jpg', { type: 'image/jpeg' }));
      } else {
        form.append(name, String(item));
      }
    }
  }
  return form;
}

async function send(op: Operation, request: GeneratedRequest, token: string | undefined) {
  const options: CallOptions = {
    path: request.path,
    query: request.query,
    headers: request.headers,
    body: request.body,
    token,
  };
  if (request.form) options.form = await formOf(request.form);
  return checkedAnswer(op.operationId, options);
}

function merge(request: GeneratedRequest, override: StateOverride): GeneratedRequest {
  return {
    ...request,
    path: { ...request.path, ...override.path },
    query: { ...request.query, ...override.query },
    body: override.body !== undefined ? override.body : request.body,
  };
}

/**
 * A GET with a JSON body over the limit (fetch sends no body with a GET), over node:http: the headers first (a
 * service that refuses by Content-Length answers then, and nothing races its closing connection); the body only if
 * no answer came within 15 s. The status it answered.
 */
function oversizedGet(op: Operation, positive: GeneratedRequest, token: string | undefined): Promise<number> {
  const pathname = op.pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(positive.path[name] ?? '')),
  );
  const url = new URL(`${baseUrl(op.service, op.serverPath) ?? ''}${pathname}`);
  for (const [key, value] of Object.entries(positive.query)) url.searchParams.set(key, value);
  const body = Buffer.alloc(OVERSIZED_BODY_BYTES, 0x20);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'GET',
      headers: {
        ...positive.headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
      },
    });
    const late = setTimeout(() => req.end(body), 15_000);
    req.on('response', (res) => {
      clearTimeout(late);
      res.resume();
      res.on('end', () => req.destroy());
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => {
      clearTimeout(late);
      reject(error);
    });
    req.flushHeaders();
  });
}

const isDeclared4xx = (op: Operation, status: number) =>
  status >= 400 &&
  status < 500 &&
  status !== 401 &&
  Boolean(op.responses[String(status)] ?? op.responses['4XX']);

/** Runs one operation's positive and negative requests; returns what the summary records. */
async function exercise(op: Operation): Promise<GeneratedRecord> {
  const record: GeneratedRecord = {
    spec: op.spec,
    operationId: op.operationId,
    positive: 0,
    negative: 0,
    surprises: [],
  };
  if (op.method !== 'GET' && !mutationsAllowed) {
    return { ...record, skipped: 'changes data (set CONTRACT_MUTATIONS=1)' };
  }
  const generated = positiveRequest(op);
  if ('skip' in generated) return { ...record, skipped: generated.skip };
  const token = op.anonymous ? undefined : await tokenFor(OWNER);
  let positive: GeneratedRequest = generated.request;
  const state = STATE[op.operationId];
  const found = state ? await state({ token: token ?? (await tokenFor(OWNER)), call }) : undefined;
  if (typeof found === 'string') record.skipped = `positive: ${found}`;
  const override = typeof found === 'string' ? undefined : found;
  if (override) positive = merge(positive, override);
  positive = withUndeclaredFields(op, positive);
  // Negative data first: the positive request may use its state up (a delete, a one-time token). Without the
  // state, the negative requests still go out with the schema's own values: the schema check comes first.
  for (const negative of negativeRequests(op, positive)) {
    const res = await send(op, negative, token);
    record.negative += 1;
    if (res.problems.length > 0 || !isDeclared4xx(op, res.status)) {
      record.surprises.push(
        `${negative.label}: ${res.status} ${[...res.problems, res.text.slice(0, 200)].join('; ')}`,
      );
    }
  }
  if (op.method === 'GET' && op.service !== 'app') {
    const status = await oversizedGet(op, positive, token);
    record.negative += 1;
    if (!isDeclared4xx(op, status)) record.surprises.push(`body of ${OVERSIZED_BODY_BYTES} bytes: ${status}`);
  }
  if (record.skipped) return record;
  const res = await send(op, positive, override?.token ?? token);
  record.positive += 1;
  if (res.problems.length > 0 || res.status < 200 || res.status >= 300) {
    record.surprises.push(`positive: ${res.status} ${[...res.problems, res.text.slice(0, 300)].join('; ')}`);
  }
  if (res.text.includes(UNDECLARED))
    record.surprises.push('positive: the answer carries an undeclared field');
  return record;
}

const operations = loadOperations().filter((op) => serviceConfigured(op.service));
const title = (op: Operation) =>
  `${op.spec} ${op.operationId} accepts a valid request and refuses what the schema forbids`;

async function run(op: Operation, check: ExpectStatic) {
  const record = await exercise(op);
  appendRecords(inject('coverageDir'), GENERATED, [record]);
  check(record.surprises).toEqual([]);
}

// Every operation but the deletes side by side (each makes the state it needs); then the deletes, each on
// what it made itself, and last the deletion of all of the account's photos, which the others read.
const deletes = operations.filter((op) => op.method === 'DELETE');
describe.concurrent('schema-generated requests', () => {
  for (const op of operations.filter((o) => o.method !== 'DELETE')) {
    it(title(op), (context) => run(op, context.expect));
  }
});
describe.concurrent('schema-generated requests: deletes', () => {
  for (const op of deletes.filter((o) => o.operationId !== 'deleteAllPhotos')) {
    it(title(op), (context) => run(op, context.expect));
  }
});
describe('schema-generated requests: the deletion of all photos, after everything else', () => {
  for (const op of deletes.filter((o) => o.operationId === 'deleteAllPhotos')) {
    it(title(op), (context) => run(op, context.expect));
  }
});

describe('the state read back afterwards (issue 24)', () => {
  for (const op of operations.filter((o) => o.method === 'GET')) {
    it(`${op.spec} ${op.operationId} reads back state that keeps the contract, without undeclared fields`, async () => {
      const generated = positiveRequest(op);
      if ('skip' in generated) return;
      const token = await tokenFor(OWNER);
      const state = STATE[op.operationId];
      const found = state ? await state({ token, call }) : undefined;
      if (typeof found === 'string') return;
      const request = found ? merge(generated.request, found) : generated.request;
      const res = await send(op, request, found?.token ?? (op.anonymous ? undefined : token));
      expect(res.problems).toEqual([]);
      expect(res.text).not.toContain(UNDECLARED);
    });
  }
  it.runIf(isMock)('keeps the error reports readable (GET /__mock/error-reports)', async () => {
    const res = await fetch(`${mockUrl()}/__mock/error-reports`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(UNDECLARED);
  });
});

describe('the generator', () => {
  it('makes negative data for every operation that takes input', () => {
    const without = loadOperations().filter((op) => {
      const positive = positiveRequest(op);
      return op.hasInput && 'request' in positive && negativeRequests(op, positive.request).length === 0;
    });
    expect(without.map((op) => op.operationId)).toEqual([]);
  });
});
