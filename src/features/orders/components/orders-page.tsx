/**
 * My orders (/orders, account-area.md sections 2, 3, 4 and 9): one page of the customer's orders (superorders),
 * grouped into the in-progress and history lists, with their shown statuses; the page and the order state
 * (recent or older orders: order_state) are in the URL; three page links at a time. A list page
 * (docs/architecture.md "Page patterns"): loading, the error with Try again, "You haven't ordered anything yet!".
 */
import { Navigate } from '@tanstack/react-router';
import { Link } from '@/components/ui/link';
import { ListState } from '@/components/list-page/list-state';
import { Pagination } from '@/components/list-page/pagination';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { clampPage, pageCount } from '@/lib/list/paging';
import { pageParam } from '@/lib/list/search';
import { ORDER_LIST_PAGES_SHOWN, ORDER_STATES, ORDERS_PAGE_SIZE, type OrderState } from '../constants';
import { getOrdersQueryOptions } from '../api/get-orders';
import type { Order } from '../api/order-schema';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

export interface OrdersPageProps {
  page: number;
  state: OrderState;
}

export function OrdersPage({ page, state }: OrdersPageProps) {
  const t = useT();
  const orders = useListQuery(getOrdersQueryOptions(useApi(), { page, state }));
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.orders')}</h1>
      <nav aria-label={t('orders.stateLabel')} className={styles.states}>
        <ul>
          {ORDER_STATES.map((value) => (
            <li key={value}>
              <Link
                to="/orders"
                search={{ order_state: value === 'notExpired' ? undefined : value }}
                aria-current={value === state ? 'page' : undefined}
              >
                {t(`orders.state.${value}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListState
        query={orders}
        errorText={t('orders.loadError')}
        // No orders at all, or none older (a customer with recent orders only): each says which (issue 23).
        emptyText={state === 'expired' ? t('orders.emptyOlder') : t('orders.empty')}
        isEmpty={(data) => data.total === 0}
      >
        {(data) => {
          const pages = pageCount(data.total, ORDERS_PAGE_SIZE);
          // An address past the last page (an old link, orders deleted meanwhile) shows the last page.
          if (data.orders.length === 0 && page > pages) {
            return (
              <Navigate
                to="/orders"
                search={{
                  page: pageParam(clampPage(page, pages)),
                  order_state: state === 'notExpired' ? undefined : state,
                }}
                replace
              />
            );
          }
          return (
            <>
              <OrderSection
                id="orders-in-progress"
                title={t('orders.inProgress')}
                orders={data.orders}
                list="inProgress"
              />
              <OrderSection
                id="orders-history"
                title={t('orders.history')}
                orders={data.orders}
                list="history"
              />
              <Pagination page={page} pageCount={pages} shown={ORDER_LIST_PAGES_SHOWN} />
            </>
          );
        }}
      </ListState>
    </div>
  );
}

function OrderSection({
  id,
  title,
  orders,
  list,
}: {
  id: string;
  title: string;
  orders: Order[];
  list: Order['list'];
}) {
  const shown = orders.filter((order) => order.list === list);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.list}>
        {shown.map((order) => (
          <OrderCard key={order.code} order={order} />
        ))}
      </ul>
    </section>
  );
}
