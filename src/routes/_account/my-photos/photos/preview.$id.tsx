import { useCallback, useRef } from 'react';
import { createFileRoute, redirect, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { PreviewPending } from '@/features/photo-preview';
import { PhotoPreview, resolvePreviewPhoto } from '@/features/photos';

/**
 * photoPreview (my-photos.md section 2): one photo of the timeline full screen, nested in the photos route so it
 * shows over the timeline. The search string is kept. An id that is not a loaded photo (nor the photo the
 * session last previewed) redirects to photos.
 */
export const Route = createFileRoute('/_account/my-photos/photos/preview/$id')({
  loader: async ({ context, params }) => {
    // Loaded with the preview, not with the timeline; the viewer's code loads meanwhile.
    const [found] = await Promise.all([
      resolvePreviewPhoto({ queryClient: context.queryClient, api: context.api, photoId: params.id }),
      PhotoPreview.preload(),
    ]);
    if (!found) throw redirect({ to: '/my-photos/photos', search: true, replace: true });
  },
  pendingComponent: PreviewPending,
  component: PhotoPreviewRoute,
});

function PhotoPreviewRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const router = useRouter();
  const openedFromTimeline = useLocation({
    select: (location) => location.state.photoPreviewFrom === 'timeline',
  });
  const closing = useRef(false);

  const showPhoto = useCallback(
    (photoId: string) =>
      void navigate({
        to: '/my-photos/photos/preview/$id',
        params: { id: photoId },
        search: true,
        replace: true,
        resetScroll: false,
        state: (previous) => ({ photoPreviewFrom: previous.photoPreviewFrom }),
      }),
    [navigate],
  );
  const backToPhotos = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    void navigate({ to: '/my-photos/photos', search: true, replace: true, resetScroll: false });
  }, [navigate]);
  // Opened from the timeline: going back in history returns to it (and the browser's back button does the same).
  const close = useCallback(() => {
    if (!openedFromTimeline) return backToPhotos();
    if (closing.current) return;
    closing.current = true;
    router.history.back();
  }, [backToPhotos, openedFromTimeline, router]);

  return <PhotoPreview photoId={id} onShowPhoto={showPhoto} onClose={close} onNotFound={backToPhotos} />;
}
