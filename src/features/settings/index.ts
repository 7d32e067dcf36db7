/**
 * Public module of the settings feature: the customer profile (query options, keys), the account layout's
 * accountDeleted guard, and the settings pages. Everything but the keys and the query options loads lazily: the route definitions (and
 * so this module) are in the entry chunk (ADR 010).
 */
import type { ApiClients } from '@/lib/api/clients';
import { customerQueryOptions } from './api/customer-query';
import { lazyAfterFirstScreen } from '@/lib/routing/after-first-screen';
import { lazyPage } from '@/lib/routing/lazy-page';

export type { Customer } from './api/get-customer';
export { customerProfileQueryKey } from './api/keys';
/** The profile's one query (its parser loads with the first fetch): the guard, the settings pages' loaders, business. */
export { customerQueryOptions } from './api/customer-query';
/** The profile's query options for the routes' loaders (the same query; the one loader shape of the routes). */
export const loadCustomerQueryOptions = async (api: ApiClients) => customerQueryOptions(api);

/** The account layout's accountDeleted guard, loaded once the first screen has painted (render it inside Suspense). */
export const AccountDeletedGuard = lazyAfterFirstScreen(
  () => import('./components/account-deleted-guard'),
  'AccountDeletedGuard',
);

export const SettingsPage = lazyPage(() => import('./components/settings-page'), 'SettingsPage');
export const BusinessSettingsPage = lazyPage(
  () => import('./components/business-settings-page'),
  'BusinessSettingsPage',
);
export const BusinessDetailsPage = lazyPage(
  () => import('./components/business-details-page'),
  'BusinessDetailsPage',
);
export const PersonalDetailsPage = lazyPage(
  () => import('./components/personal-details-page'),
  'PersonalDetailsPage',
);
export const PaymentMethodPage = lazyPage(
  () => import('./components/payment-method-page'),
  'PaymentMethodPage',
);
