/**
 * The single photo download (account-area.md section 4, "Single photo download: initial, pending, success,
 * failure; resets to initial when the modal closes"): the signed URL is asked for by the photo's file name
 * (GET downloads /files/{fileName}/url) and the file is saved under that name. Toasts as for several photos:
 * "Preparing download..." while the URL is asked for, "Error: Your photo could not be downloaded" when it cannot be
 * had (account-area.md's error catalogue).
 *
 * `reset()` puts the state back to initial (the preview calls it when it closes or shows another photo). A
 * download already asked for still saves its file (the user asked for it); only the state forgets it.
 */
import { useCallback, useMemo } from 'react';
import type { Photo } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { useT } from '@/lib/i18n/i18n-provider';
import { saveFile } from '@/lib/save-file';
import { getPhotoDownloadUrl } from '../api/get-photo-download-url';

export type PhotoDownloadState = 'initial' | 'pending' | 'success' | 'failure';

const STATE_OF_STATUS = {
  idle: 'initial',
  pending: 'pending',
  success: 'success',
  error: 'failure',
} as const satisfies Record<string, PhotoDownloadState>;

export interface PhotoDownload {
  state: PhotoDownloadState;
  /** Asks for the photo's URL and saves it under its file name. */
  download: (photo: Pick<Photo, 'localFileName'>) => void;
  reset: () => void;
}

export function usePhotoDownload({ save = saveFile }: { save?: typeof saveFile } = {}): PhotoDownload {
  const api = useApi();
  const t = useT();
  const mutation = useAppMutation({
    mutationFn: async (photo: Pick<Photo, 'localFileName'>) => {
      const url = await getPhotoDownloadUrl({ api, fileName: photo.localFileName });
      save(url, photo.localFileName);
    },
    progressToast: t('photos.download.preparing'),
    failureToast: t('photos.download.failed', { count: 1 }),
  });
  const { mutate, reset, status } = mutation;
  const download = useCallback((photo: Pick<Photo, 'localFileName'>) => mutate(photo), [mutate]);
  return useMemo(() => ({ state: STATE_OF_STATUS[status], download, reset }), [status, download, reset]);
}
