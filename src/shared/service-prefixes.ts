/** Service name in config.json -> path prefix on the mock server. One entry per backend service. */
export const SERVICE_PREFIXES = {
  photo: '/photo',
  sharedAlbums: '/shared-albums-api',
  deletion: '/deletion',
  export: '/export',
  tempSelections: '/temp-selections-api',
  downloads: '/downloads-api',
  invoices: '/invoices',
  emailGateway: '/email-gateway',
  customer: '/customer',
  identity: '/identity',
  orders: '/orders-api',
  reorder: '/reorder',
  savedProjects: '/saved-projects',
  widgets: '/widgets',
  storage: '/storage',
  publicConfig: '/public-config',
  merchandise: '/merchandise',
  abTest: '/ab-test',
  printsEditor: '/prints-editor',
  errorReporting: '/error-reporting',
} as const;

export type ServiceName = keyof typeof SERVICE_PREFIXES;
