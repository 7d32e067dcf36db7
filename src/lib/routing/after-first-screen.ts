/**
 * What the first screen does not show waits until the first screen has painted (issue 25): the chat and consent
 * scripts, the account layout's accountDeleted guard, the Albums tab's count, the robots tag. Loaded during the
 * first render, their chunks (the albums count alone brings the albums feature and the dialogs it imports: 17
 * requests) shared the app's six connections with the chunks and calls the first screen needs, in waves that put
 * the first screen's paint later on Lighthouse's mobile network (the timeline's LCP 1,819 -> 1,522 ms without them:
 * docs/benchmarks.md "Side pieces after the first screen, the account layout as one chunk").
 *
 * The app's start (bootstrap.tsx) holds the gate until the first page's content has painted (holdUntilFirstScreen
 * says how that is told). Without a gate (tests that render pages, the mock's console) nothing waits.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The longest the side pieces wait for the first screen. */
export const FIRST_SCREEN_LIMIT_MS = 5_000;
/** How long after the first page's render the side pieces wait when no paint of its content is reported. */
export const PAINT_WAIT_MS = 500;

/** What holdUntilFirstScreen needs of the router: the event of a rendered, resolved navigation. */
export interface RenderedNavigations {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

let gate: Promise<void> | undefined;

/** Resolves once the first screen has painted (at once when nothing holds the gate). */
export function afterFirstScreen(): Promise<void> {
  return gate ?? Promise.resolve();
}

/**
 * Holds afterFirstScreen() until the first page's content has painted: the first largest-contentful-paint entry
 * after the router rendered the page (its content commits after the route's render event). When none comes (the
 * page paints nothing larger than the pending state before it; a browser without the entry type), PAINT_WAIT_MS
 * after that event; at most FIRST_SCREEN_LIMIT_MS in all (a sign-in that leaves the app, a page that never
 * resolves). Resolving more than once is harmless.
 */
export function holdUntilFirstScreen(router: RenderedNavigations): void {
  gate = new Promise<void>((resolve) => {
    setTimeout(resolve, FIRST_SCREEN_LIMIT_MS);
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe();
      const rendered = performance.now();
      setTimeout(resolve, PAINT_WAIT_MS);
      try {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntries().some((entry) => entry.startTime >= rendered)) return;
          observer.disconnect();
          setTimeout(resolve);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      } catch {
        // No largest-contentful-paint entries here: PAINT_WAIT_MS decides.
      }
    });
  });
}

/**
 * React.lazy for a side piece, in lazyPage's shape (the module and the name of its component): the module is asked
 * for once the first screen has painted. Render it inside Suspense.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React's own lazy()
export function lazyAfterFirstScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
): LazyExoticComponent<M[K]> {
  return lazy(() =>
    afterFirstScreen()
      .then(importer)
      .then((module) => ({ default: module[exportName] })),
  );
}

/** Forgets the gate (tests). */
export function resetFirstScreenGate(): void {
  gate = undefined;
}
