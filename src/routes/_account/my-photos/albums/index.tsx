import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { ALBUM_VIEW_FLAG, requireRouteFlag } from '@/lib/feature-flags/route-flags';
import { lazyPage } from '@/lib/routing/lazy-page';

/** The albums list, with the albums feature (loaded with the route, never in the entry). */
const AlbumsPage = lazyPage(() => import('@/features/albums'), 'AlbumsPage');
import { loadedPages, loadedPagesSearchSchema } from '@/lib/list/search';
import { loadMoreList } from '@/lib/list/load';

/**
 * albums, /my-photos/albums (account-area.md "Albums list"), behind the album view flag. A "load more" list page:
 * `?pages=` says how many cursor pages show, the loader asks them before the page renders.
 */
export const Route = createFileRoute('/_account/my-photos/albums/')({
  validateSearch: loadedPagesSearchSchema,
  staticData: { pageTitle: 'pageTitle.albums' },
  loaderDeps: ({ search }) => ({ pages: loadedPages(search), flag: search[ALBUM_VIEW_FLAG] }),
  loader: async ({ context, deps }) => {
    requireRouteFlag(ALBUM_VIEW_FLAG, { [ALBUM_VIEW_FLAG]: deps.flag }, context.config);
    // The albums' API code loads with the first album route, not with the entry.
    const { getAlbumsInfiniteQueryOptions } = await import('@/features/albums');
    await Promise.all([
      loadMoreList(context.queryClient, getAlbumsInfiniteQueryOptions(context.api), deps.pages),
      AlbumsPage.preload?.(),
    ]);
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
