import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage, loadAddressesQueryOptions } from '@/features/addresses';
import { loadList } from '@/lib/list/load';

/** Change address, /settings/address/$id. */
export const Route = createFileRoute('/_account/settings/address/$id')({
  loader: async ({ context }) => {
    await loadList(context.queryClient, await loadAddressesQueryOptions(context.api));
  },
  staticData: { pageTitle: 'pageTitle.deliveryAddress' },
  component: function AddressRoute() {
    const { id } = Route.useParams();
    return <AddressFormPage area="consumer" addressId={id} />;
  },
});
