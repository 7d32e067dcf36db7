/**
 * Every msw handler of the mock services. The server serves them over HTTP (server.ts); tests use them
 * directly with `setupServer(...createHandlers(deps))` from `msw/node` (see `testing/handler-deps.ts`).
 *
 * Each service has one file here, `create<Service>Handlers(deps)` (deps: ../deps.ts), typed against its
 * generated `paths`. Its state beyond the photo store lives in the service's own module in `db/`:
 * `create<Service>State(deps)` seeds it, the handler factory registers its `reset` (db/state.ts).
 */
import type { HttpHandler } from 'msw';
import type { HandlerDeps } from '../deps';
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
import { createErrorReportingHandlers } from './error-reporting';

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
    ...createErrorReportingHandlers(deps),
  ];
}
