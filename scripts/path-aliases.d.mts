/** Types of path-aliases.mjs (plain JavaScript, so that Node runs it without a loader: check-boundaries.mjs). */
export function aliasPrefixes(): Array<[string, string]>;
export function viteAliases(): Record<string, string>;
