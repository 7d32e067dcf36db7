import type { FeatureFlag } from '@/shared/feature-flag-names';
import type { MessageId } from '@/lib/i18n/types';

/** What the side menu's visibility rules look at. */
export interface MenuContext {
  isBusiness: boolean;
  isFlagEnabled: (flag: FeatureFlag) => boolean;
  /** Whether the router has a page at `path` (an entry appears only once its page exists). */
  routeExists: (path: string) => boolean;
}

export interface MenuEntry {
  id: string;
  labelId: MessageId;
  /** Full route path of the page. */
  to: string;
  /** The spec hides the overview entry on small screens. */
  hideOnSmall?: boolean;
  /**
   * The page is not built yet: the entry stays hidden. The issue that builds the page adds its route and
   * deletes this line.
   */
  pending?: true;
  isVisible: (context: MenuContext) => boolean;
}

const always = () => true;
const businessOnly = ({ isBusiness }: MenuContext) => isBusiness;
const nonBusinessOnly = ({ isBusiness }: MenuContext) => !isBusiness;

/** The side menu of account-area.md section 2, in its order. */
export const ACCOUNT_MENU: readonly MenuEntry[] = [
  { id: 'overview', labelId: 'nav.overview', to: '/', hideOnSmall: true, pending: true, isVisible: always },
  { id: 'orders', labelId: 'nav.orders', to: '/orders', pending: true, isVisible: always },
  { id: 'invoices', labelId: 'nav.invoices', to: '/invoices', pending: true, isVisible: businessOnly },
  { id: 'ftp', labelId: 'nav.ftpInstructions', to: '/integration', pending: true, isVisible: businessOnly },
  // Settings: the business settings page for business accounts.
  { id: 'settings', labelId: 'nav.settings', to: '/settings', pending: true, isVisible: nonBusinessOnly },
  {
    id: 'businessSettings',
    labelId: 'nav.settings',
    to: '/settings/b2b',
    pending: true,
    isVisible: businessOnly,
  },
  {
    id: 'savedProjects',
    labelId: 'nav.savedProjects',
    to: '/saved-projects',
    pending: true,
    isVisible: always,
  },
  {
    id: 'photos',
    labelId: 'nav.photos',
    to: '/my-photos/photos',
    isVisible: ({ isFlagEnabled }) => isFlagEnabled('PhotoManagementTimelineViewEnabled'),
  },
  {
    id: 'widgets',
    labelId: 'nav.widgets',
    to: '/online-products',
    pending: true,
    isVisible: nonBusinessOnly,
  },
  // FAQs: an external link from the channel's public configuration (menu route FAQ), when that call exists.
  { id: 'faqs', labelId: 'nav.faqs', to: '/faqs', pending: true, isVisible: always },
  { id: 'signOut', labelId: 'nav.signOut', to: '/logout', isVisible: always },
];

/** The entries this user sees: built pages whose visibility rule holds. */
export function visibleMenuEntries(
  context: MenuContext,
  entries: readonly MenuEntry[] = ACCOUNT_MENU,
): MenuEntry[] {
  return entries.filter(
    (entry) => !entry.pending && context.routeExists(entry.to) && entry.isVisible(context),
  );
}
