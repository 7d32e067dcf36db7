/**
 * Public module of the saved-projects feature: the saved projects page (/saved-projects) and its query options
 * for the route's loader. The page is a lazy component the loader preloads (ADR 010).
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { getSavedProjectsQueryOptions } from './api/get-saved-projects';
export { SAVED_PROJECTS_QUERY_KEY } from './api/keys';

export const SavedProjectsPage = lazyRouteComponent(
  () => import('./components/saved-projects-page'),
  'SavedProjectsPage',
);
