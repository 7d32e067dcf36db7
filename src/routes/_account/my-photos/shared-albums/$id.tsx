import { useCallback } from 'react';
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { loadSharedAlbumQueryOptions, SharedAlbumPage, startPhotoAreaTabCounts } from '@/features/albums';
import { SHARED_ALBUMS_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import { loadList } from '@/lib/list/load';
import { requireFlag } from '@/lib/routing/guards';

/** sharedAlbum, /my-photos/shared-albums/$id (account-area.md "Shared album screen"), behind its flag. */
export const Route = createFileRoute('/_account/my-photos/shared-albums/$id')({
  staticData: { pageTitle: 'pageTitle.albums' },
  beforeLoad: ({ context, search }) => requireFlag(SHARED_ALBUMS_VIEW_FLAG, search, context.config),
  loader: async ({ context, params }) => {
    // The route's guard is the shared albums flag: the tabs show the shared albums' read count.
    startPhotoAreaTabCounts({ ...context, sharedAlbums: true });
    const options = await loadSharedAlbumQueryOptions(context.api, params.id);
    await Promise.all([loadList(context.queryClient, options), SharedAlbumPage.preload()]);
  },
  component: SharedAlbumRoute,
  notFoundComponent: NotFoundPage,
});

function SharedAlbumRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  // Opening a photo: the preview over the album, with the search string kept and the page where it is.
  const openPhoto = useCallback(
    (photoId: string) =>
      void navigate({
        to: '/my-photos/shared-albums/$id/preview/$photoId',
        params: { id, photoId },
        search: true,
        resetScroll: false,
        state: { photoPreviewFrom: 'album' },
      }),
    [id, navigate],
  );
  return (
    <>
      <SharedAlbumPage albumId={id} onOpenPhoto={openPhoto} />
      <Outlet />
    </>
  );
}
