import { useCallback } from 'react';
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { albumPhotosApiSort } from '@/features/photo-grid';
import {
  ALBUM_VIEW_FLAG,
  requireRouteFlag,
  routeFlagOn,
  SHARED_ALBUMS_VIEW_FLAG,
} from '@/lib/feature-flags/route-flags';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { loadList } from '@/lib/list/load';
import { lazyPage } from '@/lib/routing/lazy-page';

/** The album screen, with the albums feature (loaded with the route, never in the entry). */
const AlbumPage = lazyPage(() => import('@/features/albums'), 'AlbumPage');

/**
 * album, /my-photos/albums/$id (account-area.md "Album screen"), behind the album view flag. An id that is not
 * one of the user's albums but a shared album they read goes to the shared-album route when its flag is on
 * (the spec's redirect of a shared album). The preview of a photo nests under it.
 */
export const Route = createFileRoute('/_account/my-photos/albums/$id')({
  staticData: { pageTitle: 'pageTitle.albums' },
  loaderDeps: ({ search }) => ({
    albumFlag: search[ALBUM_VIEW_FLAG],
    sharedFlag: search[SHARED_ALBUMS_VIEW_FLAG],
  }),
  loader: async ({ context, params, deps }) => {
    requireRouteFlag(ALBUM_VIEW_FLAG, { [ALBUM_VIEW_FLAG]: deps.albumFlag }, context.config);
    // The albums' API code loads with the first album route, not with the entry.
    const { getAlbumQueryOptions, getSharedAlbumQueryOptions, prefetchAlbumFirstPage } =
      await import('@/features/albums');
    const options = getAlbumQueryOptions(context.api, params.id);
    // The first page of photos on its way with the album, not after it (issue 13: the album's first photos
    // within 1.2x the timeline's); the grid takes it from the cache. A shared album's id fails it too (404):
    // dropped with the redirect, that failure is neither cached nor reported (ADR 060).
    const firstPage = prefetchAlbumFirstPage(
      context.queryClient,
      context.api,
      params.id,
      albumPhotosApiSort(),
    );
    try {
      const [album] = await Promise.all([loadList(context.queryClient, options), AlbumPage.preload?.()]);
      const error = context.queryClient.getQueryState(options.queryKey)?.error;
      const sharedOn = routeFlagOn(
        SHARED_ALBUMS_VIEW_FLAG,
        { [SHARED_ALBUMS_VIEW_FLAG]: deps.sharedFlag },
        context.config,
      );
      if ((album?.isShared || (!album && isRequestFailure(error, 404))) && sharedOn) {
        const shared = await loadList(
          context.queryClient,
          getSharedAlbumQueryOptions(context.api, params.id),
        );
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
