/**
 * A download's archive, saved by the browser: GET downloads /downloads/{id}/url for a signed, short-lived URL
 * (asked at each press, never cached), then the browser saves `{id}.zip` from it (account-area.md section 4:
 * the archive is named after the download id). A 410 means the download expired meanwhile: the page then
 * shows it as expired (the list is asked again).
 */
import { useQueryClient } from '@tanstack/react-query';
import { getDownloadUrl } from '@/lib/api/download-url';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { useApi } from '@/lib/api/use-api';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { saveFile } from '@/lib/save-file';
import { DOWNLOADS_LIST_QUERY_KEY } from './keys';

/** The download's archive has expired (410). */
export const isExpiredFailure = (error: unknown): boolean => isRequestFailure(error, 410);

/** One download's "Download": idle -> pending -> success (the browser took over) | error. */
export function useDownloadArchive(downloadId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async () => saveFile(await getDownloadUrl({ api, downloadId }), `${downloadId}.zip`),
    onError: (error) => {
      if (isExpiredFailure(error))
        void queryClient.invalidateQueries({ queryKey: DOWNLOADS_LIST_QUERY_KEY, exact: true });
    },
  });
}
