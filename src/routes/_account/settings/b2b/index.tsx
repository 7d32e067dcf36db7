import { createFileRoute } from '@tanstack/react-router';
import { AddressBook, loadAddressesQueryOptions } from '@/features/addresses';
import { BusinessSettingsPage, loadCustomerQueryOptions } from '@/features/settings';
import { loadList } from '@/lib/list/load';
import { requireAudience } from '@/lib/routing/guards';

/** Business settings, /settings/b2b: the business account's details and its address book. */
export const Route = createFileRoute('/_account/settings/b2b/')({
  beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
  loader: async ({ context }) => {
    await Promise.all([
      loadCustomerQueryOptions(context.api).then((options) => loadList(context.queryClient, options)),
      loadAddressesQueryOptions(context.api).then((options) => loadList(context.queryClient, options)),
    ]);
  },
  staticData: { pageTitle: 'pageTitle.settings' },
  component: () => <BusinessSettingsPage addresses={<AddressBook area="business" />} />,
});
