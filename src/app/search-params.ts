import { z } from 'zod/mini';
import { flagOverridesSearchSchema, queryBoolean } from '@/lib/feature-flags/feature-flags';

const warnedUploadUrls = new Set<unknown>();

/** An invalid uploadUrl is ignored with one console warning per value (the router validates the search often). */
function warnInvalidUploadUrl(value: unknown): void {
  if (warnedUploadUrls.has(value)) return;
  warnedUploadUrls.add(value);
  console.warn(`Ignoring the query parameter uploadUrl: ${JSON.stringify(value)} is not an http(s) URL`);
}

/**
 * Query flags of every page (account-area.md section 2 "Query flags"): hideHeaderNav, stripped, uploadUrl
 * (ignored unless it is an http(s) URL) and the feature-flag overrides. Invalid values are dropped, never fatal.
 */
export const rootSearchSchema = z.extend(
  z.object({
    hideHeaderNav: queryBoolean,
    stripped: queryBoolean,
    uploadUrl: z.catch(z.optional(z.url({ protocol: /^https?$/ })), ({ value }) => {
      warnInvalidUploadUrl(value);
      return undefined;
    }),
  }),
  flagOverridesSearchSchema.shape,
);

export type RootSearch = z.infer<typeof rootSearchSchema>;

/** Kept across navigation (retainSearchParams): they describe how the app is embedded, not one page. */
export const RETAINED_SEARCH_PARAMS = Object.keys(rootSearchSchema.shape) as Array<keyof RootSearch>;
