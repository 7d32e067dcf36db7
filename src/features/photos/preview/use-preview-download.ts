/**
 * The preview's Download, as its source offers it (preview-source.ts):
 * - one photo of the library or of an own album: its file by its name (usePhotoDownload, GET /files/{name}/url);
 * - a photo of a shared album: POST /shared-album-downloads with the album, the photo and its owner, followed on
 *   the downloads push as the shared album screen's Download does (the same flow); the photo's owner is the
 *   one its page names, else the album's owner.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { SharedPhoto } from '@/features/albums';
import type { Photo } from '@/lib/api/schemas/photo';
import { usePhotoDownload } from '../download/use-photo-download';
import { useRouteContext } from '@tanstack/react-router';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import type { PreviewDownload } from './preview-source';

export function useSinglePhotoDownload(): PreviewDownload {
  const { state, download, reset } = usePhotoDownload();
  return useMemo(() => ({ isPending: state === 'pending', download, reset }), [state, download, reset]);
}

const ownerOfPhoto = (photo: Photo): string | undefined => (photo as Partial<SharedPhoto>).ownerId;

export function useSharedPhotoDownload(albumId: string, albumOwnerId: string | undefined): PreviewDownload {
  /** The owners of the photos asked for (read by the flow when it sends the request). */
  const owners = useRef(new Map<string, string>());
  const sharedAlbum = useMemo(
    () => ({ albumId, ownerOf: (photoId: string) => owners.current.get(photoId) ?? albumOwnerId ?? '' }),
    [albumId, albumOwnerId],
  );
  const api = useApi();
  const t = useT();
  const { auth, config } = useRouteContext({ from: '__root__' });
  const url = config.push.downloads;
  // The zip flow and the push socket of the selection's download (use-download-photos.ts), loaded on first use.
  const downloadPhotos = useCallback(
    async (photoIds: readonly string[]) => {
      const [flow, socket] = await Promise.all([
        import('../download/download-photos'),
        import('../download/downloads-push'),
      ]);
      const push = socket.sharedDownloadsPush({ url, getToken: () => auth.getAccessToken() });
      return flow.downloadPhotos({ api, push, t, photoIds, sharedAlbum });
    },
    [api, auth, t, url, sharedAlbum],
  );
  const [pendingId, setPendingId] = useState<string | null>(null);
  const download = useCallback(
    (photo: Photo) => {
      const owner = ownerOfPhoto(photo);
      if (owner) owners.current.set(photo.imageId, owner);
      setPendingId(photo.imageId);
      downloadPhotos([photo.imageId])
        // The flow has shown its failure toast; the preview only stops waiting.
        .catch(() => undefined)
        .finally(() => setPendingId((current) => (current === photo.imageId ? null : current)));
    },
    [downloadPhotos],
  );
  const reset = useCallback(() => setPendingId(null), []);
  return useMemo(() => ({ isPending: pendingId !== null, download, reset }), [pendingId, download, reset]);
}
