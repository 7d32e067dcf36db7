/**
 * Public module of the downloads feature: the Downloads page (/downloads) and its list's query options, which
 * the route's loader uses. The page is a lazy component the loader preloads (ADR 010).
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { getDownloadsQueryOptions } from './api/get-downloads';
export { DOWNLOADS_QUERY_KEY } from './api/keys';

/** The Downloads page. */
export const DownloadsPage = lazyRouteComponent(() => import('./components/downloads-page'), 'DownloadsPage');
