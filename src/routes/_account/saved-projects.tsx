import { createFileRoute } from '@tanstack/react-router';
import { loadSavedProjectsQueryOptions, SavedProjectsPage } from '@/features/saved-projects';
import { loadList } from '@/lib/list/load';
import { currentPage, pageSearchSchema } from '@/lib/list/search';

/**
 * /saved-projects, "My saved projects" (account-area.md section 2): a list page (docs/architecture.md "Page
 * patterns"), 10 projects per page, the page in `?page=`. The loader starts the page's query; a failure shows
 * in the page with Try again.
 */
export const Route = createFileRoute('/_account/saved-projects')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: currentPage(search) }),
  loader: async ({ context, deps }) => {
    const options = await loadSavedProjectsQueryOptions(context.api, {
      accountId: context.user.sub,
      page: deps.page,
    });
    await Promise.all([loadList(context.queryClient, options), SavedProjectsPage.preload()]);
  },
  staticData: { pageTitle: 'pageTitle.savedProjects' },
  component: SavedProjectsRoute,
});

function SavedProjectsRoute() {
  const search = Route.useSearch();
  const { user } = Route.useRouteContext();
  return <SavedProjectsPage accountId={user.sub} page={currentPage(search)} />;
}
