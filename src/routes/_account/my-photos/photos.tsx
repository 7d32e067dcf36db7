import { useCallback, useState } from 'react';
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { ExportPhotosButton } from '@/features/export';
import { ImportModalHost } from '@/features/import';
import { useTimeline } from '@/features/photo-grid';
import { loadTimelineFirstScreen, PhotosPage, PhotosPageError } from '@/features/photos';
import { StorageStatusButton } from '@/features/storage-status';
import { requireFlag } from '@/lib/routing/guards';
import type { FeatureFlag } from '@/shared/feature-flag-names';

const TIMELINE_FLAG = 'PhotoManagementTimelineViewEnabled' satisfies FeatureFlag;

export const Route = createFileRoute('/_account/my-photos/photos')({
  staticData: { pageTitle: 'pageTitle.photos' },
  beforeLoad: ({ context, search }) => requireFlag(TIMELINE_FLAG, search, context.config),
  loader: async ({ context }) => {
    // The page's code loads with the first screen's data (it would suspend the first render otherwise).
    const [months] = await Promise.all([
      loadTimelineFirstScreen({ ...context, accessToken: await context.auth.getAccessToken() }),
      PhotosPage.preload(),
    ]);
    return months;
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
