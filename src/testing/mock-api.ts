/**
 * The mock backend for component tests: its real handlers in process under msw/node, with what the mock server
 * adds around them (mock-server/server.ts): seeded demo accounts, a reset after every test, session fault rules
 * (mock-server/http/faults.ts, the rules of POST /__mock/faults). With `renderInApp` (./render-in-app.tsx) it is
 * bulletproof-react's `renderApp()`: the mock is seeded and an account signed in.
 *
 *   const mock = setupMockApi({ accounts: ['demo@example.com'] });   // at the top of the test file
 *   const app = renderInApp(<Page />, mock.signIn('demo@example.com'));
 *   mock.faults.add({ method: 'DELETE', path: '/photo/photos', fault: { status: 503 } });  // an error path
 *   const gate = mock.hold('DELETE', '/photo/photos');  // ...what the screen shows meanwhile...; gate.release()
 *   mock.requests  // what the app sent
 *
 * A test needing a state gets it from the mock, not from a hand-written payload: the demo account with that
 * scenario (mock-server/accounts.ts), the stores' functions (mock-server/db/*) or a fault rule.
 *
 * Needs `// @vitest-environment node` and '@/testing/dom-in-node' imported first (why: see there).
 */
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandlers } from '@mock/handlers';
import type { MockTiming } from '@mock/deps';
import { answerWithFault, createFaultRegistry, NETWORK_FAULT } from '@mock/http/faults';
import { fakeToken } from '@mock/testing/fake-identity';
import { TEST_PUBLIC_URL, testHandlerDeps } from '@mock/testing/handler-deps';
import { demoAccount } from './demo-account';
import { testApiClients } from './test-api';

export interface MockRequest {
  method: string;
  /** The path without the origin, e.g. "/photo/photos". */
  path: string;
  url: string;
  authorization: string | null;
  /** The body, once read (the log is written when the request starts, the body a moment later): parsed when it
   * is JSON, else the text. */
  body?: unknown;
}

export interface SetupMockApiOptions {
  /** The demo accounts to seed, by e-mail (mock-server/accounts.ts); default: every demo account up to 10,000
   * photos (testHandlerDeps). */
  accounts?: readonly string[];
  /** Speed of the background jobs; zero delays by default. */
  timing?: Partial<MockTiming>;
}

/** Starts the mock's handlers for this test file (listen before all, reset after each, close after all). */
export function setupMockApi({ accounts: emails, timing }: SetupMockApiOptions = {}) {
  const accounts = emails?.map(demoAccount);
  const deps = testHandlerDeps({ accounts, timing });
  const services = createHandlers(deps);
  const faults = createFaultRegistry();
  const faultHandler = http.all('*', async ({ request }) => {
    if (faults.list().length === 0) return undefined;
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    const claims = token ? await deps.verifier.verifyAccessToken(token) : null;
    const fault = faults.take(request.method, new URL(request.url).pathname, claims?.email);
    if (!fault) return undefined;
    const response = await answerWithFault(fault, () => getResponse(services, request));
    return response === NETWORK_FAULT ? HttpResponse.error() : response;
  });
  const server = setupServer(faultHandler, ...services);
  const requests: MockRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: MockRequest = {
      method: request.method,
      path: url.pathname,
      url: request.url,
      authorization: request.headers.get('Authorization'),
    };
    requests.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        if (!text) return;
        try {
          entry.body = JSON.parse(text) as unknown;
        } catch {
          entry.body = text;
        }
      });
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    faults.clear();
    deps.reset();
    requests.length = 0;
  });
  afterAll(() => server.close());

  return {
    /** The stores and everything the handlers were given (deps.store is the photo store). */
    deps,
    server,
    faults,
    /** Every request the app sent since the test started. */
    requests,
    account: demoAccount,
    /** The options renderInApp needs to call the mock as this account (its access token). */
    signIn: (email: string) => ({ origin: TEST_PUBLIC_URL, token: fakeToken(demoAccount(email).email) }),
    /** The app's API clients calling the mock as this account (no e-mail: without an access token). */
    api: (email?: string) =>
      testApiClients({ origin: TEST_PUBLIC_URL, token: email ? fakeToken(demoAccount(email).email) : null }),
    /**
     * Holds the answers to `method` requests of `path` (exact, or with `*`) until `release()`; then the mock
     * answers them as usual. For what the screen shows while a request is on its way.
     */
    hold(method: string, path: string) {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const pattern = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      const handler: HttpHandler = http.all('*', async ({ request }) => {
        if (request.method !== method.toUpperCase() || !pattern.test(new URL(request.url).pathname)) return;
        await released;
      });
      server.use(handler);
      return { release };
    },
  };
}
