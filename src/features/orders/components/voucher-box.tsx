/**
 * The order's voucher and its offer (GET campaigns/offers/{code}): not found (404) says so; another failure
 * shows the spec's 'Error {text}; Status Code: {status} Received from {url}' with Try again.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { Spinner } from '@/components/ui/spinner';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { getVoucherOfferQueryOptions, VoucherLookupError } from '../api/get-voucher-offer';
import type { Order } from '../api/order-schema';
import { formatOrderDate } from './format';
import styles from './orders.module.css';

export function VoucherBox({ code, details }: { code: string; details: Order['voucherDetails'] }) {
  const i18n = useI18n();
  const t = i18n.t;
  const offer = useQuery({ ...getVoucherOfferQueryOptions(useApi(), code), retry: false });
  const discount = (type: string | undefined, value: number | undefined, currency?: string) =>
    value === undefined
      ? null
      : type === 'Percentage' || currency === '%'
        ? t('orders.voucher.percentage', { value })
        : i18n.formatNumber(value, currency && currency !== '%' ? { style: 'currency', currency } : {});
  return (
    <section aria-labelledby="order-voucher" className={styles.box}>
      <h2 id="order-voucher">{t('orders.voucher.heading')}</h2>
      <p>{t('orders.voucher.code', { code })}</p>
      {offer.isPending && <Spinner label={t('common.loading')} />}
      {offer.isError && (
        <Alert
          action={
            <NativeButton variant="secondary" onPress={() => void offer.refetch()}>
              {t('common.tryAgain')}
            </NativeButton>
          }
        >
          {offer.error instanceof VoucherLookupError
            ? t('orders.voucher.error', {
                text: offer.error.text,
                status: offer.error.status,
                url: offer.error.url,
              })
            : t('orders.voucher.error', { text: offer.error.message, status: 0, url: code })}
        </Alert>
      )}
      {offer.data?.isVoucherFound === false && <p>{t('orders.voucher.notFound', { code })}</p>}
      {offer.data?.isVoucherFound && (
        <>
          {offer.data.title && <p>{offer.data.title}</p>}
          <p>
            {discount(offer.data.discountType, offer.data.discountValue, details?.currency) ??
              discount(undefined, details?.discountValue, details?.currency)}
          </p>
          {offer.data.validUntil && (
            <p className={styles.meta}>
              {t('orders.voucher.validUntil', {
                date: formatOrderDate(i18n, new Date(offer.data.validUntil)),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
