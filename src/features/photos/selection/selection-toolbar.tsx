/**
 * The bottom toolbar while selecting (my-photos.md section 2, account-area.md section 2): Order prints (with
 * the order-prints flag), Download (with the download flag; disabled with nothing selected or more than 100,
 * "Up to 100 photos can be downloaded at a time"), Copy to album (with the album flag) and Delete. Every action
 * is disabled while nothing is selected. After a successful action selection mode stops.
 *
 * Disabled buttons stay focusable (aria-disabled) so the reason can be read; it is shown under the buttons.
 * Assumed (the spec shows no confirmation): Delete asks first, naming how many photos.
 */
import { Suspense, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { CopyToAlbumModal } from '@/features/albums';
import {
  SelectionToolbarBar,
  ToolbarButton,
  ToolbarHint,
  DeletePhotosError,
  useDeletePhotos,
  OrderPrintsOverlay,
  useOrderPrints,
  useSelectionDownload,
} from '@/features/photo-actions';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { isUnreadableAnswer } from '@/lib/mutations/unreadable-answer';
import { useSelection } from '@/features/photo-grid';

type Dialog = 'none' | 'copy' | 'delete';

export default function SelectionToolbar() {
  const t = useT();
  const hintId = useId();
  const selection = useSelection();
  const orderPrintsEnabled = useFeatureFlag('PhotoManagementOrderPrintsEnabled');
  const downloadEnabled = useFeatureFlag('PhotoManagementDownloadEnabled');
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const orderPrints = useOrderPrints();
  const download = useSelectionDownload();
  const deletePhotos = useDeletePhotos();
  const [dialog, setDialog] = useState<Dialog>('none');

  const ids = [...selection.selected.keys()];
  const empty = ids.length === 0;
  // The spec's tooltip on Download (account-area.md section 4); the caption under the buttons shows it on touch
  // screens only, where nothing hovers.
  const limit = download.limit;
  const hint = empty ? t('photos.selection.nothingSelected') : downloadEnabled ? limit : undefined;

  const confirmDelete = async () => {
    try {
      await deletePhotos.mutateAsync(ids);
      setDialog('none');
      selection.stop();
    } catch (error) {
      // An unreadable answer: the grid now shows what the service holds (re-read, no toast), and which of the
      // selected photos are gone is unknown, so selection mode ends. Otherwise what was deleted leaves the
      // selection and what was not stays selected (the toast has said so).
      if (isUnreadableAnswer(error)) selection.stop();
      else if (error instanceof DeletePhotosError) selection.forget(error.deleted);
      setDialog('none');
    }
  };

  return (
    <SelectionToolbarBar
      after={
        <>
          <OrderPrintsOverlay state={orderPrints.state} />
          {dialog === 'copy' && (
            <Suspense fallback={null}>
              <CopyToAlbumModal photoIds={ids} onClose={() => setDialog('none')} onCopied={selection.stop} />
            </Suspense>
          )}
          {dialog === 'delete' && (
            <ConfirmDialog
              title={t('photos.selection.deleteTitle', { amount: ids.length })}
              description={t('photos.selection.deleteText')}
              confirmLabel={t('photos.selection.deleteConfirm')}
              pendingLabel={t('photos.selection.deleting')}
              cancelLabel={t('photos.selection.cancel')}
              isPending={deletePhotos.isPending}
              onConfirm={() => void confirmDelete()}
              onClose={() => setDialog('none')}
            />
          )}
        </>
      }
    >
      {orderPrintsEnabled && (
        <ToolbarButton
          disabled={empty || orderPrints.isPending}
          describedBy={empty ? hintId : undefined}
          onPress={() => void orderPrints.start(ids)}
        >
          {t('photos.selection.orderPrints')}
        </ToolbarButton>
      )}
      {downloadEnabled && (
        <ToolbarButton
          disabled={!download.allowed || download.downloading}
          describedBy={download.allowed ? undefined : hintId}
          tooltip={limit}
          onPress={() => void download.start()}
        >
          {t('photos.download')}
        </ToolbarButton>
      )}
      {albumsEnabled && (
        <ToolbarButton
          disabled={empty}
          describedBy={empty ? hintId : undefined}
          onPress={() => setDialog('copy')}
        >
          {t('photos.copyToAlbum')}
        </ToolbarButton>
      )}
      <ToolbarButton
        disabled={empty || deletePhotos.isPending}
        describedBy={empty ? hintId : undefined}
        onPress={() => setDialog('delete')}
      >
        {t('photos.delete')}
      </ToolbarButton>
      {hint && (
        <ToolbarHint id={hintId} touchOnly={hint === limit}>
          {hint}
        </ToolbarHint>
      )}
    </SelectionToolbarBar>
  );
}
