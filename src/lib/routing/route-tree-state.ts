/**
 * Whether a router has the app's whole route tree yet (ADR 046, addendum of issue 25). A landing on the timeline
 * starts with the routes of its first screen only and gets the rest once that has painted (src/app/route-tree.ts);
 * what reads the router's routes as the app's pages (the side menu) asks here first.
 */
const firstPartOnly = new WeakSet<object>();

/** The router has only the first part of the tree (until `markWholeTree`). */
export function markFirstPartOnly(router: object): void {
  firstPartOnly.add(router);
}

export function markWholeTree(router: object): void {
  firstPartOnly.delete(router);
}

export function hasWholeTree(router: object): boolean {
  return !firstPartOnly.has(router);
}
