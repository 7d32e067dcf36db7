import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { albumChangeInvalidations } from '../api/album-changes';
import { sharedAlbumQueryKey } from '../api/keys';
import { deleteSharedAlbum, type SharedAlbumDetails } from '../api/shared-albums';

/**
 * A shared album's Delete confirmation (account-area.md "Shared album screen": the owner deletes it for everyone, a
 * participant leaves it); loaded when it opens (shared-album-page.tsx).
 */
export default function DeleteSharedAlbumDialog({
  details,
  isOwner,
  onClose,
}: {
  details: SharedAlbumDetails;
  isOwner: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { album } = details;
  const remove = useAppMutation({
    mutationFn: () => deleteSharedAlbum({ api, albumId: album.albumId }),
    invalidates: [...albumChangeInvalidations.sharedDeleted()],
    successToast: () => t('albums.deleted', { albumName: album.albumName }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: sharedAlbumQueryKey(album.albumId) });
      void navigate({ to: '/my-photos/albums', search: true, replace: true });
    },
  });
  return (
    <ConfirmDialog
      title={t('albums.delete.title', { albumName: album.albumName })}
      description={t(isOwner ? 'albums.shared.deleteOwnerText' : 'albums.shared.deleteParticipantText')}
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
