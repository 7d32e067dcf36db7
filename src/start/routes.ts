import type { StartAnswerName } from './handoff';

/**
 * The start script's routes (ADR 012): for each page a user can land on, the route files whose split chunks it
 * modulepreloads while the entry downloads (vite.config.ts turns them into chunk URLs; the account layout's chunk
 * and the page's, which the entry would only find after the router matched), and the GET requests it starts for
 * the first screen (the timeline's today). Every page route of src/routes has its line (routes.test.ts fails
 * otherwise), keyed by its path (`$param` matches any one segment); a list page that takes answers names them
 * here and takes them in its loader (src/lib/start/start-answers.ts).
 */
export interface StartRoute {
  answers: StartAnswerName[];
  routeFiles: string[];
  /**
   * The modules the route's loader loads lazily beside its data (its page, the API module of its query), which the
   * app would ask for only once the route's chunk has run, one after the other: modulepreloaded with the route's
   * chunks (issue 25). Source files; the build fails when one is in no chunk.
   */
  lazyFiles?: string[];
}

const ACCOUNT_LAYOUT = 'src/routes/_account.tsx';
const MY_PHOTOS_LAYOUT = 'src/routes/_account/my-photos.tsx';

/** A page of the account layout (a file under src/routes/_account/). */
const accountPage = (file: string, layouts: string[] = []): StartRoute => ({
  answers: [],
  routeFiles: [ACCOUNT_LAYOUT, ...layouts, `src/routes/_account/${file}`],
});
/** A route with the modules its loader loads lazily (files under src/features/). */
const loading = (route: StartRoute, ...features: string[]): StartRoute => ({
  ...route,
  lazyFiles: features.map((file) => `src/features/${file}`),
});
/** A page of My photos (under the my-photos layout). */
const myPhotosPage = (file: string) => accountPage(`my-photos/${file}`, [MY_PHOTOS_LAYOUT]);
/** A page outside the account layout (a token-link page, sign-out). */
const ownPage = (file: string): StartRoute => ({ answers: [], routeFiles: [`src/routes/${file}`] });

export const START_ROUTES: Record<string, StartRoute> = {
  '/': loading(
    accountPage('index.tsx'),
    'overview/components/overview-page.tsx',
    'orders/components/latest-orders.tsx',
    'orders/api/get-orders.ts',
  ),
  '/my-photos/photos': {
    answers: ['activationStatus', 'userCounts', 'timeline', 'timelineMonth'],
    routeFiles: [ACCOUNT_LAYOUT, MY_PHOTOS_LAYOUT, 'src/routes/_account/my-photos/photos.tsx'],
  },
  '/my-photos/albums': loading(myPhotosPage('albums/index.tsx'), 'albums/components/albums-page.tsx'),
  '/my-photos/albums/$id': loading(myPhotosPage('albums/$id.tsx'), 'albums/components/album-page.tsx'),
  '/my-photos/shared-albums/$id': loading(
    myPhotosPage('shared-albums/$id.tsx'),
    'albums/components/shared-album-page.tsx',
  ),
  '/my-photos/exports/$backupId': loading(
    myPhotosPage('exports.$backupId.tsx'),
    'export/components/export-page.tsx',
    'export/api/get-export.ts',
  ),
  '/orders': loading(
    accountPage('orders/index.tsx'),
    'orders/components/orders-page.tsx',
    'orders/api/get-orders.ts',
  ),
  '/orders/$orderCode': loading(
    accountPage('orders/$orderCode.tsx'),
    'orders/components/order-details-page.tsx',
    'orders/api/get-order.ts',
  ),
  '/invoices': loading(
    accountPage('invoices.tsx'),
    'business/components/invoices-page.tsx',
    'business/api/get-invoices.ts',
  ),
  '/integration': accountPage('integration.tsx'),
  '/saved-projects': loading(
    accountPage('saved-projects.tsx'),
    'saved-projects/components/saved-projects-page.tsx',
    'saved-projects/api/get-saved-projects.ts',
  ),
  '/online-products': loading(
    accountPage('online-products/index.tsx'),
    'online-products/components/online-products-page.tsx',
    'online-products/api/online-products.ts',
  ),
  '/online-products/$productCode': loading(
    accountPage('online-products/$productCode.tsx'),
    'online-products/components/share-page.tsx',
  ),
  '/downloads': loading(
    accountPage('downloads.tsx'),
    'downloads/components/downloads-page.tsx',
    'downloads/api/get-downloads.ts',
  ),
  '/settings': loading(
    accountPage('settings/index.tsx'),
    'settings/components/settings-page.tsx',
    'settings/api/get-customer.ts',
  ),
  '/settings/personal-details': accountPage('settings/personal-details.tsx'),
  '/settings/payment-method': accountPage('settings/payment-method.tsx'),
  '/settings/email': accountPage('settings_.email.tsx'),
  '/settings/new-address': accountPage('settings/new-address.tsx'),
  '/settings/address/$id': accountPage('settings/address/$id.tsx'),
  '/settings/addresses/all': loading(
    accountPage('settings/addresses/all.tsx'),
    'addresses/components/addresses-page.tsx',
    'addresses/api/get-addresses.ts',
  ),
  '/settings/b2b': accountPage('settings/b2b/index.tsx'),
  '/settings/b2b/details': accountPage('settings/b2b/details.tsx'),
  '/settings/b2b/email': accountPage('settings_.b2b_.email.tsx'),
  '/settings/b2b/new-address': accountPage('settings/b2b/new-address.tsx'),
  '/settings/b2b/address/$id': accountPage('settings/b2b/address/$id.tsx'),
  '/logout': ownPage('logout.tsx'),
  '/account-deleted': ownPage('account-deleted.tsx'),
  '/subscription-confirmation': ownPage('subscription-confirmation.tsx'),
  '/subscription-confirmation-success': ownPage('subscription-confirmation-success.tsx'),
  '/subscription-confirmation-error': ownPage('subscription-confirmation-error.tsx'),
  '/change-email-confirmation': ownPage('change-email-confirmation.tsx'),
  '/change-email-success': ownPage('change-email-success.tsx'),
  '/change-email-error': ownPage('change-email-error.tsx'),
  '/delete-account-confirmation': ownPage('delete-account-confirmation.tsx'),
  '/delete-account-error': ownPage('delete-account-error.tsx'),
};
