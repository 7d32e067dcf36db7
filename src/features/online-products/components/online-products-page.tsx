/**
 * The online photo books page (/online-products, "My online photo books", account-area.md section 2
 * "Widgets"): the customer's photo books that can have an online version, 10 per page (the page in `?page=`,
 * a list page: docs/architecture.md "Page patterns"), each with request, view, share and delete. Business
 * accounts never get here (the route shows them the not-found page).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { ListState } from '@/components/list-page/list-state';
import { Pagination } from '@/components/list-page/pagination';
import { useApi } from '@/lib/api/use-api';
import { useChannel, useLocale } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { clampPage, pageCount, pageOffset } from '@/lib/list/paging';
import { pageParam } from '@/lib/list/search';
import { getOnlineProductsQueryOptions } from '../api/online-products';
import { ONLINE_PRODUCTS_PAGE_SIZE } from '../constants';
import { OnlineProductList } from './online-product-list';
import styles from './online-products.module.css';

export interface OnlineProductsPageProps {
  accountId: string;
  page: number;
}

export function OnlineProductsPage({ accountId, page }: OnlineProductsPageProps) {
  const t = useT();
  const channel = useChannel().id;
  const locale = useLocale();
  const query = useListQuery(
    getOnlineProductsQueryOptions(useApi(), useQueryClient(), { accountId, channel, locale }),
  );
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.onlineProducts')}</h1>
      <ListState
        query={query}
        errorText={t('onlineProducts.loadError')}
        emptyText={t('onlineProducts.empty')}
        isEmpty={(products) => products.length === 0}
      >
        {(products) => {
          const pages = pageCount(products.length, ONLINE_PRODUCTS_PAGE_SIZE);
          if (page > pages) {
            return (
              <Navigate to="/online-products" search={{ page: pageParam(clampPage(page, pages)) }} replace />
            );
          }
          const start = pageOffset(page, ONLINE_PRODUCTS_PAGE_SIZE);
          return (
            <>
              <p className={styles.count}>{t('onlineProducts.count', { count: products.length })}</p>
              <OnlineProductList products={products.slice(start, start + ONLINE_PRODUCTS_PAGE_SIZE)} />
              <Pagination page={page} pageCount={pages} />
            </>
          );
        }}
      </ListState>
    </div>
  );
}
