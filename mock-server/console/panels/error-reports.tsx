/** Error reports the app sent (POST to the error-reporting service), newest first, each linked to its request. */
import { useQuery } from '@tanstack/react-query';
import { errorReportsQuery } from '../api';
import { t } from '../messages';
import { Button } from '../ui';
import { dateTime, QueryState } from './shared';

export function ErrorReportsPanel({
  correlationId,
  onShowRequest,
}: {
  /** Only the reports of this call, when set (from a request's details). */
  correlationId: string;
  onShowRequest(correlationId: string): void;
}) {
  const query = useQuery(errorReportsQuery);
  const reports = [...(query.data ?? [])]
    .filter((r) => !correlationId || r.correlationId === correlationId)
    .reverse();
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading">{t('reports.heading')}</h2>
      <QueryState isPending={query.isPending} error={query.error} />
      {query.data && reports.length === 0 && <p>{t('reports.empty')}</p>}
      {reports.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('reports.received')}</th>
              <th scope="col">{t('reports.message')}</th>
              <th scope="col">{t('reports.call')}</th>
              <th scope="col">{t('reports.page')}</th>
              <th scope="col">{t('reports.action')}</th>
              <th scope="col">{t('reports.correlation')}</th>
            </tr>
          </thead>
          <tbody>
            {reports.map((report, i) => (
              <tr key={`${report.receivedAt}-${i}`}>
                <td>{dateTime(report.receivedAt)}</td>
                <td>{report.message}</td>
                <td className="path">
                  {[report.method, report.url, report.status].filter((p) => p !== undefined).join(' ')}
                </td>
                <td className="path">{report.page}</td>
                <td>{report.action}</td>
                <td>
                  {report.correlationId ? (
                    <Button
                      aria-label={t('reports.showRequestLabel', { correlationId: report.correlationId })}
                      onPress={() => onShowRequest(report.correlationId ?? '')}
                    >
                      {t('reports.showRequest')}
                    </Button>
                  ) : (
                    t('reports.noCorrelation')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
