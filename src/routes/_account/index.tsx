import { createFileRoute } from '@tanstack/react-router';
import { LatestOrders, loadOrdersQueryOptions, OVERVIEW_LATEST_ORDERS } from '@/features/orders';
import { OverviewPage } from '@/features/overview';
import { loadUserCountsQueryOptions } from '@/features/user-counts';
import { loadList } from '@/lib/list/load';

/**
 * My account overview, / (account-area.md section 2; its menu entry is hidden on small screens). The loader
 * starts the latest orders (their data and their section's code) and the photo counts; their failures show in
 * the page's sections.
 */
export const Route = createFileRoute('/_account/')({
  loader: async ({ context }) => {
    const [orders, counts] = await Promise.all([
      loadOrdersQueryOptions(context.api, { page: 1, size: OVERVIEW_LATEST_ORDERS }),
      loadUserCountsQueryOptions(context.api),
    ]);
    await Promise.all([
      loadList(context.queryClient, orders),
      loadList(context.queryClient, counts),
      OverviewPage.preload(),
      LatestOrders.preload(),
    ]);
  },
  staticData: { pageTitle: 'pageTitle.overview' },
  component: OverviewRoute,
});

function OverviewRoute() {
  return <OverviewPage />;
}
