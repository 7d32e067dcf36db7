/**
 * Public module of the overview feature: the home page (/, "My account overview"): the latest orders, the photo
 * library summary and the entry points. Its page is a lazy component its route preloads.
 */
import { lazyPage } from '@/lib/routing/lazy-page';

export const OverviewPage = lazyPage(() => import('./components/overview-page'), 'OverviewPage');
