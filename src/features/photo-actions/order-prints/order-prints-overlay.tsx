/**
 * The order-prints overlay (my-photos.md section 2, "Adding {amount} photos to editor..."): shown while
 * `useOrderPrints` transfers the photos, until the browser leaves for the editor. Renders nothing when idle; the
 * dialog itself (react-aria) is loaded with the first use, so a toolbar that renders this costs almost nothing.
 */
import { lazy, Suspense } from 'react';
import type { OrderPrintsState } from './use-order-prints';

const OrderPrintsDialog = lazy(() =>
  import('./order-prints-dialog').then((module) => ({ default: module.OrderPrintsDialog })),
);

export function OrderPrintsOverlay({ state }: { state: OrderPrintsState }) {
  if (state.status !== 'transferring') return null;
  return (
    <Suspense fallback={null}>
      <OrderPrintsDialog amount={state.amount} />
    </Suspense>
  );
}
