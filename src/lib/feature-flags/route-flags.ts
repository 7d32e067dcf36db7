import type { AppConfig } from '@/lib/config/app-config';
import { isFeatureEnabled, type FlagOverrides } from '@/lib/feature-flags/feature-flags';
import type { FeatureFlag } from '@/shared/feature-flag-names';

/** The album routes' flags (account-area.md section 2: each route gated by its flag). */
export const ALBUM_VIEW_FLAG = 'PhotoManagementAlbumViewEnabled' satisfies FeatureFlag;
export const SHARED_ALBUMS_VIEW_FLAG = 'PhotoManagementSharedAlbumsViewEnabled' satisfies FeatureFlag;

/** Whether `flag` is on for this address (the route guard `requireFlag` of src/lib/routing/guards.ts reads it) (its query overrides, else the host list). */
export function routeFlagOn(
  flag: FeatureFlag,
  search: FlagOverrides,
  config: Pick<AppConfig, 'featureFlags'>,
) {
  return isFeatureEnabled(flag, { overrides: { [flag]: search[flag] }, featureFlags: config.featureFlags });
}
