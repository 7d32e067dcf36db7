import { useCallback } from 'react';
import { createFileRoute, notFound, Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { getTimelineQueryOptions } from '@/features/photos/api/get-timeline';
import { getUserCountsQueryOptions } from '@/features/photos/api/get-user-counts';
import { PhotosPage } from '@/features/photos/components/photos-page';
import { PhotosPageError } from '@/features/photos/components/photos-page-error';
import { isFeatureEnabled } from '@/lib/feature-flags/feature-flags';

const TIMELINE_FLAG = 'PhotoManagementTimelineViewEnabled';
/** The photo preview (account-area.md section 2), built in its own issue. */
const PREVIEW_PATH = '/my-photos/photos/preview/$id';

export const Route = createFileRoute('/_account/my-photos/photos')({
  loaderDeps: ({ search }) => ({ timelineFlag: search[TIMELINE_FLAG] }),
  loader: ({ context, deps }) => {
    const overrides = { [TIMELINE_FLAG]: deps.timelineFlag };
    if (!isFeatureEnabled(TIMELINE_FLAG, { overrides, featureFlags: context.config.featureFlags }))
      throw notFound();
    // The tabs' counts are not needed to show the page: they arrive when they arrive.
    void context.queryClient.prefetchQuery(getUserCountsQueryOptions(context.api));
    return context.queryClient.ensureQueryData(getTimelineQueryOptions(context.api));
  },
  component: PhotosRoute,
  errorComponent: PhotosPageError,
  notFoundComponent: NotFoundPage,
});

/**
 * Opening a photo: the preview with the current search string. The one place that knows the preview's route;
 * until that route exists photos cannot be opened (no click leads to a missing page).
 */
function useOpenPhoto(): ((photoId: string) => void) | undefined {
  const router = useRouter();
  const navigate = useNavigate();
  const open = useCallback(
    (id: string) =>
      // Typed as the preview route once it is in the route tree: `to: PREVIEW_PATH, params: { id }`.
      void navigate({ to: PREVIEW_PATH as '/', params: { id } as never, search: (prev) => prev }),
    [navigate],
  );
  return PREVIEW_PATH in router.routesByPath ? open : undefined;
}

function PhotosRoute() {
  const openPhoto = useOpenPhoto();
  return (
    <>
      <PhotosPage onOpenPhoto={openPhoto} />
      {/* A preview nested under this route shows over the timeline. */}
      <Outlet />
    </>
  );
}
