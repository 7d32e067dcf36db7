/**
 * Test helper: renders `ui` the way the app does, inside a router whose context has the API clients, the auth
 * service, the configuration and a query client (what `useApi`, `useAuth` and `useFeatureFlag` read), with the
 * en-GB messages. The API answers through `fetch` (a function of the Request; happy-dom cannot load the mock's
 * handlers, which read their contracts from disk).
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { RouterContext } from '@/app/router-context';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import type { AuthService } from '@/lib/auth/auth-service';
import type { AppConfig } from '@/lib/config/app-config';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import enGB from '@public/locales/en-GB.json';

export const TEST_SERVICES = {
  photo: 'http://api.test/photo',
  tempSelections: 'http://api.test/temp-selections-api',
  printsEditor: 'http://editor.test/prints-editor',
};
export const TEST_TOKEN = 'test-access-token';

export interface RenderInAppOptions {
  fetch: (request: Request) => Promise<Response>;
  queryClient?: QueryClient;
}

export async function renderInApp(ui: ReactNode, { fetch, queryClient }: RenderInAppOptions) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const config = {
    environment: 'test',
    services: TEST_SERVICES,
    featureFlags: {},
  } as unknown as AppConfig;
  const api = createApiClients(config, {
    middleware: createApiMiddleware({ getAccessToken: () => TEST_TOKEN, onUnauthorized: () => {} }),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const auth = { getAccessToken: async () => TEST_TOKEN } as Partial<AuthService> as AuthService;
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => <div data-testid="app">{ui}</div>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient: client, api, auth, config },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={createI18n('en-GB', enGB)}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  await screen.findByTestId('app');
  return { ...result, queryClient: client, router };
}

/** A JSON answer. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A problem+json error answer. */
export const problem = (status: number) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
