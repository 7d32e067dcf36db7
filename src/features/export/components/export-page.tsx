/**
 * The export page (photoExports, my-photos.md section 2): back link "My photos", title "Export photos", then by
 * the export's state:
 * - READY: the banner "Your export is ready to download" with the expiry (updated + 7 days), one entry per zip
 *   file "My Photos export ({iteration} of {total})" with its size and "Download .zip", and how to open a zip
 *   on Windows, Mac, iOS, Android and other systems (hint texts assumed: the spec names only the systems);
 * - FAILED: the "Export error" banner;
 * - gone (404): "Your download link has expired".
 * Both problems offer to create a new export (the export modal, opened here; a button, since it opens a dialog).
 * REQUESTED and IN_PROGRESS never show: the route redirects them to the photos (and so does this page if the
 * export changes under it). The route's loader has loaded the export (a list page: docs/architecture.md "Page
 * patterns"); a failure to load it shows here, under the title, with Try again (ListState).
 */
import { Navigate } from '@tanstack/react-router';
import { ListState } from '@/components/list-page/list-state';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { EXPORT_LINK_VALID_DAYS } from '../constants';
import { useApi } from '@/lib/api/use-api';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import type { Export, ExportReady } from '../api/export-schema';
import { getExportQueryOptions } from '../api/get-export';
import { exportExpiryDate, formatExpiryDate } from '../utils/expiry';
import { ExportChunkItem } from './export-chunk-item';
import { ExportModalTrigger } from './export-modal-trigger';
import { ZipHints } from './zip-hints';
import styles from './export.module.css';

export interface ExportPageProps {
  backupId: string;
}

export function ExportPage({ backupId }: ExportPageProps) {
  const t = useT();
  const query = useListQuery(getExportQueryOptions(useApi(), backupId));
  if (query.data?.status === 'REQUESTED' || query.data?.status === 'IN_PROGRESS') {
    return <Navigate to="/my-photos/photos" replace />;
  }
  return (
    <div className={styles.page}>
      <Link to="/my-photos/photos" className={styles.backLink}>
        {t('export.page.backLink')}
      </Link>
      <h1>{t('export.title')}</h1>
      <ListState query={query} errorText={t('errors.unexpected')}>
        {(data) => <ExportState data={data} />}
      </ListState>
    </div>
  );
}

/** What the export's state shows: the files, or the problem with a new export to create. */
function ExportState({ data }: { data: Export | null }) {
  const t = useT();
  return (
    <>
      {data === null && (
        <ExportProblem title={t('export.page.expired')}>
          {t('export.page.expiredText', { days: EXPORT_LINK_VALID_DAYS })}
        </ExportProblem>
      )}
      {data?.status === 'FAILED' && (
        <ExportProblem title={t('export.page.error')}>{t('export.page.errorText')}</ExportProblem>
      )}
      {data?.status === 'READY' && <ReadyExport ready={data} />}
    </>
  );
}

function ExportProblem({ title, children }: { title: string; children: string }) {
  const t = useT();
  return (
    <div className={styles.problem}>
      <Alert>{title}</Alert>
      <p>{children}</p>
      <ExportModalTrigger variant="primary">{t('export.page.createNew')}</ExportModalTrigger>
    </div>
  );
}

function ReadyExport({ ready }: { ready: ExportReady }) {
  const i18n = useI18n();
  const t = i18n.t;
  const total = ready.chunks.length;
  return (
    <>
      <section className={styles.banner} aria-labelledby="export-ready">
        <h2 id="export-ready">{t('export.page.ready')}</h2>
        <p>{t('export.page.expires', { date: formatExpiryDate(exportExpiryDate(ready.updated), i18n) })}</p>
      </section>
      <section className={styles.section} aria-labelledby="export-files">
        <h2 id="export-files">{t('export.page.filesHeading')}</h2>
        <ul className={styles.chunks}>
          {ready.chunks.map((chunk) => (
            <ExportChunkItem key={chunk.iteration} backupId={ready.backupId} chunk={chunk} total={total} />
          ))}
        </ul>
      </section>
      <ZipHints />
    </>
  );
}
