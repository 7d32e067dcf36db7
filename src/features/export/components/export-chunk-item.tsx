/**
 * One zip file of a READY export: "My Photos export ({iteration} of {total})" (iteration counted from 1 for
 * people; the service's is 0-based), its size, and "Download .zip". Each file has its own state: pending while
 * the signed URL is fetched, then "Your download has started" (the browser takes over), or "Error: Your photos could not be downloaded"
 * with Try again. The button keeps the name "Download .zip" and is described by the file's title and state.
 * While pending a press does nothing and the status says so (react-aria's `isPending` is not used: its own
 * announcement leaves an unnamed role="img" in the live region, which axe reports).
 */
import { useId } from 'react';
import { useClearAfter } from '@/hooks/use-clear-after';
import { DOWNLOAD_STARTED_NOTICE_MS } from '@/lib/constants';
import { NativeButton } from '@/components/ui/native-button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useDownloadExportChunk } from '../api/get-export-chunk-url';
import type { ExportChunk } from '../api/export-schema';
import { formatFileSize } from '../utils/file-size';
import styles from './export.module.css';

export interface ExportChunkItemProps {
  backupId: string;
  chunk: ExportChunk;
  total: number;
}

export function ExportChunkItem({ backupId, chunk, total }: ExportChunkItemProps) {
  const i18n = useI18n();
  const t = i18n.t;
  const titleId = useId();
  const statusId = useId();
  const title = t('export.page.chunkTitle', { iteration: chunk.iteration + 1, total });
  const download = useDownloadExportChunk(backupId, chunk.iteration, `${title}.zip`);
  useClearAfter(download.isSuccess, DOWNLOAD_STARTED_NOTICE_MS, download.reset);
  return (
    <li className={styles.chunk}>
      <h3 id={titleId}>{title}</h3>
      <p className={styles.chunkSize}>{formatFileSize(chunk.size, i18n)}</p>
      <NativeButton
        className={styles.chunkButton}
        variant={download.isError ? 'primary' : 'secondary'}
        aria-describedby={`${titleId} ${statusId}`}
        onPress={() => !download.isPending && download.mutate()}
      >
        {download.isError ? t('common.tryAgain') : t('export.page.download')}
      </NativeButton>
      <output id={statusId} className={styles.chunkStatus} data-failed={download.isError || undefined}>
        {download.isPending && t('export.page.downloadPreparing')}
        {download.isSuccess && t('export.page.downloadStarted')}
        {download.isError && t('export.page.downloadFailed')}
      </output>
    </li>
  );
}
