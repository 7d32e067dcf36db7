import { createFileRoute } from '@tanstack/react-router';
import { BusinessDetailsPage, loadCustomerQueryOptions } from '@/features/settings';
import { loadList } from '@/lib/list/load';
import { requireAudience } from '@/lib/routing/guards';

/**
 * Business details, /settings/b2b/details: the company name a Default account completes (business accounts only).
 * Pending: the router's default (PagePending).
 */
export const Route = createFileRoute('/_account/settings/b2b/details')({
  beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
  loader: async ({ context }) => {
    await loadCustomerQueryOptions(context.api).then((options) => loadList(context.queryClient, options));
  },
  staticData: { pageTitle: 'settings.businessDetails.title' },
  component: BusinessDetailsPage,
});
