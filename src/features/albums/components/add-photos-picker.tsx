/**
 * Add photos (account-area.md "Album screen"): the whole library on the timeline's grid in a modal, with a
 * selection of its own; adding sends the chosen photos in chunks (POST /albums/{id}/photos), then the album (its
 * photos, count and cover) and the lists are asked again. A failure keeps the modal and the selection with
 * 'Error: Your photos could not be added to the album' (assumed text); adding again is safe (idempotent).
 */
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { addPhotosToAlbum } from '../api/add-photos-to-album';
import { albumChangeInvalidations } from '../api/album-changes';
import { type Album } from '../api/get-albums';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import {
  useTimeline,
  Timeline,
  useMonthSource,
  createSelectionAtom,
  useSelection,
  orderTimelineMonths,
  toApiSort,
  usePhotoSort,
} from '@/features/photo-grid';
import styles from './albums.module.css';

export default function AddPhotosPicker({ album, onClose }: { album: Album; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const [pickerAtom] = useState(createSelectionAtom);
  const selection = useSelection(pickerAtom);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { data: months } = useTimeline();
  const [sort] = usePhotoSort('photos');
  const ordered = useMemo(() => orderTimelineMonths(months, sort.sortOrder), [months, sort.sortOrder]);
  const apiSort = useMemo(() => toApiSort(sort), [sort]);
  const source = useMonthSource(ordered, apiSort);
  const ids = [...selection.selected.keys()];

  const add = useAppMutation({
    mutationFn: (photoIds: string[]) => addPhotosToAlbum({ api, albumId: album.albumId, photoIds }),
    invalidates: [...albumChangeInvalidations.photos(album.albumId)],
    reReadAfter: 'any-failure',
    successToast: (_data, photoIds) =>
      t('albums.picker.added', { count: photoIds.length, albumName: album.albumName }),
    onSuccess: onClose,
  });

  return (
    <Modal onClose={() => !add.isPending && onClose()} className={styles.pickerModal}>
      <ModalHeading>{t('albums.picker.title', { albumName: album.albumName })}</ModalHeading>
      {add.isError && <Alert>{t('albums.picker.failed')}</Alert>}
      <output>{t('photos.selectedCount', { amount: ids.length })}</output>
      <div ref={setScroller} className={styles.pickerBody}>
        {scroller && (
          <Timeline
            source={source}
            listId={`picker:${album.albumId}`}
            scroller={scroller}
            remembersPlace={false}
            selectionMode
            isSelected={selection.isSelected}
            onToggleSelection={selection.toggle}
            selectionAnchorId={selection.anchorId}
            onSelectRange={selection.selectRange}
          />
        )}
      </div>
      <div className={styles.actions} style={{ justifyContent: 'flex-end' }}>
        <Button variant="quiet" isDisabled={add.isPending} onPress={onClose}>
          {t('albums.picker.cancel')}
        </Button>
        <Button isDisabled={ids.length === 0 || add.isPending} onPress={() => add.mutate(ids)}>
          {t('albums.picker.add', { amount: ids.length })}
        </Button>
      </div>
    </Modal>
  );
}
