import { createFileRoute } from '@tanstack/react-router';
import { BusinessOnly, loadInvoicesQueryOptions, InvoicesPage } from '@/features/business';
import { loadList } from '@/lib/list/load';

/** "B2B invoices" (business accounts; others get the not-found page and nothing is requested for them). */
export const Route = createFileRoute('/_account/invoices')({
  staticData: { pageTitle: 'pageTitle.invoices' },
  loader: async ({ context }) =>
    context.user.isBusiness
      ? loadList(context.queryClient, await loadInvoicesQueryOptions(context.api))
      : undefined,
  component: () => (
    <BusinessOnly>
      <InvoicesPage />
    </BusinessOnly>
  ),
});
