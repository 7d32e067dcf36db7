import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, visibleMenuEntries, type MenuContext } from './account-menu';

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  isBusiness: false,
  isFlagEnabled: () => true,
  routeExists: () => true,
  ...overrides,
});
const ids = (menuContext: MenuContext, entries = ACCOUNT_MENU) =>
  visibleMenuEntries(menuContext, entries).map((entry) => entry.id);

/** The menu as it will be once every page exists. */
const allBuilt = ACCOUNT_MENU.map(({ pending: _pending, ...entry }) => entry);

describe('the side menu', () => {
  it('shows only the pages built so far: Photos and Sign out', () => {
    expect(ids(context())).toEqual(['photos', 'signOut']);
    expect(ids(context({ isBusiness: true }))).toEqual(['photos', 'signOut']);
  });

  it('hides Photos when the timeline flag is off', () => {
    expect(ids(context({ isFlagEnabled: () => false }))).toEqual(['signOut']);
  });

  it('hides an entry whose route does not exist', () => {
    expect(ids(context({ routeExists: (path) => path !== '/my-photos/photos' }))).toEqual(['signOut']);
  });

  it('gives non-business accounts Widgets and the personal settings, without invoices or FTP', () => {
    expect(ids(context(), allBuilt)).toEqual([
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
    expect(ids(context({ isBusiness: true }), allBuilt)).toEqual([
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
});
