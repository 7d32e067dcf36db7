import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExportPage, loadExportQueryOptions } from '@/features/export';
import { loadList } from '@/lib/list/load';

/**
 * photoExports, /my-photos/exports/$backupId (account-area.md section 2): the export's download page. The export
 * is asked for each time the page opens; REQUESTED and IN_PROGRESS redirect to the photos (my-photos.md: "If
 * the status is not READY, the user is redirected to photos"; FAILED shows its error banner, a 404 the expired
 * message). The page is not polled: the spec leaves it open, and the user is e-mailed when the export is ready.
 * The export's API code and page load with the page (the feature's `loadExportQueryOptions` and lazy page).
 * A list page (docs/architecture.md "Page patterns"): the loader loads the export before the page renders; a
 * failure shows in the page (ListState, with Try again), not as the route's error page.
 */
export const Route = createFileRoute('/_account/my-photos/exports/$backupId')({
  loader: async ({ context, params }) => {
    const options = await loadExportQueryOptions(context.api, params.backupId);
    // Always fresh: whether the page shows or redirects depends on the export's state now.
    const [found] = await Promise.all([
      loadList(context.queryClient, options, { fresh: true }),
      ExportPage.preload(),
    ]);
    if (found?.status === 'REQUESTED' || found?.status === 'IN_PROGRESS') {
      throw redirect({ to: '/my-photos/photos', replace: true });
    }
  },
  staticData: { pageTitle: 'export.title' },
  component: ExportRoute,
});

function ExportRoute() {
  const { backupId } = Route.useParams();
  return <ExportPage backupId={backupId} />;
}
