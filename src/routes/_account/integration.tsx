import { createFileRoute } from '@tanstack/react-router';
import { BusinessOnly, IntegrationPage } from '@/features/business';
import { customerQueryOptions } from '@/features/settings';
import { loadList } from '@/lib/list/load';

/** "FTP instructions" (business accounts; others get the not-found page and nothing is requested for them). */
export const Route = createFileRoute('/_account/integration')({
  staticData: { pageTitle: 'pageTitle.ftpInstructions' },
  // The customer profile's one query (the business feature reads its callback settings from it).
  loader: ({ context }) =>
    context.user.isBusiness
      ? loadList(context.queryClient, customerQueryOptions(context.api), { fresh: true })
      : undefined,
  component: () => (
    <BusinessOnly>
      <IntegrationPage />
    </BusinessOnly>
  ),
});
