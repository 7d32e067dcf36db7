import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { customerQueryOptions, PersonalDetailsPage } from '@/features/settings';
import { loadList } from '@/lib/list/load';

/** Change personal details, /settings/personal-details (consumer and business accounts). */
export const Route = createFileRoute('/_account/settings/personal-details')({
  loader: async ({ context }) => {
    await loadList(context.queryClient, customerQueryOptions(context.api));
  },
  staticData: { pageTitle: 'pageTitle.personalDetails' },
  pendingComponent: () => <PagePending />,
  component: PersonalDetailsPage,
});
