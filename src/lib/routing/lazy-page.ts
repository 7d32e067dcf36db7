/**
 * A route's page as a lazily loaded component: the feature's public module exports it, the route renders it, and
 * the route's loader may `preload()` it beside its data (data before code, ADR 012). The one recipe for a page
 * that loads with its route (replaces TanStack Router's `lazyRouteComponent` for pages, issue 21).
 *
 * Why not `lazyRouteComponent`: with `autoCodeSplitting` the router preloads the route's own split chunk, which
 * re-exports the feature's lazy page, so the page's module is still loading when the route renders it. The
 * router's helper then suspends with React's `use()`, and when React renders the component again after the import
 * (no `use()` any more, the module is there) React's development build logs "This library called use() to suspend
 * in a previous render but did not call use() when it finished" on every first visit of the page. Suspending by
 * throwing the import's promise (the Suspense protocol React.lazy and TanStack Query use) has no such rule.
 */
import { createElement, type ComponentType } from 'react';

/** The page's own component type (its props as the module declares them), and `preload`. */
export type LazyPage<C> = C & {
  /** Starts loading the page's module (once; again after a failure) and resolves when it is there. */
  preload: () => Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React's own lazy()
type AnyComponent = ComponentType<any>;

export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
): LazyPage<M[K]> {
  type P = Parameters<M[K] extends ComponentType<infer Props> ? (props: Props) => void : never>[0];
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let failure: unknown;

  const preload = (): Promise<void> =>
    component
      ? Promise.resolve()
      : (loading ??= importer().then(
          (module) => {
            component = module[exportName] as ComponentType<P>;
            failure = undefined;
          },
          (error: unknown) => {
            // The next render (Try again, another visit) asks for the module again.
            loading = undefined;
            failure = error;
            throw error;
          },
        ));

  function Page(props: P) {
    if (component) return createElement(component, props as P & object);
    if (failure !== undefined) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    // Suspends until the module is there; a failed import is thrown by the render after it (above).
    throw preload().catch(() => undefined);
  }
  return Object.assign(Page, { preload }) as unknown as LazyPage<M[K]>;
}
