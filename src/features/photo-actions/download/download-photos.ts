/**
 * Downloading several photos as one zip archive (account-area.md "Album archive download", my-photos.md toasts):
 *
 *   1. "Preparing download..." at once; the downloads push socket is opened and authenticated (downloads-push.ts);
 *   2. POST /downloads with the photo ids; the promise resolves when the service accepted it;
 *   3. push "started": "Preparing download..." for 5 s (DOWNLOAD_STARTED_TOAST_MS): the notice of step 1 when it
 *      is still shown (its 5 s are not started again, issue 23: it stayed about 10 s), else a new one;
 *   4. push "finished": "Downloading photos" for 10 s and the archive, `{name}.zip` (archiveFileName), is saved from the signed
 *      URL of GET /downloads/{id}/url;
 *   5. push "error", the socket lost before the end, or no signed URL: "Error: Your photos could not be
 *      downloaded" for 10 s (account-area.md's error catalogue; "Error: Your photo ..." for one photo).
 *
 * The request itself failing (or the push being unavailable, so nothing is requested) shows that error for the
 * usual TOAST_MS and rejects. More than DOWNLOAD_LIMIT photos sends nothing and says why (the toolbar
 * disables the action then). Framework-free: the hook (use-download-photos.ts) gives it the clients and texts.
 */
import { archiveFileName } from '@/shared/archive-file-name';
import {
  DOWNLOAD_ERROR_TOAST_MS,
  DOWNLOAD_FINISHED_TOAST_MS,
  DOWNLOAD_LIMIT,
  DOWNLOAD_STARTED_TOAST_MS,
} from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import type { I18n } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { closeToast, getToasts, showToast } from '@/lib/toasts';
import { createDownload, createSharedAlbumDownload, type Download } from '../api/create-download';
import { getDownloadUrl } from '@/lib/api/download-url';
import type { DownloadEvent, DownloadsPush } from './downloads-push';
import { DOWNLOAD_LIMIT_MESSAGE_ID } from './download-limit';

/** The photos asked for cannot be downloaded as one archive (none, or more than DOWNLOAD_LIMIT). */
export class DownloadLimitError extends RangeError {
  override name = 'DownloadLimitError';
}

export interface DownloadPhotosOptions {
  api: ApiClients;
  push: DownloadsPush;
  t: I18n['t'];
  photoIds: readonly string[];
  /**
   * Photos of a shared album: POST /shared-album-downloads with the album and each photo's owner instead of
   * POST /downloads (account-area.md section 7).
   */
  sharedAlbum?: { albumId: string; ownerOf: (photoId: string) => string };
  /** Saves the archive (tests pass a spy); src/lib/save-file.ts by default. */
  save?: (url: string, fileName: string) => void;
  /** The archive's name for own photos; "My photos" (the area's title, in the channel's language) by default. */
  name?: string;
}

/** Follows one accepted download on the push channel, one toast at a time. */
function followDownload(
  download: Download,
  firstToast: string,
  {
    api,
    t,
    save,
    photoCount,
  }: Pick<DownloadPhotosOptions, 'api' | 't'> & {
    save: (url: string, fileName: string) => void;
    photoCount: number;
  },
) {
  let toast = firstToast;
  const replaceToast = (message: string, timeoutMs: number, tone: 'neutral' | 'error' = 'neutral') => {
    closeToast(toast);
    toast = showToast({ message, tone, timeoutMs });
  };
  const failed = () =>
    replaceToast(t('photos.download.failed', { count: photoCount }), DOWNLOAD_ERROR_TOAST_MS, 'error');

  return (event: DownloadEvent) => {
    if (event === 'started') {
      if (!getToasts().some(({ id }) => id === toast))
        replaceToast(t('photos.download.preparing'), DOWNLOAD_STARTED_TOAST_MS);
    } else if (event === 'finished') {
      replaceToast(t('photos.download.downloading'), DOWNLOAD_FINISHED_TOAST_MS);
      getDownloadUrl({ api, downloadId: download.id }).then(
        (url) => save(url, archiveFileName(download)),
        (error: unknown) => {
          console.error(`download ${download.id}: no archive URL`, error);
          failed();
        },
      );
    } else {
      failed();
    }
  };
}

/** Creates the archive download of `photoIds`; resolves with it once the service accepted the request. */
export async function downloadPhotos({
  api,
  push,
  t,
  photoIds,
  sharedAlbum,
  save = saveFile,
  name = t('photos.title'),
}: DownloadPhotosOptions): Promise<Download> {
  const ids = [...new Set(photoIds)];
  if (ids.length === 0) throw new DownloadLimitError('No photos to download');
  if (ids.length > DOWNLOAD_LIMIT) {
    const message = t(DOWNLOAD_LIMIT_MESSAGE_ID, { limit: DOWNLOAD_LIMIT });
    showToast({ message, tone: 'error' });
    throw new DownloadLimitError(message);
  }

  const toast = showToast({ message: t('photos.download.preparing'), timeoutMs: DOWNLOAD_STARTED_TOAST_MS });
  let hold: Awaited<ReturnType<DownloadsPush['hold']>> | undefined;
  try {
    hold = await push.hold();
    const download = sharedAlbum
      ? await createSharedAlbumDownload({
          api,
          albumId: sharedAlbum.albumId,
          photos: ids.map((photoId) => ({ photoId, ownerId: sharedAlbum.ownerOf(photoId) })),
        })
      : await createDownload({ api, photoIds: ids, name });
    hold.watch(download.id, followDownload(download, toast, { api, t, save, photoCount: ids.length }));
    return download;
  } catch (error) {
    hold?.release();
    closeToast(toast);
    showToast({ message: t('photos.download.failed', { count: ids.length }), tone: 'error' });
    throw error;
  }
}
