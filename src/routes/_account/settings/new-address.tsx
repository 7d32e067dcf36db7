import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '@/features/addresses';

/** Add address, /settings/new-address. */
export const Route = createFileRoute('/_account/settings/new-address')({
  staticData: { pageTitle: 'pageTitle.deliveryAddress' },
  component: () => <AddressFormPage area="consumer" />,
});
