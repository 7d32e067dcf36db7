import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { getTimelineQueryOptions } from '@/features/photos/api/get-timeline';
import { PhotosPage } from '@/features/photos/components/photos-page';
import { PhotosPageError } from '@/features/photos/components/photos-page-error';
import { isFeatureEnabled } from '@/lib/feature-flags/feature-flags';

const TIMELINE_FLAG = 'PhotoManagementTimelineViewEnabled';

export const Route = createFileRoute('/_account/my-photos/photos')({
  loaderDeps: ({ search }) => ({ timelineFlag: search[TIMELINE_FLAG] }),
  loader: ({ context, deps }) => {
    const overrides = { [TIMELINE_FLAG]: deps.timelineFlag };
    if (!isFeatureEnabled(TIMELINE_FLAG, { overrides, featureFlags: context.config.featureFlags }))
      throw notFound();
    return context.queryClient.ensureQueryData(getTimelineQueryOptions(context.api));
  },
  component: PhotosPage,
  errorComponent: PhotosPageError,
  notFoundComponent: NotFoundPage,
});
