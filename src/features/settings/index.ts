/**
 * Public module of the settings feature: the customer profile (query options, keys), the account layout's
 * accountDeleted guard, and the settings pages (lazy: routes' loaders preload them, ADR 010).
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export type { Customer } from './api/get-customer';
export { getCustomerQueryOptions } from './api/get-customer';
export { CUSTOMER_QUERY_KEY, customerProfileQueryKey } from './api/keys';
export { AccountDeletedGuard } from './components/account-deleted-guard';

export const SettingsPage = lazyRouteComponent(() => import('./components/settings-page'), 'SettingsPage');
export const BusinessSettingsPage = lazyRouteComponent(
  () => import('./components/business-settings-page'),
  'BusinessSettingsPage',
);
export const PersonalDetailsPage = lazyRouteComponent(
  () => import('./components/personal-details-page'),
  'PersonalDetailsPage',
);
export const PaymentMethodPage = lazyRouteComponent(
  () => import('./components/payment-method-page'),
  'PaymentMethodPage',
);
