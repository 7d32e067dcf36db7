/**
 * The app's real route tree for tests of its route options (guards, loaders): each route by its full path
 * ('/settings/b2b', '/my-photos/albums/$id'), without the router running.
 */
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { routeTree } from '@/routeTree.gen';

const router = createRouter({ routeTree, context: {} as RouterContext });
const routes = Object.values(router.routesById as unknown as Record<string, AnyRoute>);

/** The route whose full path is `path` (a trailing slash ignored), or undefined. */
export const routeOf = (path: string): AnyRoute | undefined =>
  routes.find((route) => route.fullPath.replace(/(.)\/$/, '$1') === path);
