import { useCallback, useState } from 'react';
import { createFileRoute, notFound, Outlet, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { loadTimelineFirstScreen } from '@/features/photos/api/first-screen';
import { PhotosPage } from '@/features/photos/components/photos-page';
import { PhotosPageError } from '@/features/photos/components/photos-page-error';
import { useTimeline } from '@/features/photos/api/get-timeline';
import { ExportPhotosButton } from '@/features/export/components/export-photos-button';
import { ImportModalHost } from '@/features/import/components/import-modal-host';
import { StorageStatusButton } from '@/features/storage-status/components/storage-status-button';
import { isFeatureEnabled } from '@/lib/feature-flags/feature-flags';

const TIMELINE_FLAG = 'PhotoManagementTimelineViewEnabled';

export const Route = createFileRoute('/_account/my-photos/photos')({
  loaderDeps: ({ search }) => ({ timelineFlag: search[TIMELINE_FLAG] }),
  loader: async ({ context, deps }) => {
    const overrides = { [TIMELINE_FLAG]: deps.timelineFlag };
    if (!isFeatureEnabled(TIMELINE_FLAG, { overrides, featureFlags: context.config.featureFlags }))
      throw notFound();
    return loadTimelineFirstScreen({ ...context, accessToken: await context.auth.getAccessToken() });
  },
  component: PhotosRoute,
  errorComponent: PhotosPageError,
  notFoundComponent: NotFoundPage,
});

/** Opening a photo: the preview over the timeline, with the search string kept and the page where it is. */
function useOpenPhoto(): (photoId: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (id: string) =>
      void navigate({
        to: '/my-photos/photos/preview/$id',
        params: { id },
        search: true,
        resetScroll: false,
        state: { photoPreviewFrom: 'timeline' },
      }),
    [navigate],
  );
}

function PhotosRoute() {
  const openPhoto = useOpenPhoto();
  const { data: months } = useTimeline();
  const hasPhotos = months.some((month) => month.count > 0);
  const [importOpen, setImportOpen] = useState(false);
  return (
    <>
      <PhotosPage
        onOpenPhoto={openPhoto}
        onAddPhotos={() => setImportOpen(true)}
        headerActions={
          <>
            <StorageStatusButton hasPhotos={hasPhotos} />
            <ExportPhotosButton />
          </>
        }
      />
      {/* The import modal: loaded the first time it opens. */}
      <ImportModalHost isOpen={importOpen} onClose={() => setImportOpen(false)} />
      {/* A preview nested under this route shows over the timeline. */}
      <Outlet />
    </>
  );
}
