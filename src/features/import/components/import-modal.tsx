/**
 * The import modal (my-photos.md section 2, "Import modal"): tab "my device" (pick or drop heic, jpeg and png
 * photos; no automatic upload), a QR-code tab when useQrTab allows it, and the footer Back / "{amount} selected" /
 * Next. Next uploads the chosen photos with progress; when all are uploaded the modal closes (onUploaded), else it
 * stays open with what failed still listed. Loaded lazily (import-modal-host.tsx): default export.
 *
 * While uploading, Escape does not close the modal (the footer offers "Cancel upload" instead), so an upload is
 * never left half done without the user knowing.
 */
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/i18n-provider';
import { useSetAtom } from '@/lib/store';
import { addFiles, importItemsAtom, removeItem } from '../import-selection';
import { useImportUpload, type UploadState } from '../use-import-upload';
import { useQrTab } from '../use-qr-tab';
import { DeviceTab } from './device-tab';
import { ImportFooter } from './import-footer';
import { QrTab } from './qr-tab';
import styles from './import-modal.module.css';

export interface ImportModalProps {
  onClose: () => void;
  /** Every chosen photo was uploaded: how many. */
  onUploaded: (count: number) => void;
}

function UploadStatus({ state }: { state: UploadState }) {
  const t = useT();
  if (state.kind === 'uploading') {
    const { loaded, total, finished, count } = state.progress;
    return (
      <ProgressBar
        label={t('import.uploading')}
        value={total > 0 ? (loaded / total) * 100 : 0}
        valueLabel={t('import.uploadingProgress', { finished, count })}
      />
    );
  }
  if (state.kind !== 'finished') return null;
  const { uploaded, failed } = state.counts;
  const parts = [
    uploaded > 0 ? t('import.result.uploaded', { count: uploaded }) : '',
    failed > 0 ? t('import.result.failed', { count: failed }) : t('import.result.cancelled'),
  ];
  return <Alert tone={failed > 0 ? 'error' : 'info'}>{parts.filter(Boolean).join(' ')}</Alert>;
}

export default function ImportModal({ onClose, onUploaded }: ImportModalProps) {
  const t = useT();
  const qrTab = useQrTab();
  const setItems = useSetAtom(importItemsAtom);
  const { items, state, start, cancel, dismissResult } = useImportUpload({ onAllUploaded: onUploaded });
  const [tab, setTab] = useState('device');
  const isUploading = state.kind === 'uploading';

  const device = (
    <DeviceTab
      items={items}
      isDisabled={isUploading}
      onAdd={(files) => {
        dismissResult();
        setItems((current) => addFiles(current, files));
      }}
      onRemove={(id) => {
        dismissResult();
        setItems((current) => removeItem(current, id));
      }}
    />
  );

  return (
    <Modal onClose={() => !isUploading && onClose()} className={styles.modal}>
      <ModalHeading>{t('import.title')}</ModalHeading>
      {qrTab === 'pending' && <Spinner label={t('common.loading')} showLabel />}
      {qrTab === 'hidden' && device}
      {qrTab === 'shown' && (
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
          <TabList aria-label={t('import.tabs.label')}>
            <Tab id="device">{t('import.tabs.device')}</Tab>
            <Tab id="qr">{t('import.tabs.qr')}</Tab>
          </TabList>
          <TabPanel id="device">{device}</TabPanel>
          <TabPanel id="qr">
            <QrTab />
          </TabPanel>
        </Tabs>
      )}
      <UploadStatus state={state} />
      <ImportFooter
        amount={items.length}
        isUploading={isUploading}
        onBack={onClose}
        onCancel={cancel}
        onNext={start}
      />
    </Modal>
  );
}
