import { createFileRoute } from '@tanstack/react-router';
import { loadCustomerQueryOptions, PaymentMethodPage } from '@/features/settings';
import { loadList } from '@/lib/list/load';

/** Payment method, /settings/payment-method (what the profile holds; assumption in the page's module). */
export const Route = createFileRoute('/_account/settings/payment-method')({
  loader: async ({ context }) => {
    await loadCustomerQueryOptions(context.api).then((options) => loadList(context.queryClient, options));
  },
  staticData: { pageTitle: 'settings.payment.title' },
  component: PaymentMethodPage,
});
