/**
 * Download in a selection toolbar (the timeline's and an album's, account-area.md sections 2 and 4): the selected
 * photos as one archive through `useDownloadPhotos`. Download is allowed for 1 to DOWNLOAD_LIMIT photos (`limit`:
 * the spec's tooltip on a Download disabled by too many); it is pending while the request is on its way; once the
 * service accepted it selection mode stops, and when it did not the selection stays for another try (the download
 * flow has said why).
 */
import { useState } from 'react';
import { useSelection } from '@/features/photo-grid';
import { useT } from '@/lib/i18n/i18n-provider';
import { canDownloadPhotos, DOWNLOAD_LIMIT, DOWNLOAD_LIMIT_MESSAGE_ID } from './download-limit';
import { useDownloadPhotos } from './use-download-photos';

export interface SelectionDownload {
  /** Whether the selection can be downloaded (1 to DOWNLOAD_LIMIT photos). */
  allowed: boolean;
  /** 'Up to 100 photos can be downloaded at a time' when more are selected; else undefined. */
  limit: string | undefined;
  /** The request is on its way: Download is disabled meanwhile. */
  downloading: boolean;
  /** Starts the download of the selection; resolves when it has been accepted or refused. */
  start: () => Promise<void>;
}

/** `sharedAlbum`: the photos are a shared album's (downloaded with their owners). */
export function useSelectionDownload(
  sharedAlbum?: Parameters<typeof useDownloadPhotos>[0],
): SelectionDownload {
  const t = useT();
  const selection = useSelection();
  const download = useDownloadPhotos(sharedAlbum);
  const [downloading, setDownloading] = useState(false);
  const count = selection.selected.size;
  const allowed = canDownloadPhotos(count);

  const start = async () => {
    setDownloading(true);
    try {
      await download([...selection.selected.keys()]);
      selection.stop();
    } catch {
      // The download flow has shown the failure; the selection stays for another try.
    } finally {
      setDownloading(false);
    }
  };

  return {
    allowed,
    limit: count > 0 && !allowed ? t(DOWNLOAD_LIMIT_MESSAGE_ID, { limit: DOWNLOAD_LIMIT }) : undefined,
    downloading,
    start,
  };
}
