import { z } from 'zod/mini';
import type { AppConfig } from '@/lib/config/app-config';
import { FEATURE_FLAGS, type FeatureFlag } from '@/shared/feature-flag-names';

/** Flags set in the query string (`?PhotoManagementAlbumViewEnabled=false`); they win over the configuration. */
export type FlagOverrides = Partial<Record<FeatureFlag, boolean>>;

/**
 * A boolean query parameter: `true`/`false` (the router's search parser already turns them into booleans);
 * anything else is ignored rather than failing the page.
 */
export const queryBoolean = z.catch(
  z.optional(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((value) => value === 'true'),
      ),
    ]),
  ),
  undefined,
);

/** Search-param schema of the flag overrides, merged into the root route's `validateSearch`. */
export const flagOverridesSearchSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, queryBoolean])) as Record<
    FeatureFlag,
    typeof queryBoolean
  >,
);

/** Flag overrides of a raw query string, for code that runs outside the router. */
export function flagOverridesFromQuery(query: string | URLSearchParams): FlagOverrides {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return flagOverridesSearchSchema.parse(
    Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, params.get(flag) ?? undefined])),
  );
}

export interface FlagSources {
  /** Query-string overrides (validated search of the root route, or `flagOverridesFromQuery`). */
  overrides?: FlagOverrides;
  /** `config.featureFlags`: flag name to the host names it is on for. */
  featureFlags: AppConfig['featureFlags'];
  /** The page's host name; the current one by default. */
  hostname?: string;
}

/** A flag is what the query string says, otherwise on when the host name is in the flag's configured list. */
export function isFeatureEnabled(
  flag: FeatureFlag,
  { overrides, featureFlags, hostname }: FlagSources,
): boolean {
  const override = overrides?.[flag];
  if (override !== undefined) return override;
  const host = (hostname ?? window.location.hostname).toLowerCase();
  return (featureFlags[flag] ?? []).some((listed) => listed.toLowerCase() === host);
}
