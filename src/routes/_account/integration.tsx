import { createFileRoute } from '@tanstack/react-router';
import { BusinessOnly, loadBusinessProfileQueryOptions, IntegrationPage } from '@/features/business';
import { loadList } from '@/lib/list/load';

/** "FTP instructions" (business accounts; others get the not-found page and nothing is requested for them). */
export const Route = createFileRoute('/_account/integration')({
  staticData: { pageTitle: 'pageTitle.ftpInstructions' },
  loader: async ({ context }) =>
    context.user.isBusiness
      ? loadList(context.queryClient, await loadBusinessProfileQueryOptions(context.api), { fresh: true })
      : undefined,
  component: () => (
    <BusinessOnly>
      <IntegrationPage />
    </BusinessOnly>
  ),
});
