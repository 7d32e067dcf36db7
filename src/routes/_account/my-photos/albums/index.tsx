import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { AlbumsPage, loadAlbumsQueryOptions, startPhotoAreaTabCounts } from '@/features/albums';
import { ALBUM_VIEW_FLAG, routeFlagOn, SHARED_ALBUMS_VIEW_FLAG } from '@/lib/feature-flags/route-flags';
import { loadedPages, loadedPagesSearchSchema } from '@/lib/list/search';
import { loadMoreList } from '@/lib/list/load';
import { requireFlag } from '@/lib/routing/guards';

/**
 * albums, /my-photos/albums (account-area.md "Albums list"), behind the album view flag. A "load more" list page:
 * `?pages=` says how many cursor pages show, the loader asks them before the page renders.
 */
export const Route = createFileRoute('/_account/my-photos/albums/')({
  validateSearch: loadedPagesSearchSchema,
  staticData: { pageTitle: 'pageTitle.albums' },
  beforeLoad: ({ context, search }) => requireFlag(ALBUM_VIEW_FLAG, search, context.config),
  loaderDeps: ({ search }) => ({ pages: loadedPages(search), sharedFlag: search[SHARED_ALBUMS_VIEW_FLAG] }),
  loader: async ({ context, deps }) => {
    const sharedAlbums = routeFlagOn(
      SHARED_ALBUMS_VIEW_FLAG,
      { [SHARED_ALBUMS_VIEW_FLAG]: deps.sharedFlag },
      context.config,
    );
    startPhotoAreaTabCounts({ ...context, sharedAlbums });
    const options = await loadAlbumsQueryOptions(context.api);
    await Promise.all([loadMoreList(context.queryClient, options, deps.pages), AlbumsPage.preload()]);
  },
  component: AlbumsRoute,
  notFoundComponent: NotFoundPage,
});

function AlbumsRoute() {
  const navigate = useNavigate();
  return (
    <AlbumsPage
      onPagesLoaded={(pages: number) =>
        void navigate({ to: '.', search: (s) => ({ ...s, pages }), replace: true, resetScroll: false })
      }
    />
  );
}
