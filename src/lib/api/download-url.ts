import { z } from 'zod/mini';
import type { ApiClients } from './clients';

/** `SignedUrl` of the downloads contract. */
const signedUrlSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/**
 * GET downloads /downloads/{id}/url: the signed URL of a generated archive (404 while it is generating, 410 once it
 * has expired). Shared by the zip download of a selection (photos) and the Downloads page (downloads).
 */
export async function getDownloadUrl({
  api,
  downloadId,
  signal,
}: {
  api: ApiClients;
  downloadId: string;
  signal?: AbortSignal;
}): Promise<string> {
  const { data } = await api.downloads.GET('/downloads/{id}/url', {
    params: { path: { id: downloadId } },
    signal,
  });
  return signedUrlSchema.parse(data).url;
}
