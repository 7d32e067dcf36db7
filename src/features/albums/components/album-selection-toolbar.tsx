/**
 * The bottom toolbar while selecting in an album (account-area.md "Album screen", "Shared album screen"):
 * Order prints (with its flag), Download (limit 100, the zip over the downloads push as on the timeline), Copy to
 * album and Delete from album. In a shared album Copy, Delete from album and Order prints stay focusable but
 * disabled, described by 'Unavailable for shared albums'; Download asks POST /shared-album-downloads.
 * After a successful action selection mode stops.
 */
import { Suspense, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { albumChangeInvalidations, RemoveAlbumPhotosError, removeAlbumPhotos } from '../api/album-changes';
import { CopyToAlbumModal } from './copy-to-album-modal-lazy';
import { useApi } from '@/lib/api/use-api';
import {
  SelectionToolbarBar,
  ToolbarButton,
  ToolbarHint,
  OrderPrintsOverlay,
  useOrderPrints,
  useSelectionDownload,
} from '@/features/photo-actions';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { useSelection } from '@/features/photo-grid';

export type AlbumToolbarSource =
  | { kind: 'album'; albumId: string }
  | { kind: 'shared'; albumId: string; ownerOf: (photoId: string) => string };

export default function AlbumSelectionToolbar({ source }: { source: AlbumToolbarSource }) {
  const t = useT();
  const api = useApi();
  const hintId = useId();
  const sharedHintId = useId();
  const selection = useSelection();
  const orderPrintsEnabled = useFeatureFlag('PhotoManagementOrderPrintsEnabled');
  const downloadEnabled = useFeatureFlag('PhotoManagementDownloadEnabled');
  const shared = source.kind === 'shared';
  const sharedDownload = useMemo(
    () => (source.kind === 'shared' ? { albumId: source.albumId, ownerOf: source.ownerOf } : undefined),
    [source],
  );
  const download = useSelectionDownload(sharedDownload);
  const orderPrints = useOrderPrints();
  const [dialog, setDialog] = useState<'none' | 'copy' | 'remove'>('none');

  const ids = [...selection.selected.keys()];
  const empty = ids.length === 0;
  // The spec's tooltips (account-area.md sections 2 and 4); the captions under the buttons show them on touch
  // screens only, where nothing hovers.
  const limit = download.limit;
  const hint = empty ? t('photos.selection.nothingSelected') : downloadEnabled ? limit : undefined;
  const unavailable = t('albums.shared.unavailable');

  const remove = useAppMutation({
    mutationFn: (photoIds: string[]) => removeAlbumPhotos({ api, albumId: source.albumId, photoIds }),
    invalidates: [...albumChangeInvalidations.photos(source.albumId)],
    // The dialog says what failed (no toast as well); what was removed leaves the selection.
    reReadAfter: 'any-failure',
    onError: (error) => {
      if (error instanceof RemoveAlbumPhotosError) selection.forget(error.removed);
    },
  });

  /** An action a shared album does not offer: disabled, described by why. */
  const sharedOr = (disabled: boolean, describedBy: string | undefined) =>
    shared ? { disabled: true, describedBy: sharedHintId, tooltip: unavailable } : { disabled, describedBy };

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
          {dialog === 'remove' && (
            <ConfirmDialog
              title={t('albums.remove.title', { amount: ids.length })}
              description={t('albums.remove.text')}
              confirmLabel={t('albums.remove.action')}
              cancelLabel={t('photos.selection.cancel')}
              pendingLabel={t('albums.remove.pending')}
              isPending={remove.isPending}
              errorMessage={remove.isError ? t('albums.remove.failed', { count: ids.length }) : undefined}
              onConfirm={() =>
                remove.mutate(ids, {
                  onSuccess: () => {
                    setDialog('none');
                    selection.stop();
                  },
                })
              }
              onClose={() => setDialog('none')}
            />
          )}
        </>
      }
    >
      {orderPrintsEnabled && (
        <ToolbarButton
          {...sharedOr(empty || orderPrints.isPending, empty ? hintId : undefined)}
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
      <ToolbarButton {...sharedOr(empty, empty ? hintId : undefined)} onPress={() => setDialog('copy')}>
        {t('photos.copyToAlbum')}
      </ToolbarButton>
      <ToolbarButton
        {...sharedOr(empty || remove.isPending, empty ? hintId : undefined)}
        onPress={() => setDialog('remove')}
      >
        {t('albums.remove.action')}
      </ToolbarButton>
      {hint && (
        <ToolbarHint id={hintId} touchOnly={hint === limit}>
          {hint}
        </ToolbarHint>
      )}
      {shared && (
        <ToolbarHint id={sharedHintId} touchOnly>
          {unavailable}
        </ToolbarHint>
      )}
    </SelectionToolbarBar>
  );
}
