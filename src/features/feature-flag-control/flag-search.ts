/**
 * The feature-flag modal's edits of the search params: a flag set in the query string is an override
 * (`?PhotoManagementAlbumViewEnabled=false`), exactly as if typed in the address; removing it lets the
 * configuration decide again. Pure, so the URL the switches produce is tested without a router.
 */
import { FEATURE_FLAGS, type FeatureFlag } from '@/shared/feature-flag-names';
import type { FlagOverrides } from '@/lib/feature-flags/feature-flags';

/** The search with `flag` forced to `value` (the other params kept). */
export function withFlag<S extends FlagOverrides>(search: S, flag: FeatureFlag, value: boolean): S {
  return { ...search, [flag]: value };
}

/**
 * The search without any flag override. The keys stay, set to undefined: the root route retains its params
 * across navigation unless the new search names them, and an undefined value is left out of the URL.
 */
export function withoutFlags<S extends FlagOverrides>(search: S): S {
  return { ...search, ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, undefined])) };
}

/** Whether any flag is set in the query string. */
export const hasFlagOverrides = (search: FlagOverrides): boolean =>
  FEATURE_FLAGS.some((flag) => search[flag] !== undefined);
