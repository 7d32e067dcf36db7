import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '@/features/addresses';
import { requireAudience } from '@/lib/routing/guards';

/** Business add address, /settings/b2b/new-address. */
export const Route = createFileRoute('/_account/settings/b2b/new-address')({
  beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
  staticData: { pageTitle: 'pageTitle.deliveryAddress' },
  component: () => <AddressFormPage area="business" />,
});
