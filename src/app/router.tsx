import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { PagePending } from '@/components/page-pending';
import type { RouterContext } from './router-context';
import type { AppRouteTree } from './route-tree';

/** `routeTree`: the whole tree, or the timeline's first part of it until the rest loads (./route-tree.ts). */
export function createAppRouter(context: RouterContext, routeTree: AppRouteTree) {
  return createRouter({
    routeTree,
    context,
    // Loaders read through TanStack Query, which owns caching; the router always asks it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PagePending />,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Set when a grid opens the photo preview (the timeline, an album, a shared album): closing the preview goes
     * back in history to it.
     */
    photoPreviewFrom?: 'timeline' | 'album';
    /**
     * Set when the photo area's guard sends the customer to the overview because the photos are being deleted
     * (activation status DELETING): the overview says why (issue 23: the redirect explained nothing).
     */
    photosUnavailable?: boolean;
  }
}
