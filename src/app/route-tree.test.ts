import { createMemoryHistory, createRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RouterContext } from './router-context';
import type * as RouteTreeState from '@/lib/routing/route-tree-state';
import type * as RouteTree from './route-tree';
import { TIMELINE_PATH } from './route-tree';

/**
 * The route tree a page starts with (ADR 046, addendum of issue 25). A timeline landing starts with the routes of
 * its first screen, wired as the generated tree wires them, and gets every other route once the whole tree has
 * loaded; any other landing starts with the whole tree. The generated module is imported only after the first
 * part was built (it rewires the same route objects when it runs), as in the browser: each test gets its own
 * modules.
 */
let landingRouteTree: typeof RouteTree.landingRouteTree;
let hasWholeTree: typeof RouteTreeState.hasWholeTree;
beforeEach(async () => {
  vi.resetModules();
  ({ landingRouteTree } = await import('./route-tree'));
  ({ hasWholeTree } = await import('@/lib/routing/route-tree-state'));
});

function routerOn(routeTree: unknown, path: string): AnyRouter {
  return createRouter({
    routeTree: routeTree as AnyRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {} as RouterContext,
  }) as unknown as AnyRouter;
}

/** The router's routes: id and full path (the timeline's waiting route, '/$', left out). */
const pagesOf = (router: AnyRouter) =>
  Object.values(router.routesById as Record<string, AnyRoute>)
    .filter((route) => route.id !== '/$')
    .map((route) => [route.id, route.fullPath]);

describe('the route tree a page starts with', () => {
  it('on the timeline: its first screen’s routes as the whole tree has them, the rest after it loads', async () => {
    const landing = landingRouteTree(`${TIMELINE_PATH}/`);
    const router = routerOn(await landing.routeTree, TIMELINE_PATH);
    landing.attach(router);
    const first = pagesOf(router);
    expect(first).toHaveLength(4);
    expect(router.matchRoutes(TIMELINE_PATH).map((match) => match.routeId)).toEqual([
      '__root__',
      '/_account',
      '/_account/my-photos',
      '/_account/my-photos/photos',
    ]);
    // Before the whole tree is there, any other address matches the route that waits for it.
    expect(router.matchRoutes('/orders').at(-1)?.routeId).toBe('/$');
    expect(router.routesById['/_account/orders/']).toBeUndefined();
    expect(hasWholeTree(router)).toBe(false);

    // A hover on a link to another page (a preload) loads the whole tree and gives the router every route.
    await router.preloadRoute({ to: '/orders' });
    const { routeTree } = await import('@/routeTree.gen');
    const whole = pagesOf(routerOn(routeTree, '/'));
    expect(pagesOf(router)).toEqual(whole);
    // The first part's routes are the whole tree's, with the same ids and paths.
    for (const page of first) expect(whole).toContainEqual(page);
    expect(router.matchRoutes('/orders').at(-1)?.routeId).toBe('/_account/orders/');
    expect(hasWholeTree(router)).toBe(true);
  });

  it('on the timeline, the rest loads once the first screen has painted, not before', async () => {
    const { holdUntilFirstScreen } = await import('@/lib/routing/after-first-screen');
    // A browser without largest-contentful-paint entries: the gate opens PAINT_WAIT_MS after the first render.
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('unsupported entry type');
        }
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    let rendered = () => {};
    holdUntilFirstScreen({
      subscribe: (_event, listener) => {
        rendered = listener;
        return () => {};
      },
    });
    const landing = landingRouteTree(TIMELINE_PATH);
    const router = routerOn(await landing.routeTree, TIMELINE_PATH);
    landing.attach(router);
    // The generated module is there already: only the gate keeps the router from getting it.
    await import('@/routeTree.gen');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hasWholeTree(router)).toBe(false);

    rendered();
    await vi.waitFor(() => expect(hasWholeTree(router)).toBe(true), { timeout: 5_000 });
  });

  it('on the timeline, a click on another page before the whole tree is there shows that page', async () => {
    const landing = landingRouteTree(TIMELINE_PATH);
    const router = routerOn(await landing.routeTree, TIMELINE_PATH);
    landing.attach(router);
    await router.navigate({ to: '/change-email-success' });
    await router.load();
    expect(router.state.location.pathname).toBe('/change-email-success');
    expect(router.state.matches.at(-1)?.routeId).toBe('/change-email-success');
  });

  it('anywhere else: the whole tree at once', async () => {
    const router = routerOn(await landingRouteTree('/orders').routeTree, '/orders');
    const { routeTree } = await import('@/routeTree.gen');
    expect(pagesOf(router)).toEqual(pagesOf(routerOn(routeTree, '/')));
  });
});
