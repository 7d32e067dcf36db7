/**
 * Reorder (account-area.md sections 3 and 7): the order's availability; Reorder puts it in the shop's basket
 * and the browser goes to the shop URL the service answered. While a campaign runs (the cut-off data), the date
 * by which to reorder for it.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { cutOffFor, getCutOffQueryOptions } from '../api/get-cut-off';
import type { Order } from '../api/order-schema';
import { getReorderStatusQueryOptions, reorder } from '../api/reorder';
import { formatOrderDate } from './format';
import { useNow } from '../use-now';
import styles from './orders.module.css';

/** The campaign whose cut-off the details show (assumed: the spec names campaigns by name, not which). */
export const CUT_OFF_CAMPAIGN = 'christmas';

/** Where the browser goes (a function, so tests can see the address without leaving). */
export const goToShop = (url: string) => window.location.assign(url);

export function ReorderBox({ order }: { order: Order }) {
  const { t } = useI18n();
  const api = useApi();
  const status = useQuery(getReorderStatusQueryOptions(api, order.code));
  const run = useAppMutation({
    mutationFn: () => reorder({ api, code: order.code }),
    progressToast: t('orders.reorder.progress'),
    failureToast: t('orders.reorder.failed'),
    onSuccess: (shopUrl) => goToShop(shopUrl),
  });
  return (
    <section aria-labelledby="order-reorder" className={styles.box}>
      <h2 id="order-reorder">{t('orders.reorder.heading')}</h2>
      {status.isError && (
        <Alert
          action={
            <NativeButton variant="secondary" onPress={() => void status.refetch()}>
              {t('common.tryAgain')}
            </NativeButton>
          }
        >
          {t('orders.reorder.statusError')}
        </Alert>
      )}
      {status.data === 'NotAvailable' && <p>{t('orders.reorder.notAvailable')}</p>}
      {status.data === 'PartiallyAvailable' && <p>{t('orders.reorder.partial')}</p>}
      {(status.data === 'Available' || status.data === 'PartiallyAvailable') && (
        <>
          <CutOffLine order={order} />
          <div className={styles.actions}>
            <NativeButton
              // Pending until the basket opens: a press after the reorder succeeded does not order again.
              aria-disabled={run.isPending || run.isSuccess || undefined}
              aria-busy={run.isPending || run.isSuccess || undefined}
              onPress={() => !run.isPending && !run.isSuccess && run.mutate()}
              aria-label={`${t('orders.reorder.button')} ${order.code}`}
            >
              {t('orders.reorder.button')}
            </NativeButton>
          </div>
        </>
      )}
    </section>
  );
}

function CutOffLine({ order }: { order: Order }) {
  const i18n = useI18n();
  const cutOff = useQuery(getCutOffQueryOptions(useApi(), CUT_OFF_CAMPAIGN));
  const now = useNow();
  if (!cutOff.data) return null;
  const names = order.products.flatMap((p) => (p.articleName ? [p.articleName] : []));
  const date = cutOffFor(cutOff.data, names, now);
  if (!date || !cutOff.data.campaign) return null;
  // The campaign in the locale's words ("op tijd voor kerst"); one the app has no name for is not shown raw.
  const campaign = i18n.t('orders.reorder.campaign', { name: cutOff.data.campaign.name.toLowerCase() });
  if (!campaign) return null;
  return <p>{i18n.t('orders.reorder.cutOff', { date: formatOrderDate(i18n, date), campaign })}</p>;
}
