import { createFileRoute } from '@tanstack/react-router';
import { IntegrationPage } from '@/features/business';
import { loadCustomerQueryOptions } from '@/features/settings';
import { loadList } from '@/lib/list/load';
import { requireAudience } from '@/lib/routing/guards';

/** "FTP instructions" (business accounts; others get the not-found page and nothing is requested for them). */
export const Route = createFileRoute('/_account/integration')({
  staticData: { pageTitle: 'pageTitle.ftpInstructions' },
  beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
  // The customer profile's one query (the business feature reads its callback settings from it).
  loader: async ({ context }) => {
    const options = await loadCustomerQueryOptions(context.api);
    await Promise.all([loadList(context.queryClient, options, { fresh: true }), IntegrationPage.preload()]);
  },
  component: () => <IntegrationPage />,
});
