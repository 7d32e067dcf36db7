import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCustomerQueryOptions, SettingsPage } from '@/features/settings';
import { loadList } from '@/lib/list/load';

/**
 * My settings, /settings (consumer accounts). A business account's settings are the business settings: it is
 * sent to /settings/b2b (docs/decisions/028-settings-areas-and-address-rules.md), as its menu entry is.
 */
export const Route = createFileRoute('/_account/settings/')({
  beforeLoad: ({ context }) => {
    if (context.user.isBusiness) throw redirect({ to: '/settings/b2b', replace: true });
  },
  loader: async ({ context }) => {
    await loadCustomerQueryOptions(context.api).then((options) => loadList(context.queryClient, options));
  },
  staticData: { pageTitle: 'pageTitle.settings' },
  component: SettingsPage,
});
