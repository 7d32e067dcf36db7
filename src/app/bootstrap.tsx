import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { CookiesRequiredPage } from '@/components/errors/cookies-required-page';
import { UnexpectedErrorPage } from '@/components/errors/unexpected-error-page';
import { ErrorPage } from '@/components/errors/error-page';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import { createAuthService } from '@/lib/auth/auth-service';
import { channelAtom, localeAtom } from '@/lib/channel/channel-state';
import { DEFAULT_LOCALE, isServedHost, legacyRedirect, type Channel } from '@/shared/channels';
import { loadAppConfig, type AppConfig } from '@/lib/config/app-config';
import { createI18n, warmUpIntl } from '@/lib/i18n/i18n';
import { loadMessages } from '@/lib/i18n/load-messages';
import type { ReportError } from '@/lib/error-reporting/error-reporting';
import { createLazyErrorReporter } from '@/lib/error-reporting/lazy-error-reporter';
import { createQueryClient } from '@/lib/query-client';
import { afterFirstScreen, holdUntilFirstScreen } from '@/lib/routing/after-first-screen';
import { readStartAnswers, type StartAnswers } from '@/lib/start/start-answers';
import { isLocalStorageWritable } from '@/lib/storage';
import { appStore } from '@/lib/store';
import { AppShell } from './app-shell';
import { FatalError } from './fatal-error';
import { createAppRouter } from './router';
import { landingRouteTree, type AppRouteTree, type LandingRouteTree } from './route-tree';

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T,>(promise: Promise<T>): Promise<Loaded<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * Starts the app: channel (host name) -> locale; /config.json and the messages in parallel; then, only with a
 * configuration, authentication, the API clients and the router. Every failure renders a page, never nothing.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // A legacy host's page moves to its newer host before anything else happens (docs/channels.md).
  const moved = legacyRedirect(new URL(window.location.href));
  if (moved) {
    window.location.replace(moved);
    return;
  }
  const root = createRoot(container);
  if (!isServedHost(window.location.hostname)) {
    // No channel to speak for: the catalogue's message, in the default language.
    const i18n = createI18n(DEFAULT_LOCALE, await loadMessages(DEFAULT_LOCALE));
    root.render(
      <AppShell i18n={i18n}>
        <ErrorPage standalone titleId="errors.channelNotFoundTitle" messageId="errors.channelNotFound" />
      </AppShell>,
    );
    return;
  }
  const channel = appStore.get(channelAtom);
  const locale = appStore.get(localeAtom);
  document.documentElement.lang = locale;
  // What index.html's start script requested while the bundle downloaded (ADR 012).
  const startAnswers = readStartAnswers();
  // While the configuration and the messages load.
  warmUpIntl(locale);

  // The route definitions of this page's area, beside the configuration (ADR 046, addendum of issue 25).
  const routes = landingRouteTree(window.location.pathname);

  const start = async (): Promise<void> => {
    const [config, messages, routeTree] = await Promise.all([
      settle(loadAppConfig(fetch, startAnswers.takeConfig())),
      loadMessages(locale),
      routes.routeTree,
    ]);
    const i18n = createI18n(locale, messages);

    if (!isLocalStorageWritable()) {
      root.render(
        <AppShell i18n={i18n}>
          <CookiesRequiredPage />
        </AppShell>,
      );
      return;
    }
    if (!config.ok) {
      console.error(config.error);
      root.render(
        <AppShell i18n={i18n}>
          <UnexpectedErrorPage standalone onRetry={() => void start().catch(fail)} />
        </AppShell>,
      );
      return;
    }
    const app = createApp(config.value, channel, locale, startAnswers, { ...routes, tree: routeTree });
    // Setting up (the router and its route tree, the API clients) and the first render are separate tasks, and
    // React renders the app as a transition, in slices: no single long task keeps a slow phone from responding.
    await yieldToMain();
    startTransition(() => root.render(<AppShell i18n={i18n}>{app}</AppShell>));
  };

  const fail = (error: unknown) => {
    console.error(error);
    root.render(<FatalError />);
  };

  await start().catch(fail);
}

function createApp(
  config: AppConfig,
  channel: Channel,
  locale: string,
  start: StartAnswers,
  routes: LandingRouteTree & { tree: AppRouteTree },
) {
  start.confirmPhotoService(config.services.photo);
  // Auth errors are reported too; the reporter needs the API clients, which need the auth service: bound late.
  let reportError: ReportError = () => {};
  const auth = createAuthService({
    config,
    channel,
    locale,
    reportError: (error, action) => reportError(error, action),
  });
  const middleware = createApiMiddleware({
    getAccessToken: auth.getAccessToken,
    onUnauthorized: auth.handleUnauthorized,
  });
  // A GET the start script already made for this page (its first calls, ADR 068) is taken from it, else asked.
  const fetchOrTake: typeof globalThis.fetch = (input, init) =>
    (input instanceof Request &&
      start.takeCall(input, config.services)?.catch(() => globalThis.fetch(input, init))) ||
    globalThis.fetch(input, init);
  const api = createApiClients(config, { middleware, fetch: fetchOrTake });
  // Every query and mutation that ends in a failure is reported with its call's correlation id.
  reportError = createLazyErrorReporter({ api, channel: channel.id });
  const queryClient = createQueryClient({ reportError });
  const router = createAppRouter({ queryClient, auth, api, config, start }, routes.tree);
  // What the first screen does not show waits until it has painted (issue 25, after-first-screen.ts): on the
  // timeline, the route definitions of the other pages too (route-tree.ts).
  holdUntilFirstScreen(router);
  routes.attach(router);
  // The robots meta tag follows the route (ADR 038); off the first screen's critical path (index.html says noindex).
  void afterFirstScreen()
    .then(() => import('@/lib/channel/robots-meta'))
    .then(({ syncRobotsMeta }) => syncRobotsMeta(router));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
