/** Types of route-file-parts.mjs (plain JavaScript, so that size-budget.mjs runs it without a loader). */
export const ROUTE_FILE_PARTS: readonly string[];
