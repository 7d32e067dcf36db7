import { createFileRoute } from '@tanstack/react-router';
import { loadCustomerQueryOptions, PersonalDetailsPage } from '@/features/settings';
import { loadList } from '@/lib/list/load';

/** Change personal details, /settings/personal-details (consumer and business accounts). */
export const Route = createFileRoute('/_account/settings/personal-details')({
  loader: async ({ context }) => {
    await loadCustomerQueryOptions(context.api).then((options) => loadList(context.queryClient, options));
  },
  staticData: { pageTitle: 'pageTitle.personalDetails' },
  component: PersonalDetailsPage,
});
