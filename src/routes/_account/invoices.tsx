import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage, loadInvoicesQueryOptions } from '@/features/business';
import { loadList } from '@/lib/list/load';
import { requireAudience } from '@/lib/routing/guards';

/** "B2B invoices" (business accounts; others get the not-found page and nothing is requested for them). */
export const Route = createFileRoute('/_account/invoices')({
  staticData: { pageTitle: 'pageTitle.invoices' },
  beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
  loader: async ({ context }) => {
    const options = await loadInvoicesQueryOptions(context.api);
    await Promise.all([loadList(context.queryClient, options), InvoicesPage.preload()]);
  },
  component: () => <InvoicesPage />,
});
