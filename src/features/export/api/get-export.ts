/**
 * GET export /backups/{backupId} (my-photos.md sections 2 and 7): the state of one export, for its page.
 * A 404 means no such export or its links have expired: the answer is `null` and the page says "Your download
 * link has expired". A body that is not an export is "Unable to parse response!"; other failures are thrown.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { parseExport, withUnparseableAsExportError, type Export } from './export-schema';
import { exportQueryKey } from './keys';

export async function getExport({
  api,
  backupId,
  signal,
}: {
  api: ApiClients;
  backupId: string;
  signal?: AbortSignal;
}): Promise<Export | null> {
  return orIfNotFound(async () => {
    const { data } = await withUnparseableAsExportError(() =>
      api.export.GET('/backups/{backupId}', { params: { path: { backupId } }, signal }),
    );
    return parseExport(data);
  }, null);
}

/**
 * Not polled (the spec leaves it open): the page is reached from the e-mail or from the modal once READY, and
 * a page that is not READY yet redirects to the photos. It is asked again each time the page opens.
 */
export const getExportQueryOptions = (api: ApiClients, backupId: string) =>
  queryOptions({
    queryKey: exportQueryKey(backupId),
    queryFn: ({ signal }) => getExport({ api, backupId, signal }),
    // The loader fetches it fresh; the page then reads that answer without asking again.
    staleTime: 60_000,
  });
