/**
 * Public module of the downloads feature: the Downloads page (/downloads) and its list's query options, which
 * the route's loader uses. The page is a lazy component the loader preloads (ADR 010).
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';

/** The list's query options (the route's loader; the API code loads on first use, not up front). */
export async function loadDownloadsQueryOptions(api: ApiClients) {
  const { getDownloadsQueryOptions } = await import('./api/get-downloads');
  return getDownloadsQueryOptions(api);
}

/** The Downloads page. */
export const DownloadsPage = lazyPage(() => import('./components/downloads-page'), 'DownloadsPage');
