/**
 * The Downloads page (/downloads, account-area.md sections 2 and 7): the customer's downloads, newest first,
 * each with its state and, when ready, a download through its signed URL; an expired one says so. A list page
 * (docs/architecture.md "Page patterns"): the route's loader loads the list, a failure shows here with Try
 * again, an empty list says so.
 */
import { ListState } from '@/components/list-page/list-state';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { getDownloadsQueryOptions } from '../api/get-downloads';
import { DownloadItem } from './download-item';
import styles from './downloads.module.css';

export function DownloadsPage() {
  const t = useT();
  const downloads = useListQuery(getDownloadsQueryOptions(useApi()));
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.downloads')}</h1>
      <ListState
        query={downloads}
        errorText={t('downloads.loadError')}
        emptyText={t('downloads.empty')}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((download) => (
              <DownloadItem key={download.id} download={download} />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
