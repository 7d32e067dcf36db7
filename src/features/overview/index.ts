/**
 * Public module of the overview feature: the home page (/, "My account overview"): the latest orders, the photo
 * library summary and the entry points. Its page is a lazy component its route preloads.
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export const OverviewPage = lazyRouteComponent(() => import('./components/overview-page'), 'OverviewPage');
