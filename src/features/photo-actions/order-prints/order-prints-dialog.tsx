/**
 * The overlay's content: a modal that blocks the page (it cannot be closed: the transfer ends in the editor or
 * in the failure toast), with a spinner and "Adding {amount} photos to editor...". The text names the dialog, so
 * it is read when focus moves in, and it is also the spinner's label.
 */
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './order-prints-dialog.module.css';

const stayOpen = () => {};

export function OrderPrintsDialog({ amount }: { amount: number }) {
  const t = useT();
  const text = t('photos.orderPrints.adding', { amount });
  return (
    <Modal onClose={stayOpen} aria-label={text}>
      <div className={styles.content}>
        <Spinner label={text} showLabel />
      </div>
    </Modal>
  );
}
