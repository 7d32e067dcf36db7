/**
 * The export modal (my-photos.md section 2 "Export modal", section 4 "Export"): explains the export (processed
 * within 48 hours, links valid for 7 days, an e-mail follows), "Create export" requests it ("Requesting
 * export..." meanwhile). READY opens the export page at once; REQUESTED or IN_PROGRESS shows the e-mail
 * message; any failure (FAILED answer, unparseable answer, request failure) shows "We've run into a problem
 * exporting your photos..." with a link to the library, and Create export stays available to try again.
 * Loaded lazily (default export) by ExportModalTrigger.
 */
import { useNavigate } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { EXPORT_LINK_VALID_DAYS, EXPORT_PROCESSING_HOURS } from '../constants';
import { useT } from '@/lib/i18n/i18n-provider';
import { useRequestExport } from '../api/request-export';
import styles from './export.module.css';

export interface ExportModalProps {
  onClose: () => void;
}

export default function ExportModal({ onClose }: ExportModalProps) {
  const t = useT();
  const navigate = useNavigate();
  const request = useRequestExport();
  const requested = request.isSuccess && request.data.status !== 'READY';

  // While the export is being requested the modal stays (Cancel, Escape and a press outside do nothing), so its
  // outcome or its error is seen (issue 23: it could be closed while "Requesting export..." showed).
  const close = () => {
    if (!request.isPending) onClose();
  };

  const create = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.status !== 'READY') return;
        onClose();
        void navigate({ to: '/my-photos/exports/$backupId', params: { backupId: answer.backupId } });
      },
    });

  return (
    <Modal onClose={close} isDismissable={!request.isPending}>
      <ModalHeading>{t('export.title')}</ModalHeading>
      <p>{t('export.modal.explanation', { hours: EXPORT_PROCESSING_HOURS, days: EXPORT_LINK_VALID_DAYS })}</p>
      {/* Always rendered, so screen readers announce what arrives in it. */}
      <output className={styles.status}>
        {request.isPending && t('export.modal.requesting')}
        {requested && t('export.modal.success', { hours: EXPORT_PROCESSING_HOURS })}
      </output>
      {request.isError && (
        <Alert
          action={
            <Link to="/my-photos/photos" onClick={onClose}>
              {t('export.modal.libraryLink')}
            </Link>
          }
        >
          {t('export.modal.failure')}
        </Alert>
      )}
      <div className={styles.actions}>
        {requested ? (
          // The Create export button is gone once the export is requested: focus moves to Close, not the page.
          // Keyed: without keys React would turn the Cancel button into Close (the fragment below is unwrapped),
          // its colours sliding from Cancel's to Close's and autoFocus never applying.
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- replaces the focused button the user just pressed
          <Button key="close" autoFocus onPress={onClose}>
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button key="cancel" variant="secondary" onPress={close}>
              {t('export.modal.cancel')}
            </Button>
            {/* While requesting a press does nothing; the status above says so (see export-chunk-item.tsx). */}
            <Button key="create" onPress={() => !request.isPending && create()}>
              {t('export.modal.create')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
