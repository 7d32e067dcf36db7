/**
 * Order details (/orders/:orderCode, account-area.md sections 2, 3, 5, 7 and 8): the order's products with
 * their status, price, tracking and PDF; the total and the voucher; delivery (expected dates, "Order delayed",
 * the address and its change); reorder with the cut-off; a blocked order's notice. "Order not found" when the
 * service does not know the code (404), "An error occurred loading this order, please contact us to report
 * this issue." with Try again when it cannot be loaded.
 */
import { useQuery } from '@tanstack/react-query';
import { ListState } from '@/components/list-page/list-state';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { getBlockedOrderQueryOptions } from '../api/get-blocked-order';
import { getOrderQueryOptions } from '../api/get-order';
import type { Order } from '../api/order-schema';
import { DeliveryBox } from './delivery-box';
import { formatOrderDate, formatPrice } from './format';
import { OrderStatusBadge } from './order-status';
import { ProductList } from './product-list';
import { ReorderBox } from './reorder-box';
import { VoucherBox } from './voucher-box';
import styles from './orders.module.css';

export function OrderDetailsPage({ orderCode }: { orderCode: string }) {
  const { t } = useI18n();
  const order = useListQuery(getOrderQueryOptions(useApi(), orderCode));
  return (
    <div className={styles.page}>
      <Link to="/orders" className={styles.backLink}>
        {t('orders.details.back')}
      </Link>
      <h1>{t('pageTitle.orderDetails')}</h1>
      <ListState query={order} errorText={t('orders.details.loadError')}>
        {(data) =>
          data === null ? (
            <section aria-labelledby="order-not-found" className={styles.box}>
              <h2 id="order-not-found">{t('orders.details.notFound')}</h2>
              <p>{t('orders.details.notFoundText', { code: orderCode })}</p>
            </section>
          ) : (
            <OrderDetails order={data} />
          )
        }
      </ListState>
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const i18n = useI18n();
  const t = i18n.t;
  return (
    <div className={styles.details}>
      <div className={styles.card}>
        <div>
          <h2>{t('orders.orderHeading', { code: order.code })}</h2>
          <p className={styles.meta}>
            {t('orders.placedOn', { date: formatOrderDate(i18n, order.createdAt) })}
            {' · '}
            {t('orders.productCount', { count: order.productCount })}
            {order.source === 'Resnap' && ` · ${t('orders.source.Resnap')}`}
          </p>
        </div>
        <div className={styles.badges}>
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <BlockedNotice code={order.code} />
      <section aria-labelledby="order-products" className={styles.box}>
        <h2 id="order-products">{t('orders.details.products')}</h2>
        <ProductList products={order.products} />
        {order.totalPrice && (
          <p>
            <strong>{t('orders.details.total')}:</strong> {formatPrice(i18n, order.totalPrice)}
          </p>
        )}
      </section>
      {order.voucher && <VoucherBox code={order.voucher} details={order.voucherDetails} />}
      <DeliveryBox order={order} />
      <ReorderBox order={order} />
    </div>
  );
}

/** A blocked order (the anonymous blocked-orders call) says so, with the service's reason as text. */
function BlockedNotice({ code }: { code: string }) {
  const { t } = useI18n();
  const blocked = useQuery(getBlockedOrderQueryOptions(useApi(), code));
  if (!blocked.data?.isBlocked) return null;
  return (
    <Alert>
      {blocked.data.reason
        ? t('orders.details.blocked', { reason: blocked.data.reason })
        : t('orders.details.blockedNoReason')}
    </Alert>
  );
}
