import { useCallback } from 'react';
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import {
  AlbumPage,
  loadAlbumFirstPage,
  loadAlbumQueryOptions,
  loadSharedAlbumQueryOptions,
  startPhotoAreaTabCounts,
} from '@/features/albums';
import { albumPhotosApiSort } from '@/features/photo-grid';
import { ALBUM_VIEW_FLAG, routeFlagOn, SHARED_ALBUMS_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { loadList } from '@/lib/list/load';
import { requireFlag } from '@/lib/routing/guards';

/**
 * album, /my-photos/albums/$id (account-area.md "Album screen"), behind the album view flag. An id that is not
 * one of the user's albums but a shared album they read goes to the shared-album route when its flag is on
 * (the spec's redirect of a shared album). The preview of a photo nests under it.
 */
export const Route = createFileRoute('/_account/my-photos/albums/$id')({
  staticData: { pageTitle: 'pageTitle.albums' },
  beforeLoad: ({ context, search }) => requireFlag(ALBUM_VIEW_FLAG, search, context.config),
  loaderDeps: ({ search }) => ({ sharedFlag: search[SHARED_ALBUMS_VIEW_FLAG] }),
  loader: async ({ context, params, deps }) => {
    const sharedOn = routeFlagOn(
      SHARED_ALBUMS_VIEW_FLAG,
      { [SHARED_ALBUMS_VIEW_FLAG]: deps.sharedFlag },
      context.config,
    );
    startPhotoAreaTabCounts({ ...context, sharedAlbums: sharedOn });
    const [options, firstPage] = await Promise.all([
      loadAlbumQueryOptions(context.api, params.id),
      loadAlbumFirstPage({ ...context, albumId: params.id, sort: albumPhotosApiSort() }),
    ]);
    try {
      const [album] = await Promise.all([loadList(context.queryClient, options), AlbumPage.preload()]);
      const error = context.queryClient.getQueryState(options.queryKey)?.error;
      if ((album?.isShared || (!album && isRequestFailure(error, 404))) && sharedOn) {
        const sharedOptions = await loadSharedAlbumQueryOptions(context.api, params.id);
        const shared = await loadList(context.queryClient, sharedOptions);
        if (shared) {
          firstPage.drop();
          throw redirect({
            to: '/my-photos/shared-albums/$id',
            params: { id: params.id },
            search: true,
            replace: true,
          });
        }
      }
    } finally {
      firstPage.keep();
    }
  },
  component: AlbumRoute,
  notFoundComponent: NotFoundPage,
});

function AlbumRoute() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  // Opening a photo: the preview over the album, with the search string kept and the page where it is.
  const openPhoto = useCallback(
    (photoId: string) =>
      void navigate({
        to: '/my-photos/albums/$id/preview/$photoId',
        params: { id, photoId },
        search: true,
        resetScroll: false,
        state: { photoPreviewFrom: 'album' },
      }),
    [id, navigate],
  );
  return (
    <>
      <AlbumPage albumId={id} onOpenPhoto={openPhoto} />
      <Outlet />
    </>
  );
}
