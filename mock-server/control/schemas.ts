/**
 * The control API's shapes (issue 26): what the mock's control endpoints under /__mock answer and accept, as zod
 * schemas that both sides use. The mock validates every body it accepts with them (a bad one is a 400 problem,
 * never a 500); the console (mock-server/console) parses every answer with them before it shows anything.
 * Not a product contract: nothing here is in openapi/services (ADR 067). zod/mini, as in the app: the console
 * bundles these, and classic zod would add about 18 kB gzipped to it (docs/benchmarks.md).
 */
import { z } from 'zod/mini';

export const faultEffectSchema = z.strictObject({
  latencyMs: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
  status: z.optional(z.int().check(z.minimum(400), z.maximum(599))),
  network: z.optional(z.boolean()),
  malformed: z.optional(z.boolean()),
});

export const faultRuleAnswerSchema = z.object({
  id: z.string(),
  method: z.optional(z.string()),
  path: z.string(),
  account: z.optional(z.string()),
  times: z.optional(z.int()),
  hits: z.int(),
  fault: faultEffectSchema,
});
export type FaultRuleAnswer = z.infer<typeof faultRuleAnswerSchema>;

export const operationSchema = z.object({
  service: z.string(),
  operationId: z.string(),
  method: z.string(),
  /** The request path as the mock sees it, the contract's parameters as `*` (a fault rule's `path`). */
  path: z.string(),
});
export type Operation = z.infer<typeof operationSchema>;

export const accountSummarySchema = z.object({
  email: z.string(),
  accountId: z.string(),
  displayName: z.string(),
  description: z.string(),
  /** The scenario's traits in words, e.g. "business status New". */
  scenario: z.array(z.string()),
  counts: z.object({
    photos: z.int(),
    albums: z.int(),
    orders: z.int(),
    addresses: z.int(),
  }),
});

export const accountsAnswerSchema = z.object({
  /** The app the console opens (sign-in with the e-mail filled in). */
  appUrl: z.string(),
  password: z.string(),
  accounts: z.array(accountSummarySchema),
});
export type AccountsAnswer = z.infer<typeof accountsAnswerSchema>;

export const MAIL_STATES = ['unused', 'used', 'superseded', 'expired'] as const;
export const mailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  /** The demo account the message belongs to (its e-mail at seed time). */
  account: z.optional(z.string()),
  subject: z.string(),
  kind: z.enum(['emailChange', 'deleteAccount', 'doubleOptIn']),
  link: z.string(),
  sentAt: z.string(),
  state: z.enum(MAIL_STATES),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const requestLogEntrySchema = z.object({
  seq: z.int(),
  at: z.string(),
  method: z.string(),
  path: z.string(),
  service: z.optional(z.string()),
  operationId: z.optional(z.string()),
  status: z.int(),
  durationMs: z.number(),
  account: z.optional(z.string()),
  correlationId: z.optional(z.string()),
  /** The headers and bodies: in the one entry's answer (GET /__mock/request?seq=), not in the list or the stream. */
  requestHeaders: z.optional(z.record(z.string(), z.string())),
  requestBody: z.optional(z.string()),
  responseHeaders: z.optional(z.record(z.string(), z.string())),
  responseBody: z.optional(z.string()),
  /** What broke the contract: the request (the mock's request validation) or the mock's own response. */
  violation: z.optional(z.object({ side: z.enum(['request', 'response']), detail: z.string() })),
  /** The fault the mock injected, in words. */
  fault: z.optional(z.string()),
});
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;

export const errorReportSchema = z.looseObject({
  message: z.string(),
  correlationId: z.optional(z.string()),
  status: z.optional(z.number()),
  method: z.optional(z.string()),
  url: z.optional(z.string()),
  action: z.string(),
  page: z.string(),
  occurredAt: z.string(),
  receivedAt: z.string(),
});

export const PROGRESSION_KINDS = ['export', 'activation', 'download'] as const;
export type ProgressionKind = (typeof PROGRESSION_KINDS)[number];
export const progressionSchema = z.object({
  kind: z.enum(PROGRESSION_KINDS),
  id: z.string(),
  account: z.string(),
  status: z.string(),
  startedAt: z.string(),
});
export type Progression = z.infer<typeof progressionSchema>;

export const progressionActionSchema = z.strictObject({
  kind: z.enum(PROGRESSION_KINDS),
  id: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * Holds (or lets go) the progressions an account starts from now on: they stay at their first step until
 * "finish now", "fail now" or the hold ends (exports and download archives: an activation answers 404).
 */
export const progressionHoldSchema = z.strictObject({
  kind: z.enum(PROGRESSION_KINDS),
  account: z.email(),
  held: z.boolean(),
});

export const PUSH_CHANNEL_NAMES = ['activation', 'downloads'] as const;
export const pushRequestSchema = z.strictObject({
  account: z.email(),
  channel: z.enum(PUSH_CHANNEL_NAMES),
  /** The message as JSON text (sent as it is). */
  message: z.string().check(z.minLength(1), z.maxLength(16 * 1024)),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;
export const pushAnswerSchema = z.object({ delivered: z.int() });

export const accountResetSchema = z.strictObject({ account: z.email() });
