/**
 * Fault injection, for tests and for developers trying the app's error paths. Two ways in:
 *
 *   Per request, a header:  X-Mock-Fault: status=503 | latency=800 | network | malformed
 *                           (comma-separated to combine: "latency=2000,status=500")
 *   Per session, a rule:    POST /__mock/faults {"method":"DELETE","path":"/photo/photos","fault":{"status":500},"times":2}
 *                           GET /__mock/faults lists the rules, DELETE /__mock/faults clears them (so does reset).
 *
 * A rule's `path` is matched against the request path: exact, or with `*` standing for any characters
 * (`/export/backups/*`). `times` limits how many requests it hits (then it is removed); without it the rule stays.
 * `account` limits it to one demo account's bearer token (its e-mail), so parallel tests do not disturb each other.
 *
 * The faults: `latencyMs` waits before answering; `status` answers that status with a problem+json body
 * instead of the handler's; `network` destroys the connection without an answer (the browser sees a network
 * error); `malformed` keeps the handler's status and content type but sends a body that is not valid JSON.
 */
import { z } from 'zod';
import { problemResponse } from './problem';

export const FAULT_HEADER = 'x-mock-fault';

export const faultSchema = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    status: z.number().int().min(400).max(599).optional(),
    network: z.boolean().optional(),
    malformed: z.boolean().optional(),
  })
  .strict()
  .refine(
    (f) => Object.keys(f).length > 0,
    'a fault needs at least one of latencyMs, status, network, malformed',
  );

export type Fault = z.infer<typeof faultSchema>;

export const faultRuleSchema = z
  .object({
    method: z
      .string()
      .regex(/^[A-Za-z]+$/)
      .transform((m) => m.toUpperCase())
      .optional(),
    path: z.string().startsWith('/'),
    account: z.email().optional(),
    times: z.number().int().min(1).optional(),
    fault: faultSchema,
  })
  .strict();

export type FaultRuleInput = z.input<typeof faultRuleSchema>;
export interface FaultRule extends z.output<typeof faultRuleSchema> {
  id: string;
  /** Requests it has hit so far. */
  hits: number;
}

/** Parses the X-Mock-Fault header; an error message when it is not understood. */
export function parseFaultHeader(value: string): Fault | { error: string } {
  const fault: Fault = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name = '', raw] = part.split('=').map((p) => p.trim());
    const number = Number(raw);
    if (name === 'network' && raw === undefined) fault.network = true;
    else if (name === 'malformed' && raw === undefined) fault.malformed = true;
    else if (name === 'latency' && Number.isInteger(number)) fault.latencyMs = number;
    else if (name === 'status' && Number.isInteger(number)) fault.status = number;
    else
      return {
        error: `X-Mock-Fault: "${part}" is not one of status=<4xx|5xx>, latency=<ms>, network, malformed`,
      };
  }
  const parsed = faultSchema.safeParse(fault);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = { latencyMs: 'latency', status: 'status' }[String(issue?.path[0])] ?? 'fault';
  return { error: `X-Mock-Fault: ${name} ${issue?.message ?? 'is not valid'}` };
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export interface FaultRegistry {
  add(input: FaultRule | FaultRuleInput): FaultRule;
  list(): FaultRule[];
  clear(): void;
  /** Removes one rule; false when there is none with this id. */
  remove(id: string): boolean;
  /** The fault of the first rule matching the request (counting the hit), if any. */
  take(method: string, pathname: string, account: string | undefined): Fault | undefined;
}

export function createFaultRegistry(): FaultRegistry {
  let rules: (FaultRule & { pattern: RegExp })[] = [];
  let nextId = 1;
  const publicRule = ({ pattern: _pattern, ...rule }: FaultRule & { pattern: RegExp }): FaultRule => rule;
  return {
    add(input) {
      const parsed = faultRuleSchema.parse(input);
      const rule = { ...parsed, id: String(nextId++), hits: 0, pattern: pathPattern(parsed.path) };
      rules.push(rule);
      return publicRule(rule);
    },
    list: () => rules.map(publicRule),
    clear() {
      rules = [];
    },
    remove(id) {
      const before = rules.length;
      rules = rules.filter((r) => r.id !== id);
      return rules.length < before;
    },
    take(method, pathname, account) {
      const rule = rules.find(
        (r) =>
          (!r.method || r.method === method.toUpperCase()) &&
          (!r.account || r.account === account) &&
          r.pattern.test(pathname),
      );
      if (!rule) return undefined;
      rule.hits += 1;
      if (rule.times !== undefined && rule.hits >= rule.times) rules = rules.filter((r) => r !== rule);
      return rule.fault;
    },
  };
}

/** A body that claims to be JSON and is not: what a truncated or corrupted answer looks like. */
export function malformedBody(contentType: string | null): { body: string; contentType: string } {
  return { body: '{"malformed": tru', contentType: contentType ?? 'application/json' };
}

/** A dropped connection: the caller closes the socket (Node) or answers with a network error (msw). */
export const NETWORK_FAULT = Symbol('network fault');

/**
 * What a fault makes of an answer, in the order the mock applies it: the latency first, then a dropped connection,
 * an injected status, or the real answer (from `answer`) with its body made malformed. Without a fault, the answer.
 */
export async function answerWithFault<R extends Response | undefined>(
  fault: Fault | undefined,
  answer: () => Promise<R>,
): Promise<R | Response | typeof NETWORK_FAULT> {
  if (fault?.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
  if (fault?.network) return NETWORK_FAULT;
  if (fault?.status) return problemResponse(fault.status, 'Injected by the mock (fault).');
  const response = await answer();
  if (!fault?.malformed || !response) return response;
  const { body, contentType } = malformedBody(response.headers.get('content-type'));
  return new Response(body, { status: response.status, headers: { 'Content-Type': contentType } });
}
