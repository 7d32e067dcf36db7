/**
 * Delivery of an order: the expected dates (none when the service has none: 404) with "Order delayed", the
 * delivery address, and its change while the order allows it (never for a pickup point).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { getDeliveryDatesQueryOptions } from '../api/get-delivery-dates';
import type { Order } from '../api/order-schema';
import { isDelayed } from '../status';
import { useNow } from '../use-now';
import { AddressChange } from './address-change-form';
import { formatOrderDate } from './format';
import styles from './orders.module.css';

export function DeliveryBox({ order }: { order: Order }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="order-delivery" className={styles.box}>
      <h2 id="order-delivery">{t('orders.delivery.heading')}</h2>
      <DeliveryDatesLine order={order} />
      {order.deliveryType === 'PickupPoint' ? (
        <p>{t('orders.delivery.pickupPoint')}</p>
      ) : (
        <AddressChange order={order} />
      )}
    </section>
  );
}

function DeliveryDatesLine({ order }: { order: Order }) {
  const i18n = useI18n();
  const t = i18n.t;
  const dates = useQuery(getDeliveryDatesQueryOptions(useApi(), order.code));
  const now = useNow();
  if (dates.isError) {
    return (
      <Alert
        action={
          <NativeButton variant="secondary" onPress={() => void dates.refetch()}>
            {t('common.tryAgain')}
          </NativeButton>
        }
      >
        {t('orders.delivery.datesLoadError')}
      </Alert>
    );
  }
  // While the dates load, their line is held, so the address below does not move when they come (CLS).
  if (dates.isPending) return <p className={styles.linePlaceholder} aria-hidden="true" />;
  if (!dates.data) return null;
  return (
    <p>
      {t('orders.delivery.dates', {
        earliest: formatOrderDate(i18n, dates.data.earliestDeliveryDate),
        latest: formatOrderDate(i18n, dates.data.latestDeliveryDate),
      })}
      {isDelayed(dates.data, order.status, now) && (
        <>
          {' '}
          <span className={styles.delayed}>{t('orders.delayed')}</span>
        </>
      )}
    </p>
  );
}
