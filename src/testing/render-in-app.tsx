/**
 * Renders a component the way the app does (query client, i18n in en-GB, a TanStack router whose context has
 * the API clients, configuration and auth of `RouterContext`), for component tests of code that reads them
 * (`useApi`, `useRouteContext`, `useFeatureFlag`, links and navigation). The router has the root route
 * (rendering `ui`), an empty "/" and a "/my-photos/photos" page, so navigation to it can be seen.
 *
 * The clients call `{origin}/{service}` as the mock server lays them out. The one way to test against the API:
 * the mock's real handlers, in process (`setupMockApi` of ./mock-api.ts, which also seeds the demo accounts and
 * signs one in: `renderInApp(ui, mock.signIn('demo@example.com'))`) or a running mock server (`origin` its
 * address, `token` a `fakeToken(email)`). No hand-written answers: a state a test needs comes from the mock.
 * With `toasts`, the app shell's toast container sits beside the router, so a page's toasts can be read on screen.
 */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import type { ApiClients } from '@/lib/api/clients';
import type { AuthService } from '@/lib/auth/auth-service';
import type { AuthUser } from '@/lib/auth/auth-user';
import { ToastContainer } from '@/components/ui/toast';
import type { AppConfig } from '@/lib/config/app-config';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import enGB from '@public/locales/en-GB.json';
import { testApiClients, testAppConfig } from './test-api';

export interface RenderInAppOptions {
  /** Origin of the mock services, e.g. mock-server/testing/handler-deps.ts TEST_PUBLIC_URL. */
  origin: string;
  /** The access token every request and the push send. */
  token: string;
  /** Where the app starts; default "/". */
  path?: string;
  /** The signed-in user `useAuthUser` answers (e.g. `userFromClaims(fakeClaims(email))`); default none. */
  user?: AuthUser;
  /** Render the app shell's toast container too (its toasts are role="alert"); default no. */
  toasts?: boolean;
  /** Settings of the runtime configuration beyond the test's (e.g. `qrCodeUploadBaseUrl`); default none. */
  config?: Partial<AppConfig>;
}

export interface RenderedApp extends RenderResult {
  api: ApiClients;
  queryClient: QueryClient;
  config: AppConfig;
  router: ReturnType<typeof createTestRouter>;
}

function createTestRouter(ui: ReactNode, context: RouterContext, path: string) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const photosRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/my-photos/photos',
    component: () => <h1>Photos page</h1>,
  });
  // Any other address the test starts at or goes to (a page's own path, its search): matched, so the router shows
  // the page under test without a not-found state beside it (and without its warning in every test's output).
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, photosRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  });
}

export function renderInApp(
  ui: ReactNode,
  { origin, token, path = '/', user, toasts = false, config: settings }: RenderInAppOptions,
): RenderedApp {
  const config = { ...testAppConfig(origin), ...settings };
  const api = testApiClients({ config, token });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  // Without `user`, no signed-in user object (useAuthUser answers null: a settings back link leads to /settings).
  const signedIn = user ?? null;
  const auth = {
    getAccessToken: async () => token,
    subscribe: () => () => {},
    getUser: () => signedIn,
  } as unknown as AuthService;
  const router = createTestRouter(ui, { queryClient, api, auth, config }, path);
  const i18n = createI18n('en-GB', enGB);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
        {toasts && <ToastContainer label={i18n.t('toasts.label')} closeLabel={i18n.t('common.close')} />}
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, api, queryClient, config, router };
}
