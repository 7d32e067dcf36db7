import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage, loadAddressesQueryOptions } from '@/features/addresses';
import { loadList } from '@/lib/list/load';

/** Delivery address, /settings/addresses/all: the address book (list page pattern). */
export const Route = createFileRoute('/_account/settings/addresses/all')({
  loader: async ({ context }) => {
    await loadList(context.queryClient, await loadAddressesQueryOptions(context.api));
  },
  staticData: { pageTitle: 'pageTitle.deliveryAddress' },
  component: AddressesPage,
});
