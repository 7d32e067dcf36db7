/**
 * Order statuses as the customer sees them (account-area.md section 4, "Order statuses shown to the user"):
 * internal states grouped into AwaitingPayment, Ordered, InProduction, Sent and Cancelled (Cancelled shown red,
 * the others cyan). Pure functions, tested in status.test.ts.
 */
export type InternalStatus =
  'Received' | 'Confirmed' | 'ProductionStarted' | 'ProductionCompleted' | 'Dispatched' | 'Cancelled';

export type ShownStatus = 'AwaitingPayment' | 'Ordered' | 'InProduction' | 'Sent' | 'Cancelled';

const SHOWN: Record<InternalStatus, ShownStatus> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
};

export const shownStatus = (status: InternalStatus): ShownStatus => SHOWN[status];

/** The order of the shown statuses along the way (Cancelled last: only when every product is cancelled). */
const PROGRESS: ShownStatus[] = ['AwaitingPayment', 'Ordered', 'InProduction', 'Sent', 'Cancelled'];

/**
 * The status of an order from its products' (assumed: the spec shows statuses per product): the least advanced
 * product that is not cancelled, so an order is Sent only when everything not cancelled is sent; Cancelled only
 * when every product is.
 */
export function orderStatus(products: readonly { status: ShownStatus }[]): ShownStatus {
  const open = products.map((p) => p.status).filter((s) => s !== 'Cancelled');
  if (open.length === 0) return 'Cancelled';
  return open.reduce((least, s) => (PROGRESS.indexOf(s) < PROGRESS.indexOf(least) ? s : least));
}

/** Order lists are in progress or history (section 4): Sent and Cancelled orders are history. */
export type OrderList = 'inProgress' | 'history';
export const listOf = (status: ShownStatus): OrderList =>
  status === 'Sent' || status === 'Cancelled' ? 'history' : 'inProgress';

/** Cancelled is shown red; the other statuses cyan. */
export const statusTone = (status: ShownStatus): 'red' | 'cyan' => (status === 'Cancelled' ? 'red' : 'cyan');

/** The delivery address can change while every product is AwaitingPayment or Ordered and it goes to a home. */
export const canChangeAddress = (order: {
  deliveryType?: 'PickupPoint' | 'Home';
  products: readonly { status: ShownStatus }[];
}): boolean =>
  order.deliveryType !== 'PickupPoint' &&
  order.products.every((p) => p.status === 'AwaitingPayment' || p.status === 'Ordered');

/**
 * "Order delayed" (section 2) from the delivery dates: the service says it is delayed, or the latest expected
 * day has passed and the order is not sent yet.
 */
export function isDelayed(
  dates: { latestDeliveryDate: string; isDelayed?: boolean } | null | undefined,
  status: ShownStatus,
  today: Date,
): boolean {
  if (!dates || listOf(status) === 'history') return false;
  if (dates.isDelayed) return true;
  return dates.latestDeliveryDate < today.toISOString().slice(0, 10);
}
