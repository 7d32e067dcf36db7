/**
 * Public module of the export feature: the photos page's export button and the photoExports page. Routes import
 * it lazily or from split components only; the page is a lazy component its route loader preloads (ADR 010).
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';

export { ExportPhotosButton } from './components/export-photos-button';

/** The query options of one export (its page's loader; the API code loads on first use). */
export async function loadExportQueryOptions(api: ApiClients, backupId: string) {
  const { getExportQueryOptions } = await import('./api/get-export');
  return getExportQueryOptions(api, backupId);
}

/** The photoExports page (the export's download links). */
export const ExportPage = lazyPage(() => import('./components/export-page'), 'ExportPage');
