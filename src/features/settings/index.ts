/**
 * Public module of the settings feature: the customer profile (query options, keys), the account layout's
 * accountDeleted guard, and the settings pages. Everything but the keys loads lazily: the route definitions (and
 * so this module) are in the entry chunk (ADR 010).
 */
import { lazy } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ApiClients } from '@/lib/api/clients';

export type { Customer } from './api/get-customer';
export { CUSTOMER_QUERY_KEY, customerProfileQueryKey } from './api/keys';

/** The profile's query options (the settings pages' loaders; the API code loads on first use, not up front). */
export async function loadCustomerQueryOptions(api: ApiClients) {
  const { getCustomerQueryOptions } = await import('./api/get-customer');
  return getCustomerQueryOptions(api);
}

/** The account layout's accountDeleted guard, loaded after the first render (render it inside Suspense). */
export const AccountDeletedGuard = lazy(() =>
  import('./components/account-deleted-guard').then((module) => ({ default: module.AccountDeletedGuard })),
);

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
