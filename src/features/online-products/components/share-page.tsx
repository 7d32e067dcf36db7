/**
 * The share page (/online-products/:productCode, account-area.md section 2 "widget share"): the share form of
 * one online photo book. The book comes from the list query (the route's loader loads it); one that is not in
 * the list (deleted, another account's, an old link) or has no online version yet says so, with the way back.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ListState } from '@/components/list-page/list-state';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { useChannel, useLocale } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { getOnlineProductsQueryOptions } from '../api/online-products';
import { useProductTitle } from './online-product-item';
import { GallerySection } from './gallery-section';
import { ShareForm } from './share-form';
import styles from './online-products.module.css';

export interface SharePageProps {
  accountId: string;
  productCode: string;
}

export function SharePage({ accountId, productCode }: SharePageProps) {
  const t = useT();
  const channel = useChannel();
  const locale = useLocale();
  const titleOf = useProductTitle();
  const query = useListQuery(
    getOnlineProductsQueryOptions(useApi(), useQueryClient(), { accountId, channel: channel.id, locale }),
  );
  return (
    <div className={styles.page}>
      <Link to="/online-products" className={styles.backLink}>
        {t('onlineProducts.share.backLink')}
      </Link>
      <h1>{t('onlineProducts.share.title')}</h1>
      <ListState query={query} errorText={t('onlineProducts.loadError')}>
        {(products) => {
          const product = products.find((p) => p.productCode === productCode);
          if (!product) return <Alert>{t('onlineProducts.share.notFound')}</Alert>;
          if (product.status !== 'Available') return <Alert>{t('onlineProducts.share.notAvailable')}</Alert>;
          return (
            <>
              <p>{t('onlineProducts.share.intro', { title: titleOf(product) })}</p>
              <ShareForm productCode={productCode} vendorId={channel.id} />
              {product.widgetId && (
                <GallerySection widgetId={product.widgetId} channel={channel.id} title={titleOf(product)} />
              )}
            </>
          );
        }}
      </ListState>
    </div>
  );
}
