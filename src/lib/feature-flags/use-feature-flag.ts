import { useRouteContext, useSearch } from '@tanstack/react-router';
import { isFeatureEnabled } from './feature-flags';
import type { FeatureFlag } from '@/shared/feature-flag-names';

/** Whether `flag` is on for this page (query string first, then the configured host names). */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const overrides = useSearch({ from: '__root__' });
  const featureFlags = useRouteContext({
    from: '__root__',
    select: (context) => context.config.featureFlags,
  });
  return isFeatureEnabled(flag, { overrides, featureFlags });
}

/** A resolver for several flags at once (e.g. the menu's visibility rules). */
export function useFeatureFlags(): (flag: FeatureFlag) => boolean {
  const overrides = useSearch({ from: '__root__' });
  const featureFlags = useRouteContext({
    from: '__root__',
    select: (context) => context.config.featureFlags,
  });
  return (flag) => isFeatureEnabled(flag, { overrides, featureFlags });
}
