/**
 * Deleting a selection (the selection toolbar's Delete): chunked DELETE /photos with retries (delete-photos.ts).
 * Nothing leaves the screen before the service confirms it: the ids of each answer leave the cached month pages
 * as it arrives, the ids still in `failed` stay; at the end the timeline's counts and photosCount are asked again,
 * so the sections and counts are right without a reload. On any failure the toast "Error: Your photos could not
 * be deleted" shows; the DeletePhotosError of the mutation names the photos not deleted (`notDeleted`), e.g.
 * for the selection to keep them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { isUnreadableAnswer } from '@/lib/mutations/unreadable-answer';
import { reRead, useAppMutation } from '@/lib/mutations/use-app-mutation';
import { refreshAlbums } from './refresh-albums';
import { TIMELINE_MONTHS_QUERY_KEY } from '@/features/photo-grid';
import { DELETE_PHOTOS_MUTATION_KEY } from './keys';
import { deletePhotos } from './delete-photos';
import { refetchPhotoCounts, removePhotosFromCache } from './photo-cache';

export function useDeletePhotos() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  return useAppMutation<string[], readonly string[]>({
    mutationKey: DELETE_PHOTOS_MUTATION_KEY,
    mutationFn: (photoIds) =>
      deletePhotos({ api, photoIds, onDeleted: (deleted) => removePhotosFromCache(queryClient, deleted) }),
    failureToast: (error) => (isUnreadableAnswer(error) ? undefined : t('photos.delete.failedMany')),
    onError: async (error) => {
      if (isUnreadableAnswer(error)) {
        // A chunk's answer could not be read: its photos may be gone (issue 12), even when a retry then heard them
        // back as not deleted (issue 24: the cause is the unreadable answer). The months and albums are read again,
        // so the grid shows what the service holds, instead of the failure toast.
        await Promise.all([reRead(queryClient, [TIMELINE_MONTHS_QUERY_KEY]), refreshAlbums(queryClient)]);
      }
    },
    // The mutation ends when the counts are in: the caller leaves selection mode on a screen that is right.
    onSettled: () => refetchPhotoCounts(queryClient),
  });
}
