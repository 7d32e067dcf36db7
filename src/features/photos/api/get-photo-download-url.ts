import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import type { Photo } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';
import { saveFile } from '@/lib/save-file';

/** `SignedUrl` of the downloads contract. */
const signedUrlSchema = z.object({ url: z.url() });

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

/**
 * The single photo download (account-area.md section 4): initial -> pending -> success | failure, as the
 * mutation's idle, pending, success and error. It lives as long as the component that shows it, so it is back
 * to initial when that closes.
 */
export function useDownloadPhoto() {
  const api = useApi();
  return useMutation({
    mutationFn: async (photo: Pick<Photo, 'localFileName'>) => {
      const url = await getPhotoDownloadUrl({ api, fileName: photo.localFileName });
      saveFile(url, photo.localFileName);
    },
  });
}
