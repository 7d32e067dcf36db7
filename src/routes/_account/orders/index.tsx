import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { loadOrdersQueryOptions, ORDER_STATES, OrdersPage } from '@/features/orders';
import { loadList } from '@/lib/list/load';
import { currentPage, pageSearchSchema } from '@/lib/list/search';

/**
 * My orders, /orders (account-area.md sections 2 and 9): `page` and `order_state` in the URL (an unknown state
 * is the default, notExpired). A list page (docs/architecture.md "Page patterns"): the loader starts the page's
 * query, a failure shows in the page.
 */
export const Route = createFileRoute('/_account/orders/')({
  validateSearch: z.extend(pageSearchSchema, {
    order_state: z.catch(z.optional(z.enum(ORDER_STATES)), undefined),
  }),
  loaderDeps: ({ search }) => ({ page: currentPage(search), state: search.order_state ?? 'notExpired' }),
  loader: async ({ context, deps }) => {
    const options = await loadOrdersQueryOptions(context.api, deps);
    await Promise.all([loadList(context.queryClient, options), OrdersPage.preload()]);
  },
  staticData: { pageTitle: 'pageTitle.orders' },
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  return <OrdersPage page={currentPage(search)} state={search.order_state ?? 'notExpired'} />;
}
