import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';

/** `SignedUrl` of the downloads contract (http or https only: the URL is handed to the browser to save). */
const signedUrlSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** GET downloads /files/{fileName}/url: a signed URL of one photo's original, found by its file name. */
export async function getPhotoDownloadUrl({
  api,
  fileName,
  signal,
}: {
  api: ApiClients;
  fileName: string;
  signal?: AbortSignal;
}): Promise<string> {
  const { data } = await api.downloads.GET('/files/{fileName}/url', {
    params: { path: { fileName } },
    signal,
  });
  return signedUrlSchema.parse(data).url;
}
