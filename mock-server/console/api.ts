/**
 * The console's calls to the mock's control endpoints (control.ts): every answer parsed with the schemas the
 * mock itself validates with (control/schemas.ts), the queries' keys and options in one place. Same origin: the
 * mock serves the console.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  accountsAnswerSchema,
  errorReportSchema,
  faultRuleAnswerSchema,
  mailMessageSchema,
  operationSchema,
  progressionSchema,
  pushAnswerSchema,
  requestLogEntrySchema,
  type ProgressionKind,
  type PushRequest,
} from '../control/schemas';

const problemSchema = z.object({ detail: z.optional(z.string()), title: z.optional(z.string()) });

export class ControlError extends Error {}

async function call<S extends z.ZodMiniType>(
  path: string,
  schema: S | null,
  init?: RequestInit & { json?: unknown },
): Promise<z.output<S>> {
  const response = await fetch(`/__mock/${path}`, {
    ...init,
    headers: init?.json === undefined ? init?.headers : { 'Content-Type': 'application/json' },
    body: init?.json === undefined ? init?.body : JSON.stringify(init.json),
  });
  if (!response.ok) {
    const problem = problemSchema.safeParse(await response.json().catch(() => ({})));
    throw new ControlError(
      (problem.success && (problem.data.detail ?? problem.data.title)) || `HTTP ${response.status}`,
    );
  }
  if (!schema) return undefined as z.output<S>;
  return schema.parse(await response.json());
}

export const keys = {
  accounts: ['accounts'] as const,
  mailbox: ['mailbox'] as const,
  faults: ['faults'] as const,
  operations: ['operations'] as const,
  requests: ['requests'] as const,
  request: (seq: number) => ['request', seq] as const,
  errorReports: ['error-reports'] as const,
  progressions: ['progressions'] as const,
};

export const accountsQuery = queryOptions({
  queryKey: keys.accounts,
  queryFn: () => call('accounts', accountsAnswerSchema),
});
export const mailboxQuery = queryOptions({
  queryKey: keys.mailbox,
  queryFn: () => call('mailbox', z.array(mailMessageSchema)),
  refetchInterval: 2_000,
});
export const faultsQuery = queryOptions({
  queryKey: keys.faults,
  queryFn: () => call('faults', z.array(faultRuleAnswerSchema)),
  refetchInterval: 2_000,
});
export const operationsQuery = queryOptions({
  queryKey: keys.operations,
  queryFn: () => call('operations', z.array(operationSchema)),
  staleTime: Infinity,
});
/** The request log as the mock has it now, oldest first (the Requests panel follows it with the live stream). */
export const fetchRequests = () => call('requests', z.array(requestLogEntrySchema));
export const requestQuery = (seq: number) =>
  queryOptions({
    queryKey: keys.request(seq),
    queryFn: () => call(`request?seq=${seq}`, requestLogEntrySchema),
    staleTime: Infinity,
  });
export const errorReportsQuery = queryOptions({
  queryKey: keys.errorReports,
  queryFn: () => call('error-reports', z.array(errorReportSchema)),
  refetchInterval: 2_000,
});
export const progressionsQuery = queryOptions({
  queryKey: keys.progressions,
  queryFn: () => call('progressions', z.array(progressionSchema)),
  refetchInterval: 1_000,
});

export const resetAccount = (account: string) =>
  call('reset-account', null, { method: 'POST', json: { account } });
export const addFault = (rule: unknown) =>
  call('faults', faultRuleAnswerSchema, { method: 'POST', json: rule });
export const removeFault = (id?: string) =>
  call(id === undefined ? 'faults' : `faults?id=${encodeURIComponent(id)}`, null, { method: 'DELETE' });
export const endProgression = (end: 'finish' | 'fail', kind: ProgressionKind, id: string) =>
  call(`progressions/${end}`, null, { method: 'POST', json: { kind, id } });
export const sendPush = (push: PushRequest) => call('push', pushAnswerSchema, { method: 'POST', json: push });

/** The live request stream (Server-Sent Events). */
export const REQUEST_EVENTS_URL = '/__mock/requests/events';
export const parseRequestEvent = (data: string) => requestLogEntrySchema.parse(JSON.parse(data));
