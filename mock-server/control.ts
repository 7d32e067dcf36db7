/**
 * Control endpoints for developers, tests and the mock's console (not part of any contract; shapes in
 * control/schemas.ts, ADR 067). Loopback only (server.ts refuses other clients with 403):
 *   GET    /__mock/health -> 200 {status: 'ok', accounts, photos}
 *   POST   /__mock/reset  -> 204, every store back to its seeded state, fault rules cleared
 *   POST   /__mock/reset-account {account} -> 204, one account's stores back to its seed (others untouched)
 *   GET    /__mock/accounts -> 200 {appUrl, password, accounts: [{email, scenario, counts, ...}]}
 *   GET    /__mock/mailbox -> 200 [messages the mock sent, newest first, each with its link's state]
 *   GET    /__mock/operations -> 200 [every contract operation: service, operationId, method, path]
 *   GET    /__mock/faults -> 200 [rules]
 *   POST   /__mock/faults {method?, path, account?, times?, fault} -> 201 rule (see http/faults.ts)
 *   DELETE /__mock/faults[?id=] -> 204, that rule (404 when unknown) or every rule removed
 *   GET    /__mock/requests -> 200 [the request log, oldest first, without headers and bodies]
 *   GET    /__mock/request?seq= -> 200 one request with its headers and bodies (404 once out of the log)
 *   GET    /__mock/requests/events -> Server-Sent Events, one `request` event per new entry (server.ts)
 *   GET    /__mock/error-reports[?correlationId=] -> 200 [reports the app sent to the error-reporting service]
 *   GET    /__mock/progressions -> 200 [exports, activation imports, download archives in flight]
 *   POST   /__mock/progressions/finish|fail {kind, id} -> 204, moved to its end now (404 when not in flight)
 *   POST   /__mock/progressions/hold {kind, account, held} -> 204, the account's new ones wait at their first step
 *          until finished or failed by hand (exports, download archives; 404 for a kind that cannot be held)
 *   POST   /__mock/push {account, channel, message} -> 200 {delivered}: a message to the account's sockets
 *   GET    /__mock/console/ -> the console page (control/console-files.ts)
 * A body that is not JSON or not the schema is a 400 problem naming the fields; never a 500.
 */
import { z } from 'zod';
import type { DemoAccount } from './accounts';
import { DEMO_PASSWORD } from './accounts';
import type { ControlRegistry } from './control/hooks';
import type { OperationIndex } from './control/operations';
import type { RequestLog } from './control/request-log';
import {
  accountResetSchema,
  progressionActionSchema,
  progressionHoldSchema,
  pushRequestSchema,
  type AccountsAnswer,
  type MailMessage,
  type Progression,
} from './control/schemas';
import { findErrorReports, type ErrorReportState } from './db/error-reports';
import type { FaultRegistry } from './http/faults';
import { faultRuleSchema } from './http/faults';
import { problemResponse } from './http/problem';
import type { PushChannel } from './push/sockets';

export interface ControlOptions {
  health(): { accounts: number; photos: number };
  reset(): void | Promise<void>;
  faults: FaultRegistry;
  errorReports: ErrorReportState;
  /** The console's parts (issue 26); without them those endpoints answer 404. */
  console?: {
    accounts: readonly DemoAccount[];
    appUrl: string;
    registry: ControlRegistry;
    operations: OperationIndex;
    requests: RequestLog;
    photos(accountId: string): number;
    resetAccount(account: DemoAccount): void;
    push(channel: PushChannel, accountId: string, message: string): number;
    files(request: Request): Promise<Response>;
  };
}

const noStore = { 'Cache-Control': 'no-store' };

type Route = (request: Request) => Promise<Response>;

/**
 * The request's JSON body parsed with `schema` (a zod or zod/mini schema: the console's shapes are zod/mini, so
 * its bundle stays small); a 400 problem naming the fields when it is not.
 */
async function readBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  what: string,
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: problemResponse(400, `The body must be JSON: ${what}.`) };
  }
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = parsed.error.issues.map((issue) => ({
    field: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return { ok: false, response: problemResponse(400, `The body is not ${what}.`, errors) };
}

const scenarioWords = (account: DemoAccount): string[] => {
  const s = account.scenario ?? {};
  return [
    account.business ? `business (status ${s.businessStatus ?? 'Default'})` : '',
    s.storage ? `storage ${s.storage}` : '',
    s.notActivated ? 'not activated' : '',
    s.importFails ? 'import fails' : '',
    s.exportFails ? 'exports fail' : '',
    s.sharedAlbums ? 'shared albums' : '',
    s.albums ? `${s.albums.count} albums` : '',
    account.accessTokenTtlSeconds ? `tokens live ${account.accessTokenTtlSeconds} s` : '',
  ].filter(Boolean);
};

function consoleRoutes(parts: NonNullable<ControlOptions['console']>): Record<string, Record<string, Route>> {
  const { accounts, registry, requests } = parts;
  const byEmail = (email: string) => accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
  const emailOf = (accountId: string) => accounts.find((a) => a.accountId === accountId)?.email;
  const unknownAccount = (email: string) => problemResponse(404, `No demo account ${email}.`);
  const progression = (end: 'finish' | 'fail'): Route => {
    return async (request) => {
      const body = await readBody(request, progressionActionSchema, 'a progression {kind, id}');
      if (!body.ok) return body.response;
      const source = registry.source(body.value.kind);
      const done = source ? await source[end](body.value.id) : false;
      return done
        ? new Response(null, { status: 204 })
        : problemResponse(404, `No ${body.value.kind} ${body.value.id} in progress.`);
    };
  };
  return {
    '/__mock/accounts': {
      GET: async () => {
        const answer: AccountsAnswer = {
          appUrl: parts.appUrl,
          password: DEMO_PASSWORD,
          accounts: accounts.map((account) => ({
            email: account.email,
            accountId: account.accountId,
            displayName: account.displayName,
            description: account.description,
            scenario: scenarioWords(account),
            counts: {
              // An account seeded on first use is counted without seeding it (large scenarios stay cheap).
              photos: account.seedOnFirstUse ? account.photos : parts.photos(account.accountId),
              ...registry.counts(account.accountId),
            },
          })),
        };
        return Response.json(answer, { headers: noStore });
      },
    },
    '/__mock/reset-account': {
      POST: async (request) => {
        const body = await readBody(request, accountResetSchema, 'an account {account: e-mail}');
        if (!body.ok) return body.response;
        const account = byEmail(body.value.account);
        if (!account) return unknownAccount(body.value.account);
        parts.resetAccount(account);
        return new Response(null, { status: 204 });
      },
    },
    '/__mock/mailbox': {
      GET: async () => {
        const messages: MailMessage[] = registry.mail(parts.appUrl).map(({ accountId, ...message }) => {
          const account = accountId ? emailOf(accountId) : undefined;
          return account ? { ...message, account } : message;
        });
        return Response.json(messages, { headers: noStore });
      },
    },
    '/__mock/operations': {
      GET: async () => Response.json(parts.operations.list),
    },
    '/__mock/requests': {
      GET: async () =>
        Response.json(
          requests
            .list()
            .map(
              ({ requestHeaders: _a, requestBody: _b, responseHeaders: _c, responseBody: _d, ...entry }) =>
                entry,
            ),
          { headers: noStore },
        ),
    },
    '/__mock/request': {
      GET: async (request) => {
        const seq = Number(new URL(request.url).searchParams.get('seq'));
        const entry = Number.isInteger(seq) ? requests.find(seq) : undefined;
        return entry
          ? Response.json(entry, { headers: noStore })
          : problemResponse(404, 'No such request in the log (it keeps the newest 500).');
      },
    },
    '/__mock/progressions': {
      GET: async () => {
        const list: Progression[] = registry.inFlight().map(({ accountId, ...item }) => ({
          ...item,
          account: emailOf(accountId) ?? accountId,
        }));
        return Response.json(list, { headers: noStore });
      },
    },
    '/__mock/progressions/finish': { POST: progression('finish') },
    '/__mock/progressions/fail': { POST: progression('fail') },
    '/__mock/progressions/hold': {
      POST: async (request) => {
        const body = await readBody(request, progressionHoldSchema, 'a hold {kind, account, held}');
        if (!body.ok) return body.response;
        const account = byEmail(body.value.account);
        if (!account) return unknownAccount(body.value.account);
        const source = registry.source(body.value.kind);
        if (!source?.hold) return problemResponse(404, `A ${body.value.kind} cannot be held.`);
        source.hold(account.accountId, body.value.held);
        return new Response(null, { status: 204 });
      },
    },
    '/__mock/push': {
      POST: async (request) => {
        const body = await readBody(request, pushRequestSchema, 'a push {account, channel, message}');
        if (!body.ok) return body.response;
        const account = byEmail(body.value.account);
        if (!account) return unknownAccount(body.value.account);
        const delivered = parts.push(body.value.channel, account.accountId, body.value.message);
        return Response.json({ delivered });
      },
    },
  };
}

export function createControlRoute({
  health,
  reset,
  faults,
  errorReports,
  console: parts,
}: ControlOptions): (request: Request) => Promise<Response> {
  const routes: Record<string, Record<string, Route>> = {
    '/__mock/health': {
      GET: async () => Response.json({ status: 'ok', ...health() }, { headers: noStore }),
    },
    '/__mock/reset': {
      POST: async () => {
        await reset();
        return new Response(null, { status: 204 });
      },
    },
    '/__mock/error-reports': {
      GET: async (request) =>
        Response.json(
          findErrorReports(errorReports, new URL(request.url).searchParams.get('correlationId')),
          { headers: noStore },
        ),
    },
    '/__mock/faults': {
      GET: async () => Response.json(faults.list(), { headers: noStore }),
      POST: async (request) => {
        const body = await readBody(request, faultRuleSchema, 'a fault rule');
        if (!body.ok) return body.response;
        return Response.json(faults.add(body.value), { status: 201 });
      },
      DELETE: async (request) => {
        const id = new URL(request.url).searchParams.get('id');
        if (id !== null) {
          return faults.remove(id)
            ? new Response(null, { status: 204 })
            : problemResponse(404, `No fault rule ${id}.`);
        }
        faults.clear();
        return new Response(null, { status: 204 });
      },
    },
    ...(parts ? consoleRoutes(parts) : {}),
  };
  return async (request) => {
    const pathname = new URL(request.url).pathname;
    if (parts && pathname.startsWith('/__mock/console')) {
      return request.method === 'GET' || request.method === 'HEAD'
        ? parts.files(request)
        : problemResponse(405, 'Use GET.', undefined, { Allow: 'GET' });
    }
    const methods = routes[pathname];
    if (!methods) return problemResponse(404, 'No such control endpoint.');
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const run = methods[method];
    if (!run) {
      const allow = Object.keys(methods).join(', ');
      return problemResponse(405, `Use ${allow}.`, undefined, { Allow: allow });
    }
    return run(request);
  };
}
