/**
 * Handler dependencies for tests that run the handlers in-process with `msw/node`:
 *
 *   const deps = testHandlerDeps();
 *   const server = setupServer(...createHandlers(deps));
 *   ... deps.pushed  // every push message the handlers published
 *   ... deps.reset() // what POST /__mock/reset does
 *
 * Tokens are `fakeToken(email)`; the background jobs run with zero delays unless `timing` says otherwise.
 */
import { DEMO_ACCOUNTS } from '../accounts';
import type { HandlerDeps, MockTiming } from '../deps';
import { createMockState } from '../mock-state';
import type { PushChannel } from '../push/sockets';
import { fakeVerifier } from './fake-identity';

export const TEST_PUBLIC_URL = 'http://mock.test';

export interface PushedMessage {
  channel: PushChannel;
  accountId: string;
  message: unknown;
}

export type TestHandlerDeps = HandlerDeps & { pushed: PushedMessage[]; reset(): void };

export function testHandlerDeps(
  overrides: Omit<Partial<HandlerDeps>, 'timing'> & { timing?: Partial<MockTiming> } = {},
) {
  const accounts = overrides.accounts ?? DEMO_ACCOUNTS.filter((a) => a.photos <= 10_000);
  const state = createMockState({ accounts, store: overrides.store });
  const pushed: PushedMessage[] = [];
  const deps: TestHandlerDeps = {
    verifier: fakeVerifier,
    publicUrl: TEST_PUBLIC_URL,
    push: {
      publish(channel, accountId, message) {
        pushed.push({ channel, accountId, message });
        return 1;
      },
    },
    onReset: state.onReset,
    ...overrides,
    store: state.store,
    accounts,
    timing: {
      exportStepMs: 0,
      activationStepMs: 0,
      downloadStepMs: 0,
      signedUrlTtlMs: 60_000,
      ...overrides.timing,
    },
    pushed,
    reset() {
      state.reset();
    },
  };
  return deps;
}
