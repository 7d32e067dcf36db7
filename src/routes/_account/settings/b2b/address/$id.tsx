import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage, loadAddressesQueryOptions } from '@/features/addresses';
import { loadList } from '@/lib/list/load';
import { requireAudience } from '@/lib/routing/guards';

/** Business change address, /settings/b2b/address/$id. */
export const Route = createFileRoute('/_account/settings/b2b/address/$id')({
  beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
  loader: async ({ context }) => {
    await loadList(context.queryClient, await loadAddressesQueryOptions(context.api));
  },
  staticData: { pageTitle: 'pageTitle.deliveryAddress' },
  component: function BusinessAddressRoute() {
    const { id } = Route.useParams();
    return <AddressFormPage area="business" addressId={id} />;
  },
});
