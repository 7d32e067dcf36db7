/** The overview's latest orders: the newest few with their status, and a link to all orders. */
import { ListState } from '@/components/list-page/list-state';
import { Link } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { OVERVIEW_LATEST_ORDERS } from '../constants';
import { getOrdersQueryOptions } from '../api/get-orders';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

export function LatestOrders() {
  const t = useT();
  const orders = useListQuery(getOrdersQueryOptions(useApi(), { page: 1, size: OVERVIEW_LATEST_ORDERS }));
  return (
    <section aria-labelledby="overview-orders" className={styles.section}>
      <h2 id="overview-orders">{t('overview.latestOrders')}</h2>
      <ListState
        query={orders}
        errorText={t('orders.loadError')}
        emptyText={t('orders.empty')}
        isEmpty={(data) => data.orders.length === 0}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.orders.map((order) => (
              <OrderCard key={order.code} order={order} />
            ))}
          </ul>
        )}
      </ListState>
      <Link to="/orders" className={styles.backLink}>
        {t('overview.allOrders')}
      </Link>
    </section>
  );
}
