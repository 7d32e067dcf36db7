/**
 * One order in a list (the orders page, the overview): its code (a link to its details), when it was placed,
 * how many products, its status and, for an order in progress, "Order delayed" when its delivery dates say so.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { getDeliveryDatesQueryOptions } from '../api/get-delivery-dates';
import type { Order } from '../api/order-schema';
import { isDelayed } from '../status';
import { useNow } from '../use-now';
import { formatOrderDate } from './format';
import { OrderStatusBadge } from './order-status';
import styles from './orders.module.css';

export function OrderCard({ order, headingLevel = 3 }: { order: Order; headingLevel?: 2 | 3 }) {
  const i18n = useI18n();
  const t = i18n.t;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <div>
        <Heading>
          <Link
            to="/orders/$orderCode"
            params={{ orderCode: order.code }}
            aria-label={t('orders.viewDetails', { code: order.code })}
          >
            {t('orders.orderHeading', { code: order.code })}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {t('orders.placedOn', { date: formatOrderDate(i18n, order.createdAt) })}
          {' · '}
          {t('orders.productCount', { count: order.productCount })}
          {order.source === 'Resnap' && ` · ${t('orders.source.Resnap')}`}
        </p>
      </div>
      <div className={`${styles.badges} ${styles.cardBadges}`}>
        <OrderStatusBadge status={order.status} />
        {order.list === 'inProgress' && <DelayedBadge order={order} />}
      </div>
    </li>
  );
}

/** "Order delayed" from the order's delivery dates (none, or a failure to read them, shows nothing). */
export function DelayedBadge({ order }: { order: Order }) {
  const t = useI18n().t;
  const dates = useQuery(getDeliveryDatesQueryOptions(useApi(), order.code));
  const now = useNow();
  if (!isDelayed(dates.data, order.status, now)) return null;
  return <span className={styles.delayed}>{t('orders.delayed')}</span>;
}
