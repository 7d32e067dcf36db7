/**
 * Deleting every photo (the delete-all modal): DELETE /photos/all; on success the timeline is asked again (it is
 * then empty: the empty state shows) and the loaded month pages are dropped. A failure is left to the modal, which
 * stays open with its alert (my-photos.md section 8). An answer that cannot be read re-reads the same queries
 * (useAppMutation): the photos may be gone.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api/use-api';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { albumChangeInvalidations } from '@/features/albums';
import { USER_COUNTS_QUERY_KEY } from '@/features/user-counts';
import { resetTimelineMonths, TIMELINE_QUERY_KEY } from '@/features/photo-grid';
import { DELETE_ALL_PHOTOS_MUTATION_KEY, deleteAllPhotos } from '@/features/photo-actions';

export function useDeleteAllPhotos() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useAppMutation<void, void>({
    mutationKey: DELETE_ALL_PHOTOS_MUTATION_KEY,
    mutationFn: () => deleteAllPhotos({ api }),
    // The timeline first (the sections go), then the pages of the months that are no longer shown.
    invalidates: [
      { queryKey: TIMELINE_QUERY_KEY, exact: true },
      { queryKey: USER_COUNTS_QUERY_KEY, exact: true },
      ...albumChangeInvalidations.all(),
    ],
    onSuccess: () => resetTimelineMonths(queryClient),
  });
}
