import { createFileRoute } from '@tanstack/react-router';
import { loadOrderQueryOptions, OrderDetailsPage } from '@/features/orders';
import { loadList } from '@/lib/list/load';

/**
 * Order details, /orders/$orderCode (account-area.md section 2). The loader loads the order; "Order not found"
 * (404) and the load error show in the page.
 */
export const Route = createFileRoute('/_account/orders/$orderCode')({
  loader: async ({ context, params }) => {
    const options = await loadOrderQueryOptions(context.api, params.orderCode);
    await Promise.all([loadList(context.queryClient, options), OrderDetailsPage.preload()]);
  },
  staticData: { pageTitle: 'pageTitle.orderDetails' },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderCode } = Route.useParams();
  return <OrderDetailsPage orderCode={orderCode} />;
}
