import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { AddressFormPage } from '@/features/addresses';

/** Add address, /settings/new-address. */
export const Route = createFileRoute('/_account/settings/new-address')({
  staticData: { pageTitle: 'pageTitle.deliveryAddress' },
  pendingComponent: () => <PagePending />,
  component: () => <AddressFormPage area="consumer" />,
});
