/**
 * `useDownloadPhotos()` -> `download(photoIds)`: several photos as one zip archive (download-photos.ts has the
 * flow: toasts, the shared downloads push socket, the archive saved by itself when it is ready). The promise
 * resolves when the service accepted the request (stop the selection then) and rejects when it did not, or
 * when the photos are none or more than DOWNLOAD_LIMIT (nothing is sent; the toolbar disables Download then).
 *
 * The flow and the socket are loaded on first use, so the timeline that shows the toolbar does not carry them.
 */
import { useCallback } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import type { Download } from '../api/create-download';

export { DOWNLOAD_LIMIT } from './download-limit';

export type DownloadPhotos = (photoIds: readonly string[]) => Promise<Download>;

/** `sharedAlbum`: the photos are a shared album's (downloaded with their owners). */
export function useDownloadPhotos(sharedAlbum?: {
  albumId: string;
  ownerOf: (photoId: string) => string;
}): DownloadPhotos {
  const api = useApi();
  const t = useT();
  const { auth, config } = useRouteContext({ from: '__root__' });
  const url = config.push.downloads;
  return useCallback(
    async (photoIds) => {
      const [{ downloadPhotos }, { sharedDownloadsPush }] = await Promise.all([
        import('./download-photos'),
        import('./downloads-push'),
      ]);
      const push = sharedDownloadsPush({ url, getToken: () => auth.getAccessToken() });
      return downloadPhotos({ api, push, t, photoIds, sharedAlbum });
    },
    [api, auth, t, url, sharedAlbum],
  );
}
