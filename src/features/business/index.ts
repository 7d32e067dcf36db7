/**
 * The business feature's public module (account-area.md sections 1, 2 and 6): the status banner of business
 * accounts (the account layout's `banner` slot; its code loads for business accounts only), the invoices and FTP
 * instruction pages (lazy, their routes' loaders preload them with their data), and the guard that shows other
 * accounts the not-found page on business routes. Everything here is in the entry chunk: it stays small.
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';

export { BusinessStatusBanner, loadBusinessStatusBanner } from './components/business-status-slot';

/** The query options of the invoices list (the invoices page's loader). */
export async function loadInvoicesQueryOptions(api: ApiClients) {
  const { getInvoicesQueryOptions } = await import('./api/get-invoices');
  return getInvoicesQueryOptions(api);
}

/** /invoices: "B2B invoices". */
export const InvoicesPage = lazyPage(() => import('./components/invoices-page'), 'InvoicesPage');

/** /integration: "FTP instructions" and the callback settings. */
export const IntegrationPage = lazyPage(() => import('./components/integration-page'), 'IntegrationPage');
