import { createRootRoute, createRoute, createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, pagePaths, visibleMenuEntries, type MenuContext } from './account-menu';

/** The pages of a router built from `routes` (each a path, with the page title it declares or none). */
function pagesOf(routes: Record<string, 'titled' | 'untitled'>): Set<string> {
  const root = createRootRoute();
  const children: AnyRoute[] = Object.entries(routes).map(([path, kind]) =>
    createRoute({
      getParentRoute: () => root,
      path,
      ...(kind === 'titled' ? { staticData: { pageTitle: 'pageTitle.orders' as const } } : {}),
    }),
  );
  const router = createRouter({ routeTree: root.addChildren(children) });
  return pagePaths(Object.values(router.routesById));
}

/** The pages the app has today. */
const TODAY = pagesOf({ '/': 'untitled', '/my-photos/photos': 'titled', '/logout': 'titled', $: 'untitled' });
/** Every page of the menu built. */
const ALL_BUILT = pagesOf(
  Object.fromEntries(
    ACCOUNT_MENU.flatMap((entry) => ('to' in entry.target ? [[entry.target.to, 'titled' as const]] : [])),
  ),
);

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  isBusiness: false,
  isFlagEnabled: () => true,
  pages: TODAY,
  externalLinks: {},
  ...overrides,
});
const ids = (menuContext: MenuContext) => visibleMenuEntries(menuContext).map((entry) => entry.id);

describe('the side menu', () => {
  it('shows only the pages built so far: Photos and Sign out (the root only redirects, so no Overview)', () => {
    expect(ids(context())).toEqual(['photos', 'signOut']);
    expect(ids(context({ isBusiness: true }))).toEqual(['photos', 'signOut']);
  });

  it('shows an entry as soon as the router has a route at its path that declares its page title', () => {
    const withOrders = pagesOf({ '/my-photos/photos': 'titled', '/logout': 'titled', '/orders': 'titled' });
    expect(ids(context({ pages: withOrders }))).toEqual(['orders', 'photos', 'signOut']);
    const ordersRedirectOnly = pagesOf({ '/my-photos/photos': 'titled', '/orders': 'untitled' });
    expect(ids(context({ pages: ordersRedirectOnly }))).toEqual(['photos']);
  });

  it('links each entry to its route path, with the section it is current on', () => {
    expect(visibleMenuEntries(context())).toEqual([
      {
        id: 'photos',
        labelId: 'nav.photos',
        hideOnSmall: false,
        to: '/my-photos/photos',
        // Current on every page of My photos (albums, the export page), not only the timeline.
        section: '/my-photos',
      },
      { id: 'signOut', labelId: 'nav.signOut', hideOnSmall: false, to: '/logout' },
    ]);
  });

  it('hides Photos when the timeline flag is off', () => {
    expect(ids(context({ isFlagEnabled: (flag) => flag !== 'PhotoManagementTimelineViewEnabled' }))).toEqual([
      'signOut',
    ]);
  });

  it('shows FAQs as the external link of the public configuration once it is known', () => {
    expect(ids(context())).not.toContain('faqs');
    const faq = 'https://www.bonusprint.co.uk/help';
    expect(visibleMenuEntries(context({ externalLinks: { FAQ: faq } })).find((e) => e.id === 'faqs')).toEqual(
      {
        id: 'faqs',
        labelId: 'nav.faqs',
        hideOnSmall: false,
        href: faq,
      },
    );
  });

  it('gives consumers Widgets and the personal settings, without invoices or FTP', () => {
    expect(ids(context({ pages: ALL_BUILT, externalLinks: { FAQ: 'https://faq.test' } }))).toEqual([
      'overview',
      'orders',
      'settings',
      'savedProjects',
      'photos',
      'widgets',
      'faqs',
      'signOut',
    ]);
  });

  it('gives business accounts Invoices, FTP instructions and the business settings, without Widgets', () => {
    expect(
      ids(context({ isBusiness: true, pages: ALL_BUILT, externalLinks: { FAQ: 'https://faq.test' } })),
    ).toEqual([
      'overview',
      'orders',
      'invoices',
      'ftp',
      'businessSettings',
      'savedProjects',
      'photos',
      'faqs',
      'signOut',
    ]);
  });

  it('hides the overview on small screens only', () => {
    const entries = visibleMenuEntries(context({ pages: ALL_BUILT }));
    expect(entries.filter((entry) => entry.hideOnSmall).map((entry) => entry.id)).toEqual(['overview']);
  });
});

describe('pagePaths', () => {
  it('names nested index pages without their trailing slash and skips layouts without a title', () => {
    const root = createRootRoute();
    const layout = createRoute({ getParentRoute: () => root, id: '_account' });
    const myPhotos = createRoute({ getParentRoute: () => layout, path: 'my-photos' });
    const index = createRoute({
      getParentRoute: () => myPhotos,
      path: '/',
      staticData: { pageTitle: 'pageTitle.myPhotos' },
    });
    const router = createRouter({
      routeTree: root.addChildren([layout.addChildren([myPhotos.addChildren([index])])]),
    });
    expect([...pagePaths(Object.values(router.routesById))]).toEqual(['/my-photos']);
  });
});
