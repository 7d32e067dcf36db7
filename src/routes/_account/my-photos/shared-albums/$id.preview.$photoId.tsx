import { createFileRoute } from '@tanstack/react-router';
import { PreviewPending } from '@/features/photo-preview';
import { lazyPage } from '@/lib/routing/lazy-page';

/** The album previews' component, with the albums feature (loaded with the route, never in the entry). */
const AlbumPreviewRoute = lazyPage(() => import('@/features/albums'), 'AlbumPreviewRoute');

/**
 * Shared-album photo preview, /my-photos/shared-albums/$id/preview/$photoId (account-area.md section 2, "Shared
 * album screen"), behind the shared albums view flag, nested in the shared album route so it shows over it. The
 * search string is kept. Only Download is offered. A photo that is not in the album redirects to the album.
 * The component (navigation, close) is the albums feature's AlbumPreviewRoute, shared with the other album kind.
 */
export const Route = createFileRoute('/_account/my-photos/shared-albums/$id/preview/$photoId')({
  loader: async ({ context, params, location }) => {
    const [{ loadAlbumPreview }] = await Promise.all([
      import('@/features/albums'),
      AlbumPreviewRoute.preload(),
    ]);
    await loadAlbumPreview('shared', { context, params, search: location.search });
  },
  pendingComponent: PreviewPending,
  component: AlbumPhotoPreviewRoute,
});

function AlbumPhotoPreviewRoute() {
  return <AlbumPreviewRoute kind="shared" params={Route.useParams()} />;
}
