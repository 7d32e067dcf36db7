/**
 * The photo books of one page, and the delete confirmation. A delete removes the book from the list only
 * once the service confirmed it (the list is read again; account-area.md section 4).
 */
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/confirm-dialog/lazy-confirm-dialog';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { deleteOnlineProduct } from '../api/delete-online-product';
import { ONLINE_PRODUCTS_QUERY_KEY } from '../api/keys';
import type { OnlineProduct } from '../api/online-products';
import { OnlineProductItem, useProductTitle } from './online-product-item';
import styles from './online-products.module.css';

export function OnlineProductList({ products }: { products: OnlineProduct[] }) {
  const t = useT();
  const api = useApi();
  const titleOf = useProductTitle();
  const [deleting, setDeleting] = useState<OnlineProduct | null>(null);
  const remove = useAppMutation({
    mutationFn: (product: OnlineProduct) => deleteOnlineProduct({ api, productCode: product.productCode }),
    invalidates: [ONLINE_PRODUCTS_QUERY_KEY],
    successToast: (_data, product) => t('onlineProducts.deleted', { title: titleOf(product) }),
  });
  const close = () => {
    setDeleting(null);
    remove.reset();
  };
  return (
    <>
      <ul className={styles.list}>
        {products.map((product) => (
          <OnlineProductItem key={product.productCode} product={product} onDelete={setDeleting} />
        ))}
      </ul>
      {deleting && (
        <LazyConfirmDialog
          title={t('onlineProducts.deleteDialog.title')}
          description={t('onlineProducts.deleteDialog.text', { title: titleOf(deleting) })}
          confirmLabel={t('onlineProducts.deleteDialog.confirm')}
          pendingLabel={t('onlineProducts.deleteDialog.pending')}
          cancelLabel={t('onlineProducts.deleteDialog.cancel')}
          isPending={remove.isPending}
          errorMessage={remove.isError ? t('onlineProducts.deleteFailed') : undefined}
          onConfirm={() => remove.mutate(deleting, { onSuccess: close })}
          onClose={close}
        />
      )}
    </>
  );
}
