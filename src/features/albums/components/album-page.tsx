/**
 * One of the user's albums (account-area.md "Album screen"): 'My albums' back link, the name (edit in place), the
 * photo count and created label, Add photos, Delete album; the photos on the one photo grid in sections of 24
 * (album-grid.tsx), sorted by created or dateTaken; selection (Select, Cancel, Select all, Deselect all,
 * '{amount} selected', shift ranges) with the album toolbar. An empty album says 'Your album is empty' with Add
 * photos. A failed load says 'Unable to display album…' with Try again.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ListState } from '@/components/list-page/list-state';
import { AlbumNotFound } from './album-not-found';
import { Link } from '@/components/ui/link';
import { NativeButton } from '@/components/ui/native-button';
import { getAlbumPhotosQueryOptions, getAlbumQueryOptions, getAllAlbumPhotos } from '../api/get-album';
import { type Album } from '../api/get-albums';
import { useApi } from '@/lib/api/use-api';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { PhotoAreaFrame } from '@/features/photo-area';
import {
  SortControl,
  SelectionPanel,
  useSelection,
  sameSort,
  toApiSort,
  usePhotoSort,
  type PhotoSort,
  saveScrollAnchor,
} from '@/features/photo-grid';
import { albumCreatedLabel } from './album-dates';
import { AlbumGrid } from './album-grid';
import { AlbumNameEditor } from './album-name-editor';
import styles from './albums.module.css';

const AlbumSelectionToolbar = lazy(() => import('./album-selection-toolbar'));
const AddPhotosPicker = lazy(() => import('./add-photos-picker'));
// Not on the first screen: the dialog (and the UI kit's modal) loads when Delete album is pressed.
const DeleteAlbumDialog = lazy(() => import('./delete-album-dialog'));

export interface AlbumPageProps {
  albumId: string;
  onOpenPhoto?: (photoId: string) => void;
}

/** Selection mode belongs to one page: it starts empty here and stops when the page goes. */
export function useFreshSelection() {
  const selection = useSelection();
  const { stop } = selection;
  useEffect(() => {
    stop();
    return stop;
  }, [stop]);
  return selection;
}

function AlbumContent({ album, onOpenPhoto }: { album: Album; onOpenPhoto?: (photoId: string) => void }) {
  const t = useT();
  const i18n = useI18n();
  const api = useApi();
  const [sort, setSort] = usePhotoSort('albumPhotos');
  const apiSort = useMemo(() => toApiSort(sort), [sort]);
  const selection = useFreshSelection();
  const [dialog, setDialog] = useState<'none' | 'delete' | 'add'>('none');
  const [selectingAll, setSelectingAll] = useState(false);
  const listId = `album:${album.albumId}:${apiSort.sortKey}:${apiSort.sortOrder}`;
  const empty = album.photosCount === 0;

  const changeSort = (next: PhotoSort) => {
    if (sameSort(next, sort)) return;
    setSort(next);
    saveScrollAnchor(undefined);
    window.scrollTo(0, 0);
  };
  const selectAll = async () => {
    setSelectingAll(true);
    try {
      selection.selectRange(await getAllAlbumPhotos({ api, albumId: album.albumId, sort: apiSort }));
    } finally {
      setSelectingAll(false);
    }
  };
  const addPhotos = (
    <NativeButton variant={empty ? 'primary' : 'secondary'} onPress={() => setDialog('add')}>
      {t('albums.album.addPhotos')}
    </NativeButton>
  );

  return (
    <>
      <div className={styles.albumHeader}>
        <Link to="/my-photos/albums" search>
          {t('albums.album.back')}
        </Link>
        <AlbumNameEditor key={album.albumName} albumId={album.albumId} albumName={album.albumName} />
        <p className={styles.meta}>
          <span>{t('albums.photosCount', { count: album.photosCount })}</span>
          <span>{albumCreatedLabel(album.created, i18n)}</span>
        </p>
        <div className={styles.actions}>
          {!empty && addPhotos}
          <NativeButton variant="secondary" onPress={() => setDialog('delete')}>
            {t('albums.album.delete')}
          </NativeButton>
        </div>
      </div>
      {empty ? (
        <div className={styles.emptyAlbum}>
          <p>{t('albums.album.empty')}</p>
          {addPhotos}
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={styles.actions}>
              <SelectionPanel />
              {selection.active && (
                <NativeButton variant="quiet" disabled={selectingAll} onPress={() => void selectAll()}>
                  {t('albums.album.selectAll')}
                </NativeButton>
              )}
            </div>
            <SortControl sort={sort} onChange={changeSort} />
          </div>
          <AlbumGrid
            key={listId}
            query={getAlbumPhotosQueryOptions(api, album.albumId, apiSort)}
            count={album.photosCount}
            listId={listId}
            selection={selection}
            onOpenPhoto={onOpenPhoto}
          />
          {selection.active && (
            <Suspense fallback={null}>
              <AlbumSelectionToolbar source={{ kind: 'album', albumId: album.albumId }} />
            </Suspense>
          )}
        </>
      )}
      {dialog === 'delete' && (
        <Suspense fallback={null}>
          <DeleteAlbumDialog album={album} onClose={() => setDialog('none')} />
        </Suspense>
      )}
      {dialog === 'add' && (
        <Suspense fallback={null}>
          <AddPhotosPicker album={album} onClose={() => setDialog('none')} />
        </Suspense>
      )}
    </>
  );
}

export function AlbumPage({ albumId, onOpenPhoto }: AlbumPageProps) {
  const t = useT();
  const album = useListQuery(getAlbumQueryOptions(useApi(), albumId));
  return (
    <PhotoAreaFrame>
      <ListState query={album} errorText={t('albums.album.loadError')} notFound={<AlbumNotFound />}>
        {(data) => <AlbumContent album={data} onOpenPhoto={onOpenPhoto} />}
      </ListState>
    </PhotoAreaFrame>
  );
}
