import { createFileRoute } from '@tanstack/react-router';
import { PreviewPending } from '@/features/photo-preview';
import { lazyPage } from '@/lib/routing/lazy-page';

/** The album previews' component, with the albums feature (loaded with the route, never in the entry). */
const AlbumPreviewRoute = lazyPage(() => import('@/features/albums'), 'AlbumPreviewRoute');

/**
 * Album photo preview, /my-photos/albums/$id/preview/$photoId (account-area.md section 2), behind the album view
 * flag, nested in the album route so it shows over the album screen, which returns to the photo shown last when
 * it closes. The search string is kept. A photo that is not in the album redirects to the album screen.
 * The component (navigation, close) is the albums feature's AlbumPreviewRoute, shared with the other album kind.
 */
export const Route = createFileRoute('/_account/my-photos/albums/$id/preview/$photoId')({
  loader: async ({ context, params, location }) => {
    const [{ loadAlbumPreview }] = await Promise.all([
      import('@/features/albums'),
      AlbumPreviewRoute.preload(),
    ]);
    await loadAlbumPreview('album', { context, params, search: location.search });
  },
  pendingComponent: PreviewPending,
  component: AlbumPhotoPreviewRoute,
});

function AlbumPhotoPreviewRoute() {
  return <AlbumPreviewRoute kind="album" params={Route.useParams()} />;
}
