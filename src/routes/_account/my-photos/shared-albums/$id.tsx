import { useCallback } from 'react';
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { loadSharedAlbumQueryOptions, startPhotoAreaTabCounts } from '@/features/albums';
import { SHARED_ALBUMS_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import { loadList } from '@/lib/list/load';
import { requireFlag } from '@/lib/routing/guards';
import { lazyPage } from '@/lib/routing/lazy-page';

/** The screen, with the albums feature's public module (lazy: it never joins the entry or the timeline). */
const SharedAlbumPage = lazyPage(() => import('@/features/albums'), 'SharedAlbumPage');

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
