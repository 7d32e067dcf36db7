/**
 * What the mock's handlers are built from (core: server.ts and testing/handler-deps.ts make one, every
 * `create<Service>Handlers(deps)` takes the part it needs). The store layer (db/) never imports this module:
 * a state takes only the inputs it names itself (`StateInputs` in db/state.ts, `ActivationInputs` in
 * db/activation.ts), which a `HandlerDeps` satisfies structurally. Handlers depend on stores, never the reverse.
 */
import type { DemoAccount } from './accounts';
import type { PhotoStore } from './db/photos';
import type { TokenVerifier } from './http/auth';
import type { ControlHooks } from './control/hooks';
import type { PushHub } from './push/sockets';

/** How fast the mock's background jobs move (milliseconds per step). */
export interface MockTiming {
  /** Export: REQUESTED -> IN_PROGRESS -> READY (or FAILED), one step each. */
  exportStepMs: number;
  /** Activation: NOT_ACTIVE -> IMPORTING -> ACTIVE, and the push messages between. */
  activationStepMs: number;
  /** Downloads: archive started -> finished (or error). */
  downloadStepMs: number;
  /** How long a signed download or chunk URL stays valid. */
  signedUrlTtlMs: number;
}

export const DEFAULT_TIMING: MockTiming = {
  exportStepMs: 3_000,
  activationStepMs: 3_000,
  downloadStepMs: 1_500,
  signedUrlTtlMs: 15 * 60_000,
};

/** Timing from the environment (MOCK_EXPORT_STEP_MS, MOCK_ACTIVATION_STEP_MS, MOCK_DOWNLOAD_STEP_MS). */
export function timingFromEnv(env: NodeJS.ProcessEnv = process.env): MockTiming {
  const ms = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    exportStepMs: ms('MOCK_EXPORT_STEP_MS', DEFAULT_TIMING.exportStepMs),
    activationStepMs: ms('MOCK_ACTIVATION_STEP_MS', DEFAULT_TIMING.activationStepMs),
    downloadStepMs: ms('MOCK_DOWNLOAD_STEP_MS', DEFAULT_TIMING.downloadStepMs),
    signedUrlTtlMs: ms('MOCK_SIGNED_URL_TTL_MS', DEFAULT_TIMING.signedUrlTtlMs),
  };
}

export interface HandlerDeps {
  store: PhotoStore;
  /** Verifies bearer tokens: the identity provider, or a fake in tests. */
  verifier: TokenVerifier;
  /** Origin of the mock as the browser sees it (image and file URLs), e.g. http://localhost:9090. */
  publicUrl: string;
  /** The demo accounts seeded (scenarios in accounts.ts). */
  accounts: readonly DemoAccount[];
  /** WebSocket push: `publish('activation' | 'downloads', accountId, message)`. */
  push: Pick<PushHub, 'publish'>;
  timing: MockTiming;
  /** Registers what `POST /__mock/reset` runs to put a service's state back to its seed (timers too). */
  onReset(reset: () => void): void;
  /** What the mock's console shows and steers (control/hooks.ts); absent in handler tests that do not need it. */
  control?: ControlHooks;
}
