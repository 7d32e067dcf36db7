/**
 * One download of the Downloads page: its name (or "Photo download"), photo count and creation date, its state,
 * and for a READY one "Download", which saves the archive from its signed URL. The button is named by its text and
 * the download's title ("Download Summer holiday": every row's button says which download, and the name starts
 * with what it shows, WCAG 2.5.3) and described by the status of the press; "Your download has started" shows
 * for 5 s (account-area.md section 9).
 */
import { useId } from 'react';
import { useClearAfter } from '@/hooks/use-clear-after';
import { DOWNLOAD_STARTED_NOTICE_MS } from '@/lib/constants';
import { NativeButton } from '@/components/ui/native-button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { isExpiredFailure, useDownloadArchive } from '../api/download-archive';
import type { Download } from '../api/get-downloads';
import styles from './downloads.module.css';

export function DownloadItem({ download }: { download: Download }) {
  const i18n = useI18n();
  const t = i18n.t;
  const titleId = useId();
  const statusId = useId();
  const buttonId = useId();
  const archive = useDownloadArchive(download.id);
  useClearAfter(archive.isSuccess, DOWNLOAD_STARTED_NOTICE_MS, archive.reset);
  const expired = download.state === 'EXPIRED' || (archive.isError && isExpiredFailure(archive.error));
  const date = (value: Date) => i18n.formatDay(value);

  return (
    <li className={styles.item} data-state={expired ? 'EXPIRED' : download.state}>
      <h2 id={titleId} className={styles.title}>
        {download.name ?? t('downloads.unnamed')}
      </h2>
      <p className={styles.details}>
        {t('downloads.photoCount', { count: download.photoCount })} ·{' '}
        {t('downloads.created', { date: date(download.createdAt) })}
      </p>
      <p className={styles.state}>
        {expired && t('downloads.state.expired')}
        {!expired && download.state === 'GENERATING' && t('downloads.state.generating')}
        {!expired && download.state === 'FAILED' && t('downloads.state.failed')}
        {!expired &&
          download.state === 'READY' &&
          (download.expiresAt
            ? t('downloads.state.readyUntil', { date: date(download.expiresAt) })
            : t('downloads.state.ready'))}
      </p>
      {download.state === 'READY' && !expired && (
        <>
          <NativeButton
            id={buttonId}
            className={styles.button}
            variant={archive.isError ? 'primary' : 'secondary'}
            aria-labelledby={`${buttonId} ${titleId}`}
            aria-describedby={statusId}
            onPress={() => !archive.isPending && archive.mutate()}
          >
            {archive.isError ? t('common.tryAgain') : t('downloads.download')}
          </NativeButton>
          <output id={statusId} className={styles.status} data-failed={archive.isError || undefined}>
            {archive.isPending && t('downloads.preparing')}
            {archive.isSuccess && t('downloads.started')}
            {archive.isError && t('downloads.failed')}
          </output>
        </>
      )}
    </li>
  );
}
