import { robotsDirective } from '@/shared/robots';

/** What syncRobotsMeta needs of the router: its resolved-navigation event. */
export interface ResolvedNavigations {
  subscribe(event: 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

/** Sets the page's <meta name="robots"> (index.html ships one with noindex; created if missing). */
export function setRobotsMeta(doc: Document, content: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'robots';
    doc.head.append(meta);
  }
  if (meta.content !== content) meta.content = content;
}

/**
 * Keeps the robots meta tag in step with the route (account-area.md section 6, docs/channels.md): "index, follow"
 * on the home page of a non-test host, "noindex, nofollow" everywhere else. Set now for the first page, then on
 * each resolved navigation; returns the unsubscribe function.
 */
export function syncRobotsMeta(
  router: ResolvedNavigations,
  location: Pick<Location, 'hostname' | 'pathname'> = window.location,
  doc: Document = document,
): () => void {
  setRobotsMeta(doc, robotsDirective(location.hostname, location.pathname));
  return router.subscribe('onResolved', ({ toLocation }) =>
    setRobotsMeta(doc, robotsDirective(location.hostname, toLocation.pathname)),
  );
}
