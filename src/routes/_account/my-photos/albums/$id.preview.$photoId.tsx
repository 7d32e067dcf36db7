import { createFileRoute } from '@tanstack/react-router';
import { AlbumPreviewRoute, loadAlbumPreview } from '@/features/albums';
import { PreviewPending } from '@/features/photo-preview';
import { ALBUM_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import { requireFlag } from '@/lib/routing/guards';

/**
 * Album photo preview, /my-photos/albums/$id/preview/$photoId (account-area.md section 2), behind the album view
 * flag, nested in the album route so it shows over the album screen, which returns to the photo shown last when
 * it closes. The search string is kept. A photo that is not in the album redirects to the album screen.
 * The component (navigation, close) is the albums feature's AlbumPreviewRoute, shared with the other album kind.
 */
export const Route = createFileRoute('/_account/my-photos/albums/$id/preview/$photoId')({
  beforeLoad: ({ context, search }) => requireFlag(ALBUM_VIEW_FLAG, search, context.config),
  loader: async ({ context, params }) => {
    await Promise.all([loadAlbumPreview('album', { context, params }), AlbumPreviewRoute.preload()]);
  },
  pendingComponent: PreviewPending,
  component: AlbumPhotoPreviewRoute,
});

function AlbumPhotoPreviewRoute() {
  return <AlbumPreviewRoute kind="album" params={Route.useParams()} />;
}
