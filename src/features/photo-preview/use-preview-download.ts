/**
 * The preview's Download, as its source offers it (preview-source.ts):
 * - one photo of the library or of an own album: its file by its name (usePhotoDownload, GET /files/{name}/url);
 * - a photo of a shared album: POST /shared-album-downloads with the album, the photo and its owner, followed on
 *   the downloads push as the shared album screen's Download does (the same hook, useDownloadPhotos); the photo's
 *   owner is the one its page names, else the album's owner.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Photo } from '@/lib/api/schemas/photo';
import { useDownloadPhotos, usePhotoDownload } from '@/features/photo-actions';
import type { PreviewDownload } from './preview-source';

export function useSinglePhotoDownload(): PreviewDownload {
  const { state, download, reset } = usePhotoDownload();
  return useMemo(() => ({ isPending: state === 'pending', download, reset }), [state, download, reset]);
}

const ownerOfPhoto = (photo: Photo): string | undefined => (photo as Photo & { ownerId?: string }).ownerId;

export function useSharedPhotoDownload(albumId: string, albumOwnerId: string | undefined): PreviewDownload {
  /** The owners of the photos asked for (read by the flow when it sends the request). */
  const owners = useRef(new Map<string, string>());
  const sharedAlbum = useMemo(
    () => ({ albumId, ownerOf: (photoId: string) => owners.current.get(photoId) ?? albumOwnerId ?? '' }),
    [albumId, albumOwnerId],
  );
  // The selection's download (use-download-photos.ts: the zip flow and the push socket, loaded on first use).
  const downloadPhotos = useDownloadPhotos(sharedAlbum);
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
