import { Suspense } from 'react';
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { RETAINED_SEARCH_PARAMS, rootSearchSchema } from '@/app/search-params';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { DocumentTitle } from '@/lib/page-title/document-title';
import { lazyPage } from '@/lib/routing/lazy-page';

/**
 * Loaded after the first render: the first screen does not wait for its code (it renders nothing). Through
 * `lazyPage`, so the entry holds that recipe, which the timeline's chunk and the route definitions' chunk both use
 * (ADR 046, addendum of issue 25: otherwise the route definitions' chunk imports it from the timeline's chunk).
 */
const ThirdPartyScripts = lazyPage(
  () => import('@/lib/third-party/third-party-scripts'),
  'ThirdPartyScripts',
);

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(RETAINED_SEARCH_PARAMS)] },
  // The document title of every page: its route's staticData.pageTitle (src/lib/page-title).
  component: () => (
    <DocumentTitle>
      <Outlet />
      {/* The chat widget, consent, survey, session tracking and analytics scripts, after the first screen. */}
      <Suspense fallback={null}>
        <ThirdPartyScripts />
      </Suspense>
    </DocumentTitle>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
