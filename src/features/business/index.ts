/**
 * The business feature's public module (account-area.md sections 1, 2 and 6): the status banner of business
 * accounts (the account layout's `banner` slot), the invoices and FTP instruction pages (lazy, their routes'
 * loaders preload them), their query options, and the guard that shows other accounts the not-found page on
 * business routes.
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { BusinessOnly } from './components/business-only';
export { BusinessStatusBanner } from './components/business-status-banner';
export { getBusinessProfileQueryOptions } from './api/get-business-profile';
export { getInvoicesQueryOptions } from './api/get-invoices';

/** /invoices: "B2B invoices". */
export const InvoicesPage = lazyRouteComponent(() => import('./components/invoices-page'), 'InvoicesPage');

/** /integration: "FTP instructions" and the callback settings. */
export const IntegrationPage = lazyRouteComponent(
  () => import('./components/integration-page'),
  'IntegrationPage',
);
