/**
 * Public module of the addresses feature: the address book's query options and keys, and its pages (lazy: the
 * routes' loaders preload them, ADR 010). The business settings page shows the book (`AddressBook`).
 */
import { lazyPage } from '@/lib/routing/lazy-page';
import type { ApiClients } from '@/lib/api/clients';

/** The address book's query options (the routes' loaders; the API code loads on first use, not up front). */
export async function loadAddressesQueryOptions(api: ApiClients) {
  const { getAddressesQueryOptions } = await import('./api/get-addresses');
  return getAddressesQueryOptions(api);
}

export const AddressBook = lazyPage(() => import('./components/address-book'), 'AddressBook');
export const AddressesPage = lazyPage(() => import('./components/addresses-page'), 'AddressesPage');
export const AddressFormPage = lazyPage(() => import('./components/address-form-page'), 'AddressFormPage');
