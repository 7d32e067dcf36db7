/**
 * Every msw handler of the mock services. The server serves them over HTTP (server.ts); tests use them
 * directly with `setupServer(...createHandlers(deps))` from `msw/node` (see `testing/handler-deps.ts`).
 *
 * Each service has one file here, `create<Service>Handlers(deps)`, typed against its generated `paths`.
 * Its state beyond the photo store lives in the service's own module in `db/`, created by the handler
 * factory, seeded deterministically from the demo accounts, and put back by the reset hook it registers.
 */
import type { HttpHandler } from 'msw';
import type { DemoAccount } from '../accounts';
import type { PhotoStore } from '../db/photos';
import type { TokenVerifier } from '../http/auth';
import type { PushHub } from '../push/sockets';
import { createPhotoHandlers } from './photo';
import { createOrdersHandlers } from './orders';
import { createReorderHandlers } from './reorder';
import { createSavedProjectsHandlers } from './saved-projects';
import { createSharedAlbumsHandlers } from './shared-albums';
import { createDeletionHandlers } from './deletion';
import { createWidgetsHandlers } from './widgets';
import { createPublicConfigHandlers } from './public-config';
import { createMerchandiseHandlers } from './merchandise';
import { createAbTestHandlers } from './ab-test';
import { createExportHandlers } from './export';
import { createDownloadsHandlers } from './downloads';
import { createTempSelectionsHandlers } from './temp-selections';
import { createCustomerHandlers } from './customer';
import { createIdentityHandlers } from './identity';
import { createEmailGatewayHandlers } from './email-gateway';
import { createInvoicesHandlers } from './invoices';
import { createStorageHandlers } from './storage';
import { createPrintsEditorHandlers } from './prints-editor';

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
}

export function createHandlers(deps: HandlerDeps): HttpHandler[] {
  return [
    ...createPhotoHandlers(deps),
    ...createOrdersHandlers(deps),
    ...createReorderHandlers(deps),
    ...createSavedProjectsHandlers(deps),
    ...createSharedAlbumsHandlers(deps),
    ...createDeletionHandlers(deps),
    ...createWidgetsHandlers(deps),
    ...createPublicConfigHandlers(deps),
    ...createMerchandiseHandlers(deps),
    ...createAbTestHandlers(deps),
    ...createExportHandlers(deps),
    ...createDownloadsHandlers(deps),
    ...createTempSelectionsHandlers(deps),
    ...createCustomerHandlers(deps),
    ...createIdentityHandlers(deps),
    ...createEmailGatewayHandlers(deps),
    ...createInvoicesHandlers(deps),
    ...createStorageHandlers(deps),
    ...createPrintsEditorHandlers(deps),
  ];
}
