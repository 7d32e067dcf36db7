/**
 * Public module of the saved-projects feature: the saved projects page (/saved-projects) and its query options
 * for the route's loader. The page is a lazy component the loader preloads (ADR 010).
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';
import type { SavedProjectsPageParams } from './api/get-saved-projects';

/** The query options of one page of saved projects (the route's loader; the API code loads on first use). */
export async function loadSavedProjectsQueryOptions(api: ApiClients, params: SavedProjectsPageParams) {
  const { getSavedProjectsQueryOptions } = await import('./api/get-saved-projects');
  return getSavedProjectsQueryOptions(api, params);
}

export const SavedProjectsPage = lazyPage(
  () => import('./components/saved-projects-page'),
  'SavedProjectsPage',
);
