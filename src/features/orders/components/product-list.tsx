/** The products of an order: title, quantity, status, price, the parcel's tracking link and the PDF. */
import { useQuery } from '@tanstack/react-query';
import { NativeButton } from '@/components/ui/native-button';
import { ExternalLink } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import type { Product } from '../api/order-schema';
import { downloadProductPdf, hasProductPdfQueryOptions } from '../api/product-pdf';
import { formatPrice } from './format';
import { OrderStatusBadge } from './order-status';
import styles from './orders.module.css';

export function ProductList({ products }: { products: Product[] }) {
  return (
    <ul className={styles.products}>
      {products.map((product) => (
        <ProductItem key={product.code} product={product} />
      ))}
    </ul>
  );
}

function ProductItem({ product }: { product: Product }) {
  const i18n = useI18n();
  const t = i18n.t;
  const title = product.title ?? t('orders.details.product', { code: product.code });
  return (
    <li className={styles.product}>
      <div>
        <h3>{title}</h3>
        <p className={styles.meta}>
          {product.code}
          {product.quantity !== undefined &&
            ` · ${t('orders.details.quantity', { quantity: product.quantity })}`}
        </p>
        <div className={styles.actions}>
          {product.trackingUrl && (
            <ExternalLink
              href={product.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('orders.details.trackLabel', { title })}
            >
              {t('orders.details.track')}
            </ExternalLink>
          )}
          <PdfButton code={product.code} title={title} />
        </div>
      </div>
      <div className={styles.badges}>
        <OrderStatusBadge status={product.status} />
        {product.price && (
          <span aria-label={`${t('orders.details.price')}: ${formatPrice(i18n, product.price)}`}>
            {formatPrice(i18n, product.price)}
          </span>
        )}
      </div>
    </li>
  );
}

/** "Download PDF" when the product has a file with purpose product.pdf; saves {code}.pdf. */
function PdfButton({ code, title }: { code: string; title: string }) {
  const { t } = useI18n();
  const api = useApi();
  const hasPdf = useQuery(hasProductPdfQueryOptions(api, code));
  const download = useAppMutation({
    mutationFn: () => downloadProductPdf({ api, code }),
    progressToast: t('orders.details.pdfDownloading'),
    failureToast: t('orders.details.pdfFailed'),
  });
  // While the check runs, the button's height is held, so the products below do not move when it comes (CLS).
  if (hasPdf.isPending) return <span className={styles.buttonPlaceholder} aria-hidden="true" />;
  if (!hasPdf.data) return null;
  return (
    <NativeButton
      variant="secondary"
      aria-disabled={download.isPending || undefined}
      aria-busy={download.isPending || undefined}
      aria-label={t('orders.details.pdfLabel', { title })}
      onPress={() => !download.isPending && download.mutate()}
    >
      {t('orders.details.pdf')}
    </NativeButton>
  );
}
