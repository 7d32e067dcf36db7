import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useAccountInformation } from '../api/get-account-information';
import { markReactivationModalShown, wasReactivationModalShown } from '../session-flag';
import { deriveStorageStatus, shouldOpenStorageModal } from '../storage-status';
import { formatDeletionDate } from './format';
import styles from './storage-status.module.css';

const StorageStatusModal = lazy(() => import('./storage-status-modal'));

export interface StorageStatusButtonProps {
  /** Whether the user has photos (the critical modal opens by itself only then). */
  hasPhotos: boolean;
}

/**
 * The header's storage-status button (my-photos.md section 2): until when the photos are kept, or when they will
 * be deleted; it opens the storage-status (reactivation) modal. The modal also opens by itself, once per session,
 * when the status is critical, the reactivation feature is on and the user has photos. While the dates load an
 * empty placeholder holds the button's place; if the deletion service fails nothing is shown.
 */
export function StorageStatusButton({ hasPhotos }: StorageStatusButtonProps) {
  const i18n = useI18n();
  const { data, isPending } = useAccountInformation();
  const reactivationEnabled = useFeatureFlag('PhotoManagementReactivationEnabled');
  const status = useMemo(() => (data ? deriveStorageStatus(data) : undefined), [data]);
  const [opened, setOpened] = useState(false);
  const [autoClosed, setAutoClosed] = useState(false);
  // Read once when the button mounts: whether the modal already opened by itself in this session.
  const [shownBefore] = useState(wasReactivationModalShown);
  const opensByItself =
    !autoClosed &&
    shouldOpenStorageModal({
      status: status?.status,
      reactivationEnabled,
      hasPhotos,
      shownThisSession: shownBefore,
    });
  const open = opened || opensByItself;

  // Remember it in the session once it has opened by itself (the storage is the external system).
  useEffect(() => {
    if (opensByItself) markReactivationModalShown();
  }, [opensByItself]);

  const close = () => {
    setOpened(false);
    setAutoClosed(true);
  };

  // While the dates load, the button's place is kept so nothing moves when it arrives (layout shift).
  if (!status) return isPending ? <span className={styles.placeholder} aria-hidden="true" /> : null;
  const label =
    status.status === 'critical'
      ? i18n.t('storage.button.critical', {
          when: i18n.t('storage.deletionWhen', { count: status.daysRemaining }),
        })
      : i18n.t('storage.button.kept', { date: formatDeletionDate(status.deletionDate, i18n) });

  return (
    <>
      <NativeButton
        variant="secondary"
        className={styles.button}
        data-status={status.status}
        aria-haspopup="dialog"
        onPress={() => setOpened(true)}
      >
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </NativeButton>
      {open && (
        <Suspense fallback={null}>
          <StorageStatusModal status={status} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
