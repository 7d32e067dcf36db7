/**
 * The album photo preview routes' component, shared by /my-photos/albums/$id/preview/$photoId and
 * /my-photos/shared-albums/$id/preview/$photoId (account-area.md section 2): the route files differ only in the
 * kind. Stepping to another photo replaces the entry and keeps the search string and the scroll position; closing
 * goes back in history when the preview was opened from the album screen (`photoPreviewFrom`, as the browser's back
 * button does), else replaces the entry with the album screen; a photo that is not in the album does the latter.
 * A guard lets only the first close navigate. The viewer is the one photo preview with the album's source (a
 * shared album offers Download only). Loaded with the viewer (previews.tsx), not with the entry.
 */
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useAlbumPreviewSource, type AlbumKind } from './album-preview-source';
import { PhotoPreview } from '@/features/photo-preview';
import { CopyToAlbumModal } from '../components/copy-to-album-modal-lazy';

/** The preview's and the album screen's paths of each kind. */
const PATHS = {
  album: { preview: '/my-photos/albums/$id/preview/$photoId', album: '/my-photos/albums/$id' },
  shared: { preview: '/my-photos/shared-albums/$id/preview/$photoId', album: '/my-photos/shared-albums/$id' },
} as const;

export interface AlbumPreviewRouteProps {
  kind: AlbumKind;
  /** The route's params. */
  params: { id: string; photoId: string };
}

export function AlbumPreviewRoute({ kind, params: { id, photoId } }: AlbumPreviewRouteProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const openedFromList = useLocation({
    select: (location) => location.state.photoPreviewFrom === 'album',
  });
  const closing = useRef(false);
  const paths = PATHS[kind];

  const showPhoto = useCallback(
    (next: string) =>
      void navigate({
        to: paths.preview,
        params: { id, photoId: next },
        search: true,
        replace: true,
        resetScroll: false,
        state: (previous) => ({ photoPreviewFrom: previous.photoPreviewFrom }),
      }),
    [id, navigate, paths],
  );
  const backToAlbum = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    void navigate({
      to: paths.album,
      params: { id },
      search: true,
      replace: true,
      resetScroll: false,
    });
  }, [id, navigate, paths]);
  // Opened from the album screen: going back in history returns to it (as the browser's back button does).
  const close = useCallback(() => {
    if (!openedFromList) return backToAlbum();
    if (closing.current) return;
    closing.current = true;
    router.history.back();
  }, [backToAlbum, openedFromList, router]);

  return (
    <PhotoPreview
      source={useAlbumPreviewSource(kind, id)}
      photoId={photoId}
      onShowPhoto={showPhoto}
      onClose={close}
      onNotFound={backToAlbum}
      copyToAlbum={CopyToAlbumModal}
    />
  );
}
