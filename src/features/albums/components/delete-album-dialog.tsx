import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { albumChangeInvalidations, deleteAlbum } from '../api/album-changes';
import { albumQueryKey, sharedAlbumQueryKey } from '../api/keys';
import { deleteSharedAlbum } from '../api/shared-albums';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';

export interface DeleteAlbumDialogProps {
  album: { albumId: string; albumName: string };
  /**
   * A shared album (account-area.md "Shared album screen"): its owner deletes it for everyone, a participant leaves
   * it (their photos go with them); the service does both, the text says which.
   */
  shared?: { isOwner: boolean };
  onClose: () => void;
}

/**
 * Delete album's confirmation, of an own album (account-area.md "Album screen") or a shared one; loaded when it
 * opens (album-page.tsx, shared-album-page.tsx). Done, the album's cache goes and the albums list shows.
 */
export default function DeleteAlbumDialog({ album, shared, onClose }: DeleteAlbumDialogProps) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { albumId, albumName } = album;
  const remove = useAppMutation({
    mutationFn: () => (shared ? deleteSharedAlbum({ api, albumId }) : deleteAlbum({ api, albumId })),
    invalidates: [
      ...(shared ? albumChangeInvalidations.sharedDeleted() : albumChangeInvalidations.deleted()),
    ],
    successToast: () => t('albums.deleted', { albumName }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: shared ? sharedAlbumQueryKey(albumId) : albumQueryKey(albumId) });
      void navigate({ to: '/my-photos/albums', search: true, replace: true });
    },
  });
  const description = shared
    ? t(shared.isOwner ? 'albums.shared.deleteOwnerText' : 'albums.shared.deleteParticipantText')
    : t('albums.delete.text');
  return (
    <ConfirmDialog
      title={t('albums.delete.title', { albumName })}
      description={description}
      confirmLabel={t('albums.delete.confirm')}
      cancelLabel={t('albums.album.cancel')}
      pendingLabel={t('albums.delete.pending')}
      isPending={remove.isPending}
      errorMessage={remove.isError ? t('albums.deleteFailed') : undefined}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    />
  );
}
