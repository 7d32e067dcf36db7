import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config/app-config';
import { flagOverridesFromQuery, type FlagOverrides } from '@/lib/feature-flags/feature-flags';
import type { FeatureFlag } from '@/shared/feature-flag-names';
import { routeOf } from '@/testing/route-tree';

/**
 * The photo library's routes behind a flag over the app's real route tree (account-area.md section 2: each route
 * gated by its flag): each guards itself in `beforeLoad`, before its loader, so with its flag off (`?flag=false`
 * in the address) the customer gets the not-found page and nothing of the page is requested; with it on, the page
 * loads. How a guard's not-found page looks in the browser is tests/e2e/business.spec.ts's (the same `notFound()`).
 */
const FLAGGED: [path: string, flag: FeatureFlag][] = [
  ['/my-photos/photos', 'PhotoManagementTimelineViewEnabled'],
  ['/my-photos/albums', 'PhotoManagementAlbumViewEnabled'],
  ['/my-photos/albums/$id', 'PhotoManagementAlbumViewEnabled'],
  ['/my-photos/albums/$id/preview/$photoId', 'PhotoManagementAlbumViewEnabled'],
  ['/my-photos/shared-albums/$id', 'PhotoManagementSharedAlbumsViewEnabled'],
  ['/my-photos/shared-albums/$id/preview/$photoId', 'PhotoManagementSharedAlbumsViewEnabled'],
];

/** No host list: the override in the address decides. */
const config = { featureFlags: {} } as Pick<AppConfig, 'featureFlags'>;

/** What the route's beforeLoad throws for the address's query (undefined: it lets the page load). */
async function guardOf(path: string, query: string): Promise<unknown> {
  const beforeLoad = routeOf(path)?.options.beforeLoad as
    ((options: { context: { config: typeof config }; search: FlagOverrides }) => unknown) | undefined;
  if (!beforeLoad) throw new Error(`${path} has no beforeLoad`);
  try {
    await beforeLoad({ context: { config }, search: flagOverridesFromQuery(query) });
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

describe('the photo library routes behind a flag', () => {
  it('are all in the route tree', () => {
    expect(FLAGGED.filter(([path]) => !routeOf(path))).toEqual([]);
  });

  it.each(FLAGGED)('%s is not found with %s off, before anything loads', async (path, flag) => {
    expect(isNotFound(await guardOf(path, `?${flag}=false`))).toBe(true);
  });

  it.each(FLAGGED)('%s loads with %s on', async (path, flag) => {
    expect(await guardOf(path, `?${flag}=true`)).toBeUndefined();
  });
});
