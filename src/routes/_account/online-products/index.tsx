import { createFileRoute } from '@tanstack/react-router';
import { loadOnlineProductsQueryOptions, OnlineProductsPage } from '@/features/online-products';
import { channelAtom, localeAtom } from '@/lib/channel/channel-state';
import { loadList } from '@/lib/list/load';
import { currentPage, pageSearchSchema } from '@/lib/list/search';
import { requireAudience } from '@/lib/routing/guards';
import { appStore } from '@/lib/store';

/**
 * /online-products, "My online photo books" (account-area.md section 2, menu "Widgets"): a list page
 * (docs/architecture.md "Page patterns"), 10 per page in `?page=`. Non-business accounts only (section 6):
 * a business account gets the not-found page, and nothing is loaded for it.
 */
export const Route = createFileRoute('/_account/online-products/')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireAudience(context.user, 'consumer'),
  loader: async ({ context }) => {
    const params = {
      accountId: context.user.sub,
      channel: appStore.get(channelAtom).id,
      locale: appStore.get(localeAtom),
    };
    const options = await loadOnlineProductsQueryOptions(context.api, context.queryClient, params);
    await Promise.all([loadList(context.queryClient, options), OnlineProductsPage.preload()]);
  },
  staticData: { pageTitle: 'pageTitle.onlineProducts' },
  component: OnlineProductsRoute,
});

function OnlineProductsRoute() {
  const search = Route.useSearch();
  const { user } = Route.useRouteContext();
  return <OnlineProductsPage accountId={user.sub} page={currentPage(search)} />;
}
