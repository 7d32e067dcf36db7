import { z } from 'zod/mini';
import { flagOverridesSearchSchema, queryBoolean } from '@/lib/feature-flags/feature-flags';

/**
 * Query flags of every page (account-area.md section 2 "Query flags"): hideHeaderNav, stripped, uploadUrl
 * (ignored unless it is an http(s) URL) and the feature-flag overrides. Invalid values are dropped, never fatal.
 */
export const rootSearchSchema = z.extend(
  z.object({
    hideHeaderNav: queryBoolean,
    stripped: queryBoolean,
    uploadUrl: z.catch(z.optional(z.url({ protocol: /^https?$/ })), undefined),
  }),
  flagOverridesSearchSchema.shape,
);

export type RootSearch = z.infer<typeof rootSearchSchema>;

/** Kept across navigation (retainSearchParams): they describe how the app is embedded, not one page. */
export const RETAINED_SEARCH_PARAMS = Object.keys(rootSearchSchema.shape) as Array<keyof RootSearch>;
