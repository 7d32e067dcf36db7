/**
 * GET export /backups/{backupId}/chunks/{iteration}/url (my-photos.md section 7): a signed, short-lived URL of
 * one zip file of an export, then saved by the browser. The URL is asked for at each download (never cached:
 * it expires), so a retry after a failure always gets a fresh one.
 */
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { useApi } from '@/lib/api/use-api';
import { saveFile } from '@/lib/save-file';
import { ExportError, UNPARSEABLE_RESPONSE, withUnparseableAsExportError } from './export-schema';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';

/** `SignedUrl` of the export contract. */
const signedUrlSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

export async function getExportChunkUrl({
  api,
  backupId,
  iteration,
  signal,
}: {
  api: ApiClients;
  backupId: string;
  iteration: number;
  signal?: AbortSignal;
}): Promise<string> {
  const { data } = await withUnparseableAsExportError(() =>
    api.export.GET('/backups/{backupId}/chunks/{iteration}/url', {
      params: { path: { backupId, iteration } },
      signal,
    }),
  );
  const parsed = signedUrlSchema.safeParse(data);
  if (!parsed.success) throw new ExportError(UNPARSEABLE_RESPONSE, { cause: parsed.error });
  return parsed.data.url;
}

/**
 * One chunk's "Download .zip": idle -> pending -> success | error (the mutation's states, one per chunk).
 * The browser saves the file from the signed URL itself (the service sends Content-Disposition: attachment),
 * so a zip of gigabytes is never held in the page's memory; `fileName` is used where the browser honours it.
 */
export function useDownloadExportChunk(backupId: string, iteration: number, fileName: string) {
  const api = useApi();
  return useAppMutation({
    mutationFn: async () => {
      const url = await getExportChunkUrl({ api, backupId, iteration });
      saveFile(url, fileName);
    },
  });
}
