/**
 * Public module of the addresses feature: the address book's query options and keys, and its pages (lazy: the
 * routes' loaders preload them, ADR 010). The business settings page shows the book (`AddressBook`).
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export { getAddressesQueryOptions } from './api/get-addresses';
export { ADDRESSES_QUERY_KEY } from './api/keys';
export type { AddressArea } from './address-paths';

export const AddressBook = lazyRouteComponent(() => import('./components/address-book'), 'AddressBook');
export const AddressesPage = lazyRouteComponent(() => import('./components/addresses-page'), 'AddressesPage');
export const AddressFormPage = lazyRouteComponent(
  () => import('./components/address-form-page'),
  'AddressFormPage',
);
