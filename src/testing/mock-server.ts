/**
 * The real mock server, for the few tests that need what only a server has: the WebSocket push (a download's or
 * an activation's progress over a real socket) and files fetched by URL. Every other test uses `setupMockApi`
 * (./mock-api.ts: the same handlers in process, no port). No test starts a server itself.
 *
 *   const mock = setupMockServer({ accounts: ['demo@example.com'], timing: { downloadStepMs: 30 } });
 *   renderInApp(<Probe />, mock.signIn('demo@example.com'));   // the app's clients and sockets against it
 *   const api = mock.api('demo@example.com');                    // the app's API clients as that account
 *   new WebSocket(mock.pushUrl('downloads'))                      // a push channel (the `ws` client)
 *   mock.server.push.connections('downloads', accountId)          // the server itself: store, push, faults
 *
 * It listens on a free loopback port with the fake identity provider (mock.signIn's tokens), keeps generated
 * images in memory, puts every store back to its seed and clears the fault rules after each test, and closes after
 * all. While it runs the global WebSocket is the `ws` client, so the app's sockets (the browser's WebSocket) reach
 * it from the node environment.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { MockTiming } from '@mock/deps';
import { startMockServer, type MockServer } from '@mock/server';
import { fakeIdentityProvider, fakeToken } from '@mock/testing/fake-identity';
import { demoAccount } from './demo-account';
import { testApiClients, type TestApiOptions } from './test-api';

export interface SetupMockServerOptions {
  /** The demo accounts to seed, by e-mail (mock-server/accounts.ts); default: every demo account. */
  accounts?: readonly string[];
  /** Speed of the background jobs (downloads, exports, activation); default from the environment. */
  timing?: Partial<MockTiming>;
}

/** Starts the mock server for this test file (before all; reset after each; closed after all). */
export function setupMockServer({ accounts, timing }: SetupMockServerOptions = {}) {
  let server: MockServer | undefined;
  const running = (): MockServer => {
    if (!server) throw new Error('setupMockServer: the server starts in beforeAll, use it inside a test');
    return server;
  };
  beforeAll(async () => {
    server = await startMockServer({
      port: 0,
      quiet: true,
      identityProvider: fakeIdentityProvider,
      accounts: accounts?.map(demoAccount),
      imageCacheDir: null,
      timing,
    });
    vi.stubGlobal('WebSocket', WebSocket);
  });
  afterEach(() => server?.reset());
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
  });

  return {
    /** The running server: its photo store, push hub, fault rules. */
    get server() {
      return running();
    },
    account: demoAccount,
    /** The options renderInApp needs to call the server as this account (its access token). */
    signIn: (email: string) => ({ origin: running().address, token: fakeToken(demoAccount(email).email) }),
    /** The app's API clients calling the server as this account (no e-mail: without an access token). */
    api: (email?: string, options: Omit<TestApiOptions, 'origin' | 'token'> = {}) =>
      testApiClients({
        ...options,
        origin: running().address,
        token: email ? fakeToken(demoAccount(email).email) : null,
      }),
    /** The WebSocket URL of a push channel (openapi/asyncapi: downloads, activation). */
    pushUrl: (channel: 'downloads' | 'activation') =>
      `${running().address.replace(/^http/, 'ws')}/push/${channel}`,
  };
}
