import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { AddressFormPage } from '@/features/addresses';
import { requireBusiness } from './-require-business';

/** Business add address, /settings/b2b/new-address. */
export const Route = createFileRoute('/_account/settings/b2b/new-address')({
  beforeLoad: ({ context }) => requireBusiness(context.user),
  staticData: { pageTitle: 'pageTitle.deliveryAddress' },
  pendingComponent: () => <PagePending />,
  component: () => <AddressFormPage area="business" />,
});
