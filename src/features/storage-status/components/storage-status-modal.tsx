import { Button } from '@/components/ui/button';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { STORAGE_PERIOD_MONTHS } from '../constants';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { StorageStatus } from '../storage-status';
import { formatDeletionDate } from './format';
import styles from './storage-status.module.css';

export interface StorageStatusModalProps {
  status: StorageStatus;
  onClose: () => void;
}

/**
 * The storage-status (reactivation) modal: when the photos will be deleted, whether the storage period was
 * extended, and how the period works. The spec gives no texts for it beyond the critical "today", "tomorrow"
 * and "in {count} days": the others are plain statements of the spec's rules (listed as assumed texts).
 */
export default function StorageStatusModal({ status, onClose }: StorageStatusModalProps) {
  const i18n = useI18n();
  const t = i18n.t;
  const date = formatDeletionDate(status.deletionDate, i18n);
  return (
    <Modal onClose={onClose} isDismissable>
      <ModalHeading>{t('storage.modal.title')}</ModalHeading>
      <p className={styles.statement} data-status={status.status}>
        {status.status !== 'critical'
          ? t('storage.modal.kept', { date })
          : status.isDeletionDue
            ? // Not "deleted today, on" a day already past (issue 23): the spec's "today" alone.
              t('storage.modal.criticalDue')
            : t('storage.modal.critical', {
                when: t('storage.deletionWhen', { count: status.daysRemaining }),
                date,
              })}
      </p>
      {status.isStoragePeriodExtended && <p>{t('storage.modal.extended')}</p>}
      <p>{t('storage.modal.period', { months: STORAGE_PERIOD_MONTHS })}</p>
      {status.status !== 'safe' && <p>{t('storage.modal.keep')}</p>}
      <div className={styles.actions}>
        <Button onPress={onClose}>{t('common.close')}</Button>
      </div>
    </Modal>
  );
}
