import { useT } from '@/lib/i18n/i18n-provider';
import { statusTone, type ShownStatus } from '../status';
import styles from './orders.module.css';

/** A status as the customer sees it (account-area.md section 4): Cancelled red, the others cyan. */
export function OrderStatusBadge({ status }: { status: ShownStatus }) {
  const t = useT();
  return (
    <span className={styles.status} data-tone={statusTone(status)} data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
