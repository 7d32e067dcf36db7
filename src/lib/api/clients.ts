import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AbTestPaths } from '@/api/generated/ab-test';
import type { paths as CustomerPaths } from '@/api/generated/customer';
import type { paths as DeletionPaths } from '@/api/generated/deletion';
import type { paths as DownloadsPaths } from '@/api/generated/downloads';
import type { paths as EmailGatewayPaths } from '@/api/generated/email-gateway';
import type { paths as ErrorReportingPaths } from '@/api/generated/error-reporting';
import type { paths as ExportPaths } from '@/api/generated/export';
import type { paths as IdentityPaths } from '@/api/generated/identity';
import type { paths as InvoicesPaths } from '@/api/generated/invoices';
import type { paths as MerchandisePaths } from '@/api/generated/merchandise';
import type { paths as OrdersPaths } from '@/api/generated/orders';
import type { paths as PhotoPaths } from '@/api/generated/photo';
import type { paths as PublicConfigPaths } from '@/api/generated/public-config';
import type { paths as ReorderPaths } from '@/api/generated/reorder';
import type { paths as SavedProjectsPaths } from '@/api/generated/saved-projects';
import type { paths as SharedAlbumsPaths } from '@/api/generated/shared-albums';
import type { paths as StoragePaths } from '@/api/generated/storage';
import type { paths as TempSelectionsPaths } from '@/api/generated/temp-selections';
import type { paths as WidgetsPaths } from '@/api/generated/widgets';
import type { AppConfig } from '@/lib/config/app-config';

/**
 * One typed client per REST service of config.json `services` (the merchandise GraphQL service and the prints
 * editor are not REST). A new service: generate its types, add one line to the interface and one to the object.
 * Clients are plain objects: creating one fetches nothing.
 */
export interface ApiClients {
  photo: Client<PhotoPaths>;
  sharedAlbums: Client<SharedAlbumsPaths>;
  deletion: Client<DeletionPaths>;
  export: Client<ExportPaths>;
  tempSelections: Client<TempSelectionsPaths>;
  downloads: Client<DownloadsPaths>;
  invoices: Client<InvoicesPaths>;
  emailGateway: Client<EmailGatewayPaths>;
  customer: Client<CustomerPaths>;
  identity: Client<IdentityPaths>;
  orders: Client<OrdersPaths>;
  reorder: Client<ReorderPaths>;
  savedProjects: Client<SavedProjectsPaths>;
  widgets: Client<WidgetsPaths>;
  merchandise: Client<MerchandisePaths>;
  storage: Client<StoragePaths>;
  publicConfig: Client<PublicConfigPaths>;
  abTest: Client<AbTestPaths>;
  errorReporting: Client<ErrorReportingPaths>;
}

export interface CreateApiClientsOptions {
  middleware: Middleware;
  fetch?: typeof globalThis.fetch;
}

/** Clients share the middleware (auth, correlation id, no-cache, typed failures). */
export function createApiClients(
  config: AppConfig,
  { middleware, fetch }: CreateApiClientsOptions,
): ApiClients {
  /** A configuration without the service still starts the app: that client's calls reject, its parts fail. */
  const client = <Paths extends {}>(service: string): Client<Paths> => {
    const baseUrl = config.services[service];
    const created = createClient<Paths>({
      baseUrl,
      fetch: baseUrl ? fetch : () => Promise.reject(new Error(`/config.json names no "${service}" service`)),
    });
    created.use(middleware);
    return created;
  };
  return {
    photo: client<PhotoPaths>('photo'),
    sharedAlbums: client<SharedAlbumsPaths>('sharedAlbums'),
    deletion: client<DeletionPaths>('deletion'),
    export: client<ExportPaths>('export'),
    tempSelections: client<TempSelectionsPaths>('tempSelections'),
    downloads: client<DownloadsPaths>('downloads'),
    invoices: client<InvoicesPaths>('invoices'),
    emailGateway: client<EmailGatewayPaths>('emailGateway'),
    customer: client<CustomerPaths>('customer'),
    identity: client<IdentityPaths>('identity'),
    orders: client<OrdersPaths>('orders'),
    reorder: client<ReorderPaths>('reorder'),
    savedProjects: client<SavedProjectsPaths>('savedProjects'),
    widgets: client<WidgetsPaths>('widgets'),
    merchandise: client<MerchandisePaths>('merchandise'),
    storage: client<StoragePaths>('storage'),
    publicConfig: client<PublicConfigPaths>('publicConfig'),
    abTest: client<AbTestPaths>('abTest'),
    errorReporting: client<ErrorReportingPaths>('errorReporting'),
  };
}
