import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod/mini';
import {
  accountsAnswerSchema,
  errorReportSchema,
  faultRuleAnswerSchema,
  type AccountsAnswer,
  type FaultRuleAnswer,
} from '../../../mock-server/control/schemas';
import type { MailMessage } from '../../../mock-server/db/identity';
import type { FaultRuleInput } from '../../../mock-server/http/faults';

/**
 * The mock server as the e2e specs drive it: its base URL (the port playwright.config.ts starts it on) and its
 * control API (mock-server/control.ts, shapes in mock-server/control/schemas.ts), one typed function per call the
 * specs make. Every call checks the answer: a rule or an account the mock refuses fails the test at once, with the
 * mock's own message, instead of a page that later shows no error.
 */

export const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;

/**
 * Adds a session fault rule (README "Fault injection": POST /__mock/faults). Give it an `account` (tests run in
 * parallel against one mock, ADR 013) and usually `times`; without `times` it stays until that account is reset.
 */
export async function addFault(request: APIRequestContext, rule: FaultRuleInput): Promise<FaultRuleAnswer> {
  const response = await request.post(`${MOCK_URL}/__mock/faults`, { data: rule });
  expect(response.status(), await response.text()).toBe(201);
  return faultRuleAnswerSchema.parse(await response.json());
}

/** Puts one account back to its seed, its fault rules gone (POST /__mock/reset-account); the others keep theirs. */
export async function resetAccount(request: APIRequestContext, account: string): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/reset-account`, { data: { account } });
  expect(response.status(), await response.text()).toBe(204);
}

/** Every demo account with its id, scenario and counts (GET /__mock/accounts). */
export async function mockAccounts(request: APIRequestContext): Promise<AccountsAnswer['accounts']> {
  const response = await request.get(`${MOCK_URL}/__mock/accounts`);
  expect(response.status(), await response.text()).toBe(200);
  return accountsAnswerSchema.parse(await response.json()).accounts;
}

/** The error reports the app sent for the call with this correlation id (GET /__mock/error-reports). */
export async function errorReportsOf(
  request: APIRequestContext,
  correlationId: string,
): Promise<z.infer<typeof errorReportSchema>[]> {
  const response = await request.get(
    `${MOCK_URL}/__mock/error-reports?correlationId=${encodeURIComponent(correlationId)}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return z.array(errorReportSchema).parse(await response.json());
}

/** The e-mails the mock "sent" to `to`, newest first (GET /mock-mail/messages: links and tokens to confirm). */
export async function mailTo(request: APIRequestContext, to: string): Promise<MailMessage[]> {
  const response = await request.get(`${MOCK_URL}/mock-mail/messages?to=${encodeURIComponent(to)}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/** The newest e-mail the mock "sent" to `to` (its confirmation link and token); fails the test when there is none. */
export async function newestMailTo(request: APIRequestContext, to: string): Promise<MailMessage> {
  const [newest] = await mailTo(request, to);
  if (!newest) throw new Error(`no e-mail to ${to}`);
  return newest;
}
