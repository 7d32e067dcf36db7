/**
 * One online photo book: its title, order and date, and by its request state (account-area.md section 2):
 * NotRequested "Request online version" (POST; progress on the button, the state shown once the service
 * answered); Requested "Online version is requested"; Available "View online version" (the online version's
 * URL) and Share (the share form). Requested and Available ones can be deleted (after a confirmation).
 */
import { ExternalLink, Link } from '@/components/ui/link';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { ONLINE_PRODUCTS_QUERY_KEY } from '../api/keys';
import type { OnlineProduct } from '../api/online-products';
import { requestOnlineVersion } from '../api/request-online-version';
import styles from './online-products.module.css';

/** A photo book's name: its order title, else "Photo book {code}". */
export function useProductTitle() {
  const t = useT();
  return (product: Pick<OnlineProduct, 'title' | 'productCode'>) =>
    product.title ?? t('onlineProducts.untitled', { code: product.productCode });
}

export function OnlineProductItem({
  product,
  onDelete,
}: {
  product: OnlineProduct;
  onDelete: (product: OnlineProduct) => void;
}) {
  const t = useT();
  const { formatDay } = useI18n();
  const title = useProductTitle()(product);
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.meta}>
          {t('onlineProducts.orderCode', { code: product.productCode })}
          {product.orderedAt && <> · {t('onlineProducts.ordered', { date: formatDay(product.orderedAt) })}</>}
        </p>
        {product.status === 'Requested' && <p className={styles.state}>{t('onlineProducts.requested')}</p>}
        {product.status === 'Available' && product.isShared && (
          <p className={styles.meta}>{t('onlineProducts.shared')}</p>
        )}
      </div>
      <div className={styles.actions}>
        {product.status === 'NotRequested' && <RequestButton product={product} title={title} />}
        {product.status === 'Available' && product.url && (
          <ExternalLink
            href={product.url}
            variant="button"
            aria-label={t('onlineProducts.viewLabel', { title, code: product.productCode })}
          >
            {t('onlineProducts.view')}
          </ExternalLink>
        )}
        {product.status === 'Available' && (
          <Link
            to="/online-products/$productCode"
            params={{ productCode: product.productCode }}
            aria-label={t('onlineProducts.shareLabel', { title, code: product.productCode })}
            className={styles.textAction}
          >
            {t('onlineProducts.share')}
          </Link>
        )}
        {product.status !== 'NotRequested' && (
          <NativeButton
            variant="secondary"
            aria-label={t('onlineProducts.deleteLabel', { title, code: product.productCode })}
            onPress={() => onDelete(product)}
          >
            {t('onlineProducts.delete')}
          </NativeButton>
        )}
      </div>
    </li>
  );
}

function RequestButton({ product, title }: { product: OnlineProduct; title: string }) {
  const t = useT();
  const api = useApi();
  const request = useAppMutation({
    mutationFn: () => requestOnlineVersion({ api, productCode: product.productCode }),
    invalidates: [ONLINE_PRODUCTS_QUERY_KEY],
    successToast: t('onlineProducts.requestedToast', { title }),
    failureToast: t('onlineProducts.requestFailed'),
  });
  return (
    <NativeButton
      aria-label={
        request.isPending ? undefined : t('onlineProducts.requestLabel', { title, code: product.productCode })
      }
      aria-disabled={request.isPending || undefined}
      onPress={() => {
        if (!request.isPending) request.mutate();
      }}
    >
      {request.isPending ? t('onlineProducts.requesting') : t('onlineProducts.request')}
    </NativeButton>
  );
}
