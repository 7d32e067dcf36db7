import { createFileRoute } from '@tanstack/react-router';
import { DownloadsPage, loadDownloadsQueryOptions } from '@/features/downloads';
import { loadList } from '@/lib/list/load';

/**
 * /downloads, "Downloads" (account-area.md section 2): the customer's photo downloads. A list page: the loader
 * loads the list and preloads the page; a failure shows in the page with Try again. The feature's code loads
 * with this page (the component is split off by the router plugin).
 */
export const Route = createFileRoute('/_account/downloads')({
  loader: async ({ context }) => {
    const options = await loadDownloadsQueryOptions(context.api);
    await Promise.all([loadList(context.queryClient, options), DownloadsPage.preload()]);
  },
  staticData: { pageTitle: 'pageTitle.downloads' },
  component: DownloadsRoute,
});

function DownloadsRoute() {
  return <DownloadsPage />;
}
