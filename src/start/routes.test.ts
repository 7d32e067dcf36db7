import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '@/app/router-context';
import { routeTree } from '@/routeTree.gen';
import { START_ROUTES } from './routes';

/**
 * START_ROUTES against the app's real route tree: every page (a route that declares staticData.pageTitle, as the
 * menu counts pages) has its line, keyed by its path, naming the files of the route and of its layouts, so landing
 * on any page modulepreloads its chunks from index.html. A new page without its line fails here.
 */
const routeFiles = import.meta.glob<{ Route?: AnyRoute }>('/src/routes/**/*.tsx', { eager: true });
const router = createRouter({ routeTree, context: {} as RouterContext });
const fileOf = new Map<string, string>(
  Object.entries(routeFiles).flatMap(([file, module]) =>
    module.Route ? [[module.Route.id, file.replace(/^\//, '')] as [string, string]] : [],
  ),
);
const pathOf = (route: AnyRoute) => route.fullPath.replace(/(.)\/$/, '$1');
const pages = Object.values(router.routesById as unknown as Record<string, AnyRoute>).filter(
  (route) => route.options.staticData?.pageTitle,
);

/** The files of a route and of its layouts, outermost first, without the root's (in the entry). */
function chainFiles(route: AnyRoute): string[] {
  const files: string[] = [];
  for (let current: AnyRoute | undefined = route; current && !current.isRoot; current = current.parentRoute)
    files.unshift(fileOf.get(current.id) ?? `no file for ${current.id}`);
  return files;
}

describe('the start script’s route list (src/start/routes.ts)', () => {
  it('has a line for every page of src/routes', () => {
    expect(pages.length).toBeGreaterThan(25);
    const missing = pages.map(pathOf).filter((path) => !(path in START_ROUTES));
    expect(missing).toEqual([]);
  });

  it('names the route files of each page and its layouts', () => {
    for (const route of pages)
      expect(START_ROUTES[pathOf(route)]?.routeFiles, pathOf(route)).toEqual(chainFiles(route));
  });

  it('names lazy files that exist under src/features', () => {
    const sources = import.meta.glob('/src/features/**/*.{ts,tsx}');
    const lazy = Object.values(START_ROUTES).flatMap((route) => route.lazyFiles ?? []);
    expect(lazy.length).toBeGreaterThan(10);
    expect(lazy.filter((file) => !(`/${file}` in sources))).toEqual([]);
  });

  it('lists pages only', () => {
    const paths = new Set(pages.map(pathOf));
    expect(Object.keys(START_ROUTES).filter((path) => !paths.has(path))).toEqual([]);
  });
});
