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

  it('lists the pages that declare a title, not the layouts, the redirecting root or the not-found splat', () => {
    expect(pages.has('/my-photos/photos')).toBe(true);
    expect(pages.has('/logout')).toBe(true);
    expect(pages.has('/')).toBe(false);
    expect(pages.has('/$')).toBe(false);
  });

  it('shows Settings (the business settings to business accounts), Photos and Sign out', () => {
    const menu = (isBusiness: boolean) =>
      visibleMenuEntries({ isBusiness, isFlagEnabled: () => true, pages, externalLinks: {} }).map(
        (entry) => `${entry.id} ${entry.to}`,
      );
    expect(menu(false)).toEqual(['settings /settings', 'photos /my-photos/photos', 'signOut /logout']);
    expect(menu(true)).toEqual([
      'businessSettings /settings/b2b',
      'photos /my-photos/photos',
      'signOut /logout',
    ]);
  });
});
