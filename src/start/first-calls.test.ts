// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- the DOM globals before anything else (dom-in-node.ts)
import '@/testing/dom-in-node';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '@/app/router-context';
import { createApiClients } from '@/lib/api/clients';
import { createApiMiddleware } from '@/lib/api/middleware';
import type { AuthService } from '@/lib/auth/auth-service';
import { BUSINESS_AMR as APP_BUSINESS_AMR, userFromClaims } from '@/lib/auth/auth-user';
import type { AppConfig } from '@/lib/config/app-config';
import { flagOverridesFromQuery } from '@/lib/feature-flags/feature-flags';
import { routeFlagOn } from '@/lib/feature-flags/route-flags';
import { routeTree } from '@/routeTree.gen';
import { SERVICE_PREFIXES } from '@/shared/service-prefixes';
import { setupMockApi } from '@/testing/mock-api';
import { fakeClaims } from '@mock/testing/fake-identity';
import { BUSINESS_AMR, BUSINESS_ONLY, FIRST_CALLS, firstCallsOf } from './first-calls';
import { routeMatch } from './start-script';

/**
 * The table of first calls against the loaders (issue 25): every route of FIRST_CALLS is loaded with the app's
 * real route tree and the mock, and the GET requests its loaders sent are the calls the start script starts for
 * that address, no more and no fewer. A loader that asks for something else (another page size, a new call)
 * fails here, so the start script never starts a call the page does not make, nor misses one it does.
 */
const mock = setupMockApi({
  accounts: ['demo@example.com', 'business@example.com', 'albums@example.com', 'sharee@example.com'],
});

/** An own album of the account (the album route's first screen; a missing one also asks the shared albums). */
async function firstAlbumPath(email: string): Promise<string> {
  const { origin, token } = mock.signIn(email);
  const response = await fetch(`${origin}/photo/albums?limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { albums } = (await response.json()) as { albums: { albumId: string }[] };
  mock.requests.length = 0;
  return `/my-photos/albums/${albums[0]!.albumId}`;
}

/**
 * Holds every answer of the API clients until `release()`: a call that is only made after another one answered
 * (a chain) is then never made while they are held.
 */
function holdAnswers() {
  const started: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    started.push(input instanceof Request ? input.url : String(input));
    await released;
    return globalThis.fetch(input, init);
  };
  return { started, release, fetch };
}

async function loadRoute(
  email: string,
  path: string,
  hold?: ReturnType<typeof holdAnswers>,
): Promise<string[]> {
  if (path === 'an own album') path = await firstAlbumPath(email);
  const { origin, token } = mock.signIn(email);
  const config: AppConfig = {
    environment: 'test',
    services: Object.fromEntries(
      Object.entries(SERVICE_PREFIXES).map(([name, prefix]) => [name, `${origin}${prefix}`]),
    ) as AppConfig['services'],
    push: { activation: 'ws://localhost/a', downloads: 'ws://localhost/d' },
    auth: { authority: `${origin}/oidc`, clientId: 'test', scope: 'openid' },
    featureFlags: {
      PhotoManagementAlbumViewEnabled: ['localhost'],
      PhotoManagementSharedAlbumsViewEnabled: ['localhost'],
    },
  };
  const middleware = createApiMiddleware({ getAccessToken: () => token, onUnauthorized: () => {} });
  const api = createApiClients(config, {
    middleware,
    fetch: hold?.fetch ?? ((request) => globalThis.fetch(request)),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userFromClaims(fakeClaims(email)!);
  const auth = {
    getAccessToken: async () => token,
    ensureSignedIn: async () => user,
  } as unknown as AuthService;
  const context: RouterContext = { queryClient, api, auth, config };
  const router = createRouter({
    routeTree,
    context,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const base = (service: string) => config.services[service] ?? `no ${service}`;
  const [pathname = '', search = ''] = path.split('?');
  const match = routeMatch(Object.keys(FIRST_CALLS), pathname);
  if (!match) throw new Error(`${path} matches no route of FIRST_CALLS`);
  const expected = firstCallsOf(match.route, {
    params: match.params,
    search: new URLSearchParams(search),
    accountId: user.sub,
    storedSorts: null,
    flagOn: (flag) => routeFlagOn(flag, flagOverridesFromQuery(search), config),
    business: user.isBusiness,
  }).map((call) => `${base(call.service)}${call.path}`);
  const loaded = router.load();
  if (hold) {
    // Every first call is made while none has answered yet: side by side, not one after another.
    await vi.waitFor(() => expect([...hold.started].sort()).toEqual([...expected].sort()), { timeout: 5000 });
    hold.release();
  }
  await loaded;
  const sent = mock.requests.filter((request) => request.method === 'GET').map((request) => request.url);
  return [expected.sort().join('\n'), [...new Set(sent)].sort().join('\n')];
}

const cases: [route: string, email: string, path: string][] = [
  ['/', 'demo@example.com', '/'],
  ['/orders', 'demo@example.com', '/orders'],
  ['/orders', 'demo@example.com', '/orders?page=2&order_state=expired'],
  ['/orders/$orderCode', 'demo@example.com', '/orders/NO-SUCH-ORDER'],
  ['/saved-projects', 'demo@example.com', '/saved-projects?page=2'],
  ['/settings', 'demo@example.com', '/settings'],
  ['/settings/personal-details', 'demo@example.com', '/settings/personal-details'],
  ['/settings/payment-method', 'demo@example.com', '/settings/payment-method'],
  ['/settings/addresses/all', 'demo@example.com', '/settings/addresses/all'],
  ['/settings/address/$id', 'demo@example.com', '/settings/address/a1'],
  ['/settings/b2b', 'business@example.com', '/settings/b2b'],
  ['/settings/b2b/details', 'business@example.com', '/settings/b2b/details'],
  ['/settings/b2b/address/$id', 'business@example.com', '/settings/b2b/address/a1'],
  ['/invoices', 'business@example.com', '/invoices'],
  // A business account on a page every account has: the page's calls and the layout's profile (its banner).
  ['/orders', 'business@example.com', '/orders'],
  ['/integration', 'business@example.com', '/integration'],
  ['/downloads', 'demo@example.com', '/downloads'],
  ['/my-photos/exports/$backupId', 'demo@example.com', '/my-photos/exports/no-such-backup'],
  ['/my-photos/albums', 'albums@example.com', '/my-photos/albums'],
  [
    '/my-photos/albums',
    'albums@example.com',
    '/my-photos/albums?PhotoManagementSharedAlbumsViewEnabled=false',
  ],
  ['/my-photos/albums/$id', 'albums@example.com', 'an own album'],
  ['/my-photos/shared-albums/$id', 'sharee@example.com', '/my-photos/shared-albums/no-such-album'],
];

describe('the first calls of each page (src/start/first-calls.ts)', () => {
  it('covers every route of the table', () => {
    expect([...new Set(cases.map(([route]) => route))].sort()).toEqual(Object.keys(FIRST_CALLS).sort());
  });

  it('starts the business pages’ calls for business accounts only, as their guard (BUSINESS_ONLY)', () => {
    expect(BUSINESS_AMR).toBe(APP_BUSINESS_AMR);
    const guarded = Object.keys(FIRST_CALLS).filter((route) =>
      cases.filter(([path]) => path === route).every(([, email]) => email === 'business@example.com'),
    );
    expect([...BUSINESS_ONLY].sort()).toEqual(guarded.sort());
  });

  it.each(cases)('%s (%s, %s): the calls started are the calls the loaders make', async (_, email, path) => {
    const [expected, sent] = await loadRoute(email, path);
    expect(sent).toBe(expected);
  });

  // Issue 23 "Slow network": activation, albums and the tab counts came one after another (8 s at 2.5 s a call).
  it.each([
    ['/my-photos/albums', 'albums@example.com', '/my-photos/albums'],
    ['/my-photos/albums/$id', 'albums@example.com', 'an own album'],
    ['/my-photos/shared-albums/$id', 'sharee@example.com', '/my-photos/shared-albums/no-such-album'],
    ['/', 'demo@example.com', '/'],
    ['/settings/b2b', 'business@example.com', '/settings/b2b'],
  ])('%s (%s, %s): every first call starts before any of them answers', async (_, email, path) => {
    const [expected, sent] = await loadRoute(email, path, holdAnswers());
    expect(sent).toBe(expected);
  });
});
