/**
 * The side menu of account-area.md section 2 as one table: each entry's page, label, who sees it (business or
 * consumer accounts, a feature flag) and where it leads. Whether a page is built is not written here: an entry
 * appears once the router has a route at its path that declares a page title (`staticData.pageTitle`,
 * src/lib/page-title), so the issue that adds a page's route file adds its menu entry too.
 */
import type { FeatureFlag } from '@/shared/feature-flag-names';
import type { MessageId } from '@/lib/i18n/types';
import type { TitledMatch } from '@/lib/page-title/page-title';

/** Who sees an entry: business accounts (authentication method b2b), the others (consumers), or everyone. */
export type MenuAudience = 'everyone' | 'business' | 'consumer';

/** Links of the channel's public configuration (public-config.yaml, menu routes) the menu can show. */
export type MenuExternalLink = 'FAQ';

export interface MenuEntry {
  id: string;
  labelId: MessageId;
  /** The page: a route's full path, or a link of the channel's public configuration. */
  target: { to: string } | { external: MenuExternalLink };
  audience: MenuAudience;
  /** Shown only while this feature flag is on. */
  flag?: FeatureFlag;
  /** The spec hides the overview entry on small screens. */
  hideOnSmall?: boolean;
  /**
   * The entry is the current page on every page under this path, not only under its own (My photos is current on
   * the albums and the export page too; issue 23: the export page had no current entry).
   */
  section?: string;
}

/** What the menu's rules look at. */
export interface MenuContext {
  isBusiness: boolean;
  isFlagEnabled: (flag: FeatureFlag) => boolean;
  /**
   * The full paths of the router's pages (pagePaths); undefined while the router has only the timeline's first
   * routes (src/lib/routing/route-tree-state.ts): every entry's page is then taken as built, as it is in the whole
   * tree (src/app/account-menu-pages.test.ts), so the menu does not change when the rest arrives.
   */
  pages: ReadonlySet<string> | undefined;
  /** The public configuration's links; one not known (yet) hides its entry. */
  externalLinks: Partial<Record<MenuExternalLink, string>>;
}

/** The side menu, in its order. Settings leads business accounts to the business settings. */
export const ACCOUNT_MENU: readonly MenuEntry[] = [
  { id: 'overview', labelId: 'nav.overview', target: { to: '/' }, audience: 'everyone', hideOnSmall: true },
  { id: 'orders', labelId: 'nav.orders', target: { to: '/orders' }, audience: 'everyone' },
  { id: 'invoices', labelId: 'nav.invoices', target: { to: '/invoices' }, audience: 'business' },
  { id: 'ftp', labelId: 'nav.ftpInstructions', target: { to: '/integration' }, audience: 'business' },
  { id: 'settings', labelId: 'nav.settings', target: { to: '/settings' }, audience: 'consumer' },
  { id: 'businessSettings', labelId: 'nav.settings', target: { to: '/settings/b2b' }, audience: 'business' },
  {
    id: 'savedProjects',
    labelId: 'nav.savedProjects',
    target: { to: '/saved-projects' },
    audience: 'everyone',
  },
  {
    id: 'photos',
    labelId: 'nav.photos',
    target: { to: '/my-photos/photos' },
    section: '/my-photos',
    audience: 'everyone',
    flag: 'PhotoManagementTimelineViewEnabled',
  },
  { id: 'widgets', labelId: 'nav.widgets', target: { to: '/online-products' }, audience: 'consumer' },
  { id: 'faqs', labelId: 'nav.faqs', target: { external: 'FAQ' }, audience: 'everyone' },
  { id: 'signOut', labelId: 'nav.signOut', target: { to: '/logout' }, audience: 'everyone' },
];

/** A route as pagePaths reads it (the router's routes: `Object.values(router.routesById)`). */
export interface MenuRoute {
  fullPath: string;
  options: TitledMatch;
}

/**
 * The full paths of the routes that are pages: those declaring a page title. Layouts, redirects (the root "/"
 * while the overview is not built) and the not-found splat declare none. "/my-photos/" and "/my-photos" are
 * the same page.
 */
export function pagePaths(routes: Iterable<MenuRoute>): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.options.staticData?.pageTitle) paths.add(route.fullPath.replace(/(.)\/$/, '$1'));
  }
  return paths;
}

/** An entry as the menu shows it: a router path (`to`) or an external URL (`href`). */
export interface VisibleMenuEntry {
  id: string;
  labelId: MessageId;
  hideOnSmall: boolean;
  to?: string;
  href?: string;
  section?: string;
}

const audienceSees = (audience: MenuAudience, isBusiness: boolean): boolean =>
  audience === 'everyone' || (audience === 'business') === isBusiness;

/** The entries this user sees: existing pages (or known links) whose audience and flag rules hold. */
export function visibleMenuEntries(
  context: MenuContext,
  entries: readonly MenuEntry[] = ACCOUNT_MENU,
): VisibleMenuEntry[] {
  return entries.flatMap((entry): VisibleMenuEntry[] => {
    if (!audienceSees(entry.audience, context.isBusiness)) return [];
    if (entry.flag && !context.isFlagEnabled(entry.flag)) return [];
    const base = { id: entry.id, labelId: entry.labelId, hideOnSmall: entry.hideOnSmall ?? false };
    if ('to' in entry.target)
      return !context.pages || context.pages.has(entry.target.to)
        ? [{ ...base, to: entry.target.to, ...(entry.section && { section: entry.section }) }]
        : [];
    const href = context.externalLinks[entry.target.external];
    return href ? [{ ...base, href }] : [];
  });
}
