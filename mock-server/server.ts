/**
 * The mock backend: one node:http server on loopback for everything (see docs/decisions/001-mock-transport.md):
 *   /oidc/*        the identity provider (it answers its own CORS)
 *   /__mock/*      control endpoints (health, reset, faults, error reports, the console's: control.ts), loopback only
 *   /__mock/console/  the mock's console page (control/console-files.ts); /__mock/requests/events its request stream
 *   /vendor/*.js   stand-ins of the third-party scripts (vendor/scripts.ts)
 *   /images/*      generated photo images
 *   upgrades       WebSocket push channels (/push/activation, /push/downloads)
 *   everything else: the msw handlers of the services, through msw's getResponse; none -> 404 problem+json.
 * Faults (http/faults.ts) apply to images and services: the X-Mock-Fault header or a rule set via /__mock/faults.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { createControlRoute } from './control';
import {
  loggedBody,
  loggedHeaders,
  loggedPath,
  tokenSubject,
  VIOLATION_HEADER,
  violationOf,
} from './control/capture';
import { createConsoleFiles } from './control/console-files';
import { createControlRegistry } from './control/hooks';
import { loadOperations } from './control/operations';
import { createRequestLog, type RequestLog } from './control/request-log';
import { resetAccountPhotos } from './db/seed';
import { createCustomerState } from './db/customers';
import { serveVendorScript } from './vendor/scripts';
import { createErrorReportState } from './db/error-reports';
import { sharedState } from './db/state';
import { countPhotos, type PhotoStore } from './db/photos';
import { timingFromEnv, type MockTiming } from './deps';
import { createHandlers } from './handlers';
import { authenticate } from './http/auth';
import { applyCors } from './http/cors';
import {
  createFaultRegistry,
  FAULT_HEADER,
  answerWithFault,
  NETWORK_FAULT,
  parseFaultHeader,
  type Fault,
  type FaultRegistry,
} from './http/faults';
import { sendFetchResponse, toFetchRequest } from './http/node-adapter';
import { bodyLimitFor, payloadTooLarge, problemResponse } from './http/problem';
import { redactTokens } from './http/redact';
import { createImageRoute } from './images/thumbnails';
import { createMockState } from './mock-state';
import { profileAccountLookup } from './oidc/account-lookup';
import { createIdentityProvider, type IdentityProvider } from './oidc/provider';
import { createPushHub, type PushHub } from './push/sockets';

export interface MockServerOptions {
  port: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Origin the browser uses (image URLs, the OIDC issuer); default http://localhost:<port>. */
  publicUrl?: string;
  /** No per-request log lines. */
  quiet?: boolean;
  /** Tests: a fake identity provider instead of the real one. */
  identityProvider?: IdentityProvider;
  /** Tests: the accounts to seed; default every demo account. */
  accounts?: readonly DemoAccount[];
  /** Tests: where generated images are cached on disk (null: memory only); default .mock-cache/images. */
  imageCacheDir?: string | null;
  /** Speed of the background jobs (export, activation, downloads); default from the environment. */
  timing?: Partial<MockTiming>;
  /** The app the console opens as an account; default http://localhost:5173. */
  appUrl?: string;
}

export interface MockServer {
  /** The public URL, e.g. http://localhost:9090. */
  url: string;
  /** Where it listens, e.g. http://127.0.0.1:9090. */
  address: string;
  close(): Promise<void>;
  store: PhotoStore;
  push: PushHub;
  /** The msw handlers it serves (the contract coverage report reads their routes). */
  handlers: readonly HttpHandler[];
  /** Puts every store back to its seeded state and clears the fault rules (what POST /__mock/reset does). */
  reset(): void;
  /** Session fault rules (what /__mock/faults sets). */
  faults: FaultRegistry;
  /** Milliseconds the initial seed took. */
  seedMs: number;
  /** The calls the console lists (control/request-log.ts). */
  requests: RequestLog;
}

const CORRELATION_ID = 'x-correlationid';

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

type FetchRoute = (request: Request) => Promise<Response>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The fault in words, for the request log. */
function describeFault(fault: Fault | undefined): string | undefined {
  if (!fault) return undefined;
  const parts = [
    fault.latencyMs ? `latency ${fault.latencyMs} ms` : '',
    fault.status ? `status ${fault.status}` : '',
    fault.network ? 'network drop' : '',
    fault.malformed ? 'unreadable answer' : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export async function startMockServer(opts: MockServerOptions): Promise<MockServer> {
  const host = opts.host ?? '127.0.0.1';
  const accounts = opts.accounts ?? DEMO_ACCOUNTS;
  const log = opts.quiet ? () => {} : (line: string) => console.log(line);

  const state = createMockState({ accounts });
  const { store } = state;

  let route: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (_req, res) => {
    await sendFetchResponse(res, problemResponse(503, 'The mock server is starting.'));
  };
  const server = createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () =>
      log(
        `${req.method} ${redactTokens(req.url)} ${res.statusCode} ${Math.round(performance.now() - started)}ms`,
      ),
    );
    route(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${redactTokens(req.url)} failed:`, error);
      if (res.headersSent) res.destroy();
      else void sendFetchResponse(res, problemResponse(500, 'The mock server failed on this request.'));
    });
  });
  // An idle keep-alive connection is closed after a minute, not Node's 5 s: a client that reuses one just as the
  // server closes it gets ECONNRESET (seen twice in one e2e run: Playwright's request context after a 5 s pause).
  // Clients close their idle sockets well before this; the headers timeout stays above it, as Node requires.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const publicUrl = (opts.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  // Sign-in follows the customer profiles the identity service changes (a new e-mail, a deleted account).
  const customers = sharedState({ store, accounts, onReset: state.onReset }, createCustomerState);
  const identity =
    opts.identityProvider ??
    (await createIdentityProvider({
      issuer: `${publicUrl}/oidc`,
      accounts: profileAccountLookup((accountId) => customers.byAccount.get(accountId)?.profile, accounts),
    }));
  const push = createPushHub({ verifier: identity });
  const faults = createFaultRegistry();
  const registry = createControlRegistry();
  const operations = loadOperations();
  const requests = createRequestLog();
  const handlers: HttpHandler[] = createHandlers({
    store,
    verifier: identity,
    publicUrl,
    accounts,
    push,
    timing: { ...timingFromEnv(), ...opts.timing },
    onReset: state.onReset,
    control: registry,
  });
  const reset = () => {
    const result = state.reset();
    faults.clear();
    log(`reset: re-seeded ${result.photos} photos in ${result.ms}ms`);
  };
  const images = createImageRoute({ store, cacheDir: opts.imageCacheDir });
  const control = createControlRoute({
    health: () => ({ accounts: accounts.length, photos: countPhotos(store) }),
    reset,
    faults,
    // The error-reporting handler's reports (the same instance: one shared state per mock).
    errorReports: sharedState({ store, accounts, onReset: state.onReset }, createErrorReportState),
    console: {
      accounts,
      appUrl: (opts.appUrl ?? 'http://localhost:5173').replace(/\/+$/, ''),
      registry,
      operations,
      requests,
      photos: (accountId) => countPhotos(store, accountId),
      resetAccount(account) {
        resetAccountPhotos(store, account);
        registry.resetAccount(account.accountId);
        faults
          .list()
          .filter((rule) => rule.account?.toLowerCase() === account.email.toLowerCase())
          .forEach((rule) => faults.remove(rule.id));
        log(`reset: ${account.email} back to its seed`);
      },
      push: (channel, accountId, message) => push.publish(channel, accountId, message),
      files: createConsoleFiles(),
    },
  });
  const accountEmail = (accountId: string | undefined) =>
    accountId ? (accounts.find((a) => a.accountId === accountId)?.email ?? accountId) : undefined;

  const serveFetch = async (req: IncomingMessage, res: ServerResponse, fetchRoute: FetchRoute) => {
    const request = toFetchRequest(req, origin);
    await sendFetchResponse(res, await fetchRoute(request), req.method);
  };

  /** The fault for this request: its X-Mock-Fault header, else the first matching session rule. */
  const faultFor = async (request: Request): Promise<Fault | Response | undefined> => {
    const header = request.headers.get(FAULT_HEADER);
    if (header) {
      const parsed = parseFaultHeader(header);
      return 'error' in parsed ? problemResponse(400, parsed.error) : parsed;
    }
    const rules = faults.list();
    if (rules.length === 0) return undefined;
    const account = rules.some((r) => r.account)
      ? (await authenticate(request.headers, identity))?.email
      : undefined;
    return faults.take(request.method, new URL(request.url).pathname, account);
  };

  /** Adds the call to the request log once answered (bodies read from clones, after the answer left). */
  const logCall = async (
    request: Request,
    requestBody: Promise<string | undefined>,
    started: number,
    response: Response | undefined,
    fault: Fault | undefined,
  ) => {
    const url = new URL(request.url);
    const operation = operations.match(request.method, url.pathname);
    const correlationId = request.headers.get(CORRELATION_ID) ?? undefined;
    requests.add({
      at: new Date().toISOString(),
      method: request.method,
      path: loggedPath(url),
      ...(operation ? { service: operation.service, operationId: operation.operationId } : {}),
      status: response?.status ?? 0,
      durationMs: Math.round(performance.now() - started),
      // The verified token's account; an expired or foreign one still names its `sub` when it is a JWT.
      account:
        (await authenticate(request.headers, identity).catch(() => null))?.email ??
        accountEmail(tokenSubject(request.headers)),
      correlationId,
      requestHeaders: loggedHeaders(request.headers),
      requestBody: await requestBody,
      responseHeaders: response ? loggedHeaders(response.headers) : {},
      responseBody: response ? await loggedBody(response) : undefined,
      violation: violationOf(response),
      fault: describeFault(fault),
    });
  };

  /** Serves a route with fault injection; a `network` fault destroys the socket without an answer. */
  const serveWithFaults = async (
    req: IncomingMessage,
    res: ServerResponse,
    fetchRoute: FetchRoute,
    logged = false,
  ) => {
    const started = performance.now();
    // Body limit (issue 12): a declared length over it is refused before reading; an undeclared one is cut off.
    const limit = bodyLimitFor(req.headers['content-type']);
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      res.shouldKeepAlive = false;
      return sendFetchResponse(res, payloadTooLarge(limit), req.method);
    }
    const request = toFetchRequest(req, origin, limit);
    const requestBody = logged ? loggedBody(request) : Promise.resolve(undefined);
    const fault = await faultFor(request);
    if (fault instanceof Response) {
      if (logged) void logCall(request, requestBody, started, fault, undefined);
      return sendFetchResponse(res, fault, req.method);
    }
    const response = await answerWithFault(fault, () => fetchRoute(request));
    if (response === NETWORK_FAULT) {
      if (logged) void logCall(request, requestBody, started, undefined, fault);
      req.socket.destroy();
      return;
    }
    if (logged) {
      const copy = response.clone();
      void logCall(request, requestBody, started, copy, fault).catch((error: unknown) =>
        console.error('request log:', error),
      );
    }
    try {
      response.headers.delete(VIOLATION_HEADER);
    } catch {
      // immutable headers (never ours): nothing was marked
    }
    return sendFetchResponse(res, response, req.method);
  };
  const services: FetchRoute = async (request) =>
    (await getResponse(handlers, request)) ??
    problemResponse(404, `No mock handler for ${request.method} ${new URL(request.url).pathname}.`);

  route = async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/oidc' || pathname.startsWith('/oidc/')) return identity.callback(req, res);
    const correlationId = req.headers[CORRELATION_ID];
    if (typeof correlationId === 'string') res.setHeader('X-CorrelationId', correlationId);
    if (pathname.startsWith('/__mock/') && !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      return sendFetchResponse(res, problemResponse(403, 'The control endpoints answer loopback only.'));
    }
    if (pathname === '/__mock/requests/events') return serveRequestEvents(req, res);
    if (applyCors(req, res)) return;
    if (pathname.startsWith('/__mock/')) return serveFetch(req, res, control);
    // A path segment that is not valid percent-encoding is the client's error (issue 12), never a 500.
    if (!isDecodable(pathname))
      return sendFetchResponse(
        res,
        problemResponse(400, 'The path is not valid percent-encoding.'),
        req.method,
      );
    if (pathname.startsWith('/images/')) return serveWithFaults(req, res, images);
    if (pathname.startsWith('/vendor/')) return serveWithFaults(req, res, serveVendorScript);
    return serveWithFaults(req, res, services, true);
  };

  /** Server-Sent Events: each new request log entry (without headers and bodies) as a `request` event. */
  const serveRequestEvents = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET')
      return sendFetchResponse(res, problemResponse(405, 'Use GET.', undefined, { Allow: 'GET' }));
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.write('retry: 1000\n\n');
    const unsubscribe = requests.subscribe(
      ({ requestHeaders: _a, requestBody: _b, responseHeaders: _c, responseBody: _d, ...entry }) => {
        res.write(`event: request\ndata: ${JSON.stringify(entry)}\n\n`);
      },
    );
    req.on('close', unsubscribe);
  };

  server.on('upgrade', (req, socket, head) => {
    if (push.handleUpgrade(req, socket, head)) {
      log(`UPGRADE ${req.url} 101`);
      return;
    }
    log(`UPGRADE ${req.url} 404`);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  return {
    url: publicUrl,
    address: origin,
    store,
    push,
    handlers,
    reset,
    faults,
    seedMs: state.seedMs,
    requests,
    async close() {
      await push.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
