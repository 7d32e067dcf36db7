import { useCallback } from 'react';
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { requireRouteFlag, SHARED_ALBUMS_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import { loadList } from '@/lib/list/load';
import { lazyPage } from '@/lib/routing/lazy-page';

/** The shared album screen, with the albums feature (loaded with the route, never in the entry). */
const SharedAlbumPage = lazyPage(() => import('@/features/albums'), 'SharedAlbumPage');

/** sharedAlbum, /my-photos/shared-albums/$id (account-area.md "Shared album screen"), behind its flag. */
export const Route = createFileRoute('/_account/my-photos/shared-albums/$id')({
  staticData: { pageTitle: 'pageTitle.albums' },
  loaderDeps: ({ search }) => ({ flag: search[SHARED_ALBUMS_VIEW_FLAG] }),
  loader: async ({ context, params, deps }) => {
    requireRouteFlag(SHARED_ALBUMS_VIEW_FLAG, { [SHARED_ALBUMS_VIEW_FLAG]: deps.flag }, context.config);
    // The albums' API code loads with the first album route, not with the entry.
    const { getSharedAlbumQueryOptions } = await import('@/features/albums');
    await Promise.all([
      loadList(context.queryClient, getSharedAlbumQueryOptions(context.api, params.id)),
      SharedAlbumPage.preload?.(),
    ]);
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
