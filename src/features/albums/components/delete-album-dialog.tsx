import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { albumChangeInvalidations, deleteAlbum } from '../api/album-changes';
import { albumQueryKey } from '../api/keys';
import { type Album } from '../api/get-albums';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';

/** Delete album's confirmation (account-area.md "Album screen"); loaded when it opens (album-page.tsx). */
export default function DeleteAlbumDialog({ album, onClose }: { album: Album; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useAppMutation({
    mutationFn: () => deleteAlbum({ api, albumId: album.albumId }),
    invalidates: [...albumChangeInvalidations.deleted()],
    successToast: () => t('albums.deleted', { albumName: album.albumName }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: albumQueryKey(album.albumId) });
      void navigate({ to: '/my-photos/albums', search: true, replace: true });
    },
  });
  return (
    <ConfirmDialog
      title={t('albums.delete.title', { albumName: album.albumName })}
      description={t('albums.delete.text')}
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
