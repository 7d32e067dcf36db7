/**
 * Deleting one photo (the preview's Delete; account-area.md section 4: "Removing a single photo removes it from
 * lists at once, with undo if the call fails"): the photo leaves every cached month page and the month's count
 * and photosCount go down before the request is sent; if it fails, exactly that is put back and the toast
 * "Error: Your photo could not be deleted" shows. When the answer cannot be read (it may have been deleted), the
 * months, counts and albums are read again instead. The callbacks are the mutation's own, so they run even when
 * the component that started it is gone (the preview closed).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { isUnreadableAnswer } from '@/lib/mutations/unreadable-answer';
import { reRead, useAppMutation } from '@/lib/mutations/use-app-mutation';
import { refreshAlbums } from './refresh-albums';
import { refreshUserCounts } from '@/features/user-counts';
import { TIMELINE_MONTHS_QUERY_KEY, TIMELINE_QUERY_KEY } from '@/features/photo-grid';
import { DELETE_PHOTO_MUTATION_KEY } from './keys';
import { deletePhoto } from './delete-photos';
import { removePhotosFromCache, restorePhotosToCache, type PhotoRemoval } from './photo-cache';

export function useDeletePhoto() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  return useAppMutation<void, string, { removal: PhotoRemoval }>({
    mutationKey: DELETE_PHOTO_MUTATION_KEY,
    mutationFn: (photoId) => deletePhoto({ api, photoId }),
    onMutate: async (photoId) => {
      // A timeline request on its way would bring the old count back over the optimistic one.
      await queryClient.cancelQueries({ queryKey: TIMELINE_QUERY_KEY, exact: true });
      return { removal: removePhotosFromCache(queryClient, [photoId]) };
    },
    failureToast: (error) => (isUnreadableAnswer(error) ? undefined : t('photos.delete.failed')),
    onError: async (error, _photoId, context) => {
      if (isUnreadableAnswer(error)) {
        // The answer could not be read, so the service may well have deleted it (issue 12): not put back, but
        // the truth asked again (the months, the counts, the albums); it shows again only if it is still there.
        await Promise.all([
          reRead(queryClient, [TIMELINE_QUERY_KEY, TIMELINE_MONTHS_QUERY_KEY]),
          refreshUserCounts(queryClient),
          refreshAlbums(queryClient),
        ]);
        return;
      }
      if (context) restorePhotosToCache(queryClient, context.removal);
    },
    // photosCount may have been on its way when the photo was removed: ask the service for it again; and an
    // album may have had the photo as its cover or in its count.
    onSuccess: () => Promise.all([refreshUserCounts(queryClient), refreshAlbums(queryClient)]),
  });
}
