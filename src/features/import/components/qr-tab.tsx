/**
 * The QR-code tab of the import modal: a QR code of the channel's upload URL (qr/qr-upload-url.ts) to scan with a
 * phone, and the same address as text for whoever cannot scan it. A base URL that cannot be used shows the spec's
 * error instead (and logs it); the rest of the modal keeps working.
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useChannel } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import { QrUploadUrlError, qrUploadUrlForVendor, type QrUploadUrlErrorCode } from '../qr/qr-upload-url';
import styles from './import-modal.module.css';

const QrCode = lazy(() => import('../qr/qr-code'));

type QrUploadUrl = { url: string } | { error: QrUploadUrlError };

function resolveUploadUrl(baseUrl: string | undefined, vendorId: string): QrUploadUrl {
  try {
    return { url: qrUploadUrlForVendor(baseUrl, vendorId) };
  } catch (error) {
    if (error instanceof QrUploadUrlError) return { error };
    throw error;
  }
}

const ERROR_MESSAGE = {
  unparseable: 'import.qr.unparseable',
  unknownVendor: 'import.qr.unknownVendor',
} as const satisfies Record<QrUploadUrlErrorCode, string>;

export function QrTab() {
  const t = useT();
  const channel = useChannel();
  const baseUrl = useRouteContext({
    from: '__root__',
    select: (context) => context.config.qrCodeUploadBaseUrl,
  });
  const resolved = useMemo(() => resolveUploadUrl(baseUrl, channel.id), [baseUrl, channel.id]);
  const error = 'error' in resolved ? resolved.error : undefined;

  useEffect(() => {
    if (error) console.error(`${error.message} (channel ${channel.id})`);
  }, [error, channel.id]);

  if (error) return <Alert>{t(ERROR_MESSAGE[error.code])}</Alert>;
  const url = 'url' in resolved ? resolved.url : '';
  return (
    <div className={styles.qr}>
      <p>{t('import.qr.instructions')}</p>
      <div className={styles.qrCode}>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <QrCode value={url} label={t('import.qr.imageLabel')} />
        </Suspense>
      </div>
      <p className={styles.qrAddress}>
        {t('import.qr.address')} <span className={styles.url}>{url}</span>
      </p>
    </div>
  );
}
