// The modules a route file becomes in the build, as the bundler names them: the route definition itself and the
// parts the router plugin splits off (vite.config.ts, ADR 068). A landing needs all of them; the start script
// modulepreloads their chunks (start-script-plugin.ts) and the size budget counts them (size-budget.mjs), so the
// two read this one list and cannot disagree.
export const ROUTE_FILE_PARTS = [
  '',
  '?tsr-split=component---loader',
  '?tsr-split=component',
  '?tsr-split=loader',
];
