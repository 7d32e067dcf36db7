import { createFileRoute } from '@tanstack/react-router';
import { AlbumPreviewRoute, loadAlbumPreview } from '@/features/albums';
import { PreviewPending } from '@/features/photo-preview';
import { SHARED_ALBUMS_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import { requireFlag } from '@/lib/routing/guards';

/**
 * Shared-album photo preview, /my-photos/shared-albums/$id/preview/$photoId (account-area.md section 2, "Shared
 * album screen"), behind the shared albums view flag, nested in the shared album route so it shows over it. The
 * search string is kept. Only Download is offered. A photo that is not in the album redirects to the album.
 * The component (navigation, close) is the albums feature's AlbumPreviewRoute, shared with the other album kind.
 */
export const Route = createFileRoute('/_account/my-photos/shared-albums/$id/preview/$photoId')({
  beforeLoad: ({ context, search }) => requireFlag(SHARED_ALBUMS_VIEW_FLAG, search, context.config),
  loader: async ({ context, params }) => {
    await Promise.all([loadAlbumPreview('shared', { context, params }), AlbumPreviewRoute.preload()]);
  },
  pendingComponent: PreviewPending,
  component: AlbumPhotoPreviewRoute,
});

function AlbumPhotoPreviewRoute() {
  return <AlbumPreviewRoute kind="shared" params={Route.useParams()} />;
}
