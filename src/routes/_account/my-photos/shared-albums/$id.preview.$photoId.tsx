import { useCallback, useRef } from 'react';
import { createFileRoute, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { AlbumPhotoPreview, loadAlbumPreview, PreviewPending } from '@/features/photos';

/**
 * Shared-album photo preview, /my-photos/shared-albums/$id/preview/$photoId (account-area.md section 2, "Shared
 * album screen"), behind the shared albums view flag, nested in the shared album route so it shows over it. The
 * search string is kept. Only Download is offered. A photo that is not in the album redirects to the album.
 */
export const Route = createFileRoute('/_account/my-photos/shared-albums/$id/preview/$photoId')({
  loader: ({ context, params, location }) =>
    loadAlbumPreview('shared', { context, params, search: location.search }),
  pendingComponent: PreviewPending,
  component: AlbumPhotoPreviewRoute,
});

function AlbumPhotoPreviewRoute() {
  const { id, photoId } = Route.useParams();
  const navigate = useNavigate();
  const router = useRouter();
  const openedFromList = useLocation({
    select: (location) => location.state.photoPreviewFrom === 'album',
  });
  const closing = useRef(false);

  const showPhoto = useCallback(
    (next: string) =>
      void navigate({
        to: '/my-photos/shared-albums/$id/preview/$photoId',
        params: { id, photoId: next },
        search: true,
        replace: true,
        resetScroll: false,
        state: (previous) => ({ photoPreviewFrom: previous.photoPreviewFrom }),
      }),
    [id, navigate],
  );
  const backToAlbum = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    void navigate({
      to: '/my-photos/shared-albums/$id',
      params: { id },
      search: true,
      replace: true,
      resetScroll: false,
    });
  }, [id, navigate]);
  // Opened from the album screen: going back in history returns to it (as the browser's back button does).
  const close = useCallback(() => {
    if (!openedFromList) return backToAlbum();
    if (closing.current) return;
    closing.current = true;
    router.history.back();
  }, [backToAlbum, openedFromList, router]);

  return (
    <AlbumPhotoPreview
      kind="shared"
      albumId={id}
      photoId={photoId}
      onShowPhoto={showPhoto}
      onClose={close}
      onNotFound={backToAlbum}
    />
  );
}
