import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { pagePaths, visibleMenuEntries } from '@/components/layouts/account-menu';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from './router-context';

/** The side menu over the app's real route tree (src/routes): what a user sees today. */
describe("the side menu over the app's routes", () => {
  const pages = pagePaths(
    Object.values(createRouter({ routeTree, context: {} as RouterContext }).routesById),
  );

  it('lists the pages that declare a title (the overview at "/" among them), not the layouts or the not-found splat', () => {
    expect(pages.has('/my-photos/photos')).toBe(true);
    expect(pages.has('/logout')).toBe(true);
    expect(pages.has('/')).toBe(true);
    expect(pages.has('/_account')).toBe(false);
    expect(pages.has('/$')).toBe(false);
  });

  it('shows the whole menu of section 2 in its order: business accounts get invoices, FTP and their settings, no widgets', () => {
    const menu = (isBusiness: boolean) =>
      visibleMenuEntries({ isBusiness, isFlagEnabled: () => true, pages, externalLinks: {} }).map(
        (entry) => `${entry.id} ${entry.to}`,
      );
    expect(menu(false)).toEqual([
      'overview /',
      'orders /orders',
      'settings /settings',
      'savedProjects /saved-projects',
      'photos /my-photos/photos',
      'widgets /online-products',
      'signOut /logout',
    ]);
    expect(menu(true)).toEqual([
      'overview /',
      'orders /orders',
      'invoices /invoices',
      'ftp /integration',
      'businessSettings /settings/b2b',
      'savedProjects /saved-projects',
      'photos /my-photos/photos',
      'signOut /logout',
    ]);
  });

  it('is the same menu while the router has only the timeline’s first routes (every entry’s page taken as built)', () => {
    for (const isBusiness of [false, true]) {
      const menu = (known: typeof pages | undefined) =>
        visibleMenuEntries({ isBusiness, isFlagEnabled: () => true, pages: known, externalLinks: {} });
      expect(menu(undefined)).toEqual(menu(pages));
    }
  });
});
