import { Suspense } from 'react';
import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { RETAINED_SEARCH_PARAMS, rootSearchSchema } from '@/app/search-params';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { DocumentTitle } from '@/lib/page-title/document-title';
import { lazyAfterFirstScreen } from '@/lib/routing/after-first-screen';

/** Loaded once the first screen has painted: the first screen does not wait for its code (it renders nothing). */
const ThirdPartyScripts = lazyAfterFirstScreen(
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
