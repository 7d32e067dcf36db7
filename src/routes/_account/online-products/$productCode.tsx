import { createFileRoute } from '@tanstack/react-router';
import { loadOnlineProductsQueryOptions, OnlineProductSharePage } from '@/features/online-products';
import { channelAtom, localeAtom } from '@/lib/channel/channel-state';
import { loadList } from '@/lib/list/load';
import { requireAudience } from '@/lib/routing/guards';
import { appStore } from '@/lib/store';

/**
 * /online-products/:productCode, the share form of an online photo book (account-area.md section 2 "widget
 * share"). Non-business accounts only: a business account gets the not-found page.
 */
export const Route = createFileRoute('/_account/online-products/$productCode')({
  beforeLoad: ({ context }) => requireAudience(context.user, 'consumer'),
  loader: async ({ context }) => {
    const params = {
      accountId: context.user.sub,
      channel: appStore.get(channelAtom).id,
      locale: appStore.get(localeAtom),
    };
    const options = await loadOnlineProductsQueryOptions(context.api, context.queryClient, params);
    await Promise.all([loadList(context.queryClient, options), OnlineProductSharePage.preload()]);
  },
  staticData: { pageTitle: 'pageTitle.onlineProducts' },
  component: ShareRoute,
});

function ShareRoute() {
  const { productCode } = Route.useParams();
  const { user } = Route.useRouteContext();
  return <OnlineProductSharePage accountId={user.sub} productCode={productCode} />;
}
