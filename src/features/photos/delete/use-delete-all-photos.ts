/**
 * Deleting every photo (the delete-all modal): DELETE /photos/all; on success the timeline is asked again (it is
 * then empty: the empty state shows) and the loaded month pages are dropped. A failure is left to the modal, which
 * stays open with its alert (my-photos.md section 8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api/use-api';
import { resetTimelineMonths } from '../api/get-timeline-month';
import { DELETE_ALL_PHOTOS_MUTATION_KEY } from '../api/keys';
import { deleteAllPhotos } from './delete-photos';
import { refetchPhotoCounts } from './photo-cache';

export function useDeleteAllPhotos() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationKey: DELETE_ALL_PHOTOS_MUTATION_KEY,
    mutationFn: () => deleteAllPhotos({ api }),
    onError: (error) => console.error('Deleting all photos failed:', error),
    onSuccess: async () => {
      // The timeline first (the sections go), then the pages of the months that are no longer shown.
      await refetchPhotoCounts(queryClient);
      resetTimelineMonths(queryClient);
    },
  });
}
