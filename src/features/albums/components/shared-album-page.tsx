/**
 * One shared album (account-area.md "Shared album screen (read-only)"): the banner 'Shared albums are no longer
 * supported'; the owner (the signed-in user is the album's ownerId) sees how many people it is shared with and
 * can open the list, a participant sees who owns it. The photos on the one photo grid; in selection Copy, Delete
 * from album and Order prints are disabled ('Unavailable for shared albums'), Download is allowed. Deleting it:
 * the owner deletes it for everyone, a participant leaves it (their photos go with them); the service does both.
 */
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { ListState } from '@/components/list-page/list-state';
import { AlbumNotFound } from './album-not-found';
import { Link } from '@/components/ui/link';
import { NativeButton } from '@/components/ui/native-button';
import {
  getSharedAlbumPhotosQueryOptions,
  getSharedAlbumQueryOptions,
  type SharedAlbumDetails,
  type SharedPhoto,
} from '../api/shared-albums';
import { useApi } from '@/lib/api/use-api';
import { useAuthUser } from '@/lib/auth/use-auth';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { PhotoAreaFrame } from '@/features/photo-area';
import {
  SortControl,
  type PagedSource,
  SelectionPanel,
  sameSort,
  toApiSort,
  usePhotoSort,
  type PhotoSort,
  saveScrollAnchor,
} from '@/features/photo-grid';
import { albumCreatedLabel } from './album-dates';
import { AlbumGrid } from './album-grid';
import { useFreshSelection } from './album-page';
import styles from './albums.module.css';

const AlbumSelectionToolbar = lazy(() => import('./album-selection-toolbar'));
/** The dialogs load when they open: the album's first screen does not load react-aria's dialog (issue 25). */
const DeleteAlbumDialog = lazy(() => import('./delete-album-dialog'));
const SharedAlbumPeopleDialog = lazy(() => import('./shared-album-people-dialog'));

function SharedAlbumContent({
  details,
  onOpenPhoto,
}: {
  details: SharedAlbumDetails;
  onOpenPhoto?: (photoId: string) => void;
}) {
  const t = useT();
  const i18n = useI18n();
  const api = useApi();
  const { album, people } = details;
  const accountId = useAuthUser()?.sub;
  const isOwner = accountId !== undefined && accountId === album.ownerId;
  const [sort, setSort] = usePhotoSort('sharedAlbumPhotos');
  const apiSort = useMemo(() => toApiSort(sort), [sort]);
  const selection = useFreshSelection();
  const [dialog, setDialog] = useState<'none' | 'delete' | 'people'>('none');
  const listId = `shared-album:${album.albumId}:${apiSort.sortKey}:${apiSort.sortOrder}`;

  // The owners of the loaded photos, for the shared download (POST /shared-album-downloads).
  const owners = useRef(new Map<string, string>());
  const onSource = useCallback((source: PagedSource) => {
    for (const photo of source.loaded as SharedPhoto[]) owners.current.set(photo.imageId, photo.ownerId);
  }, []);
  const toolbarSource = useMemo(
    () => ({
      kind: 'shared' as const,
      albumId: album.albumId,
      ownerOf: (photoId: string) => owners.current.get(photoId) ?? album.ownerId,
    }),
    [album.albumId, album.ownerId],
  );

  const changeSort = (next: PhotoSort) => {
    if (sameSort(next, sort)) return;
    setSort(next);
    saveScrollAnchor(undefined);
    window.scrollTo(0, 0);
  };

  return (
    <>
      <div className={styles.albumHeader}>
        <Link to="/my-photos/albums" search>
          {t('albums.album.back')}
        </Link>
        <p className={styles.banner} role="note">
          {t('albums.shared.banner')}
        </p>
        <h2 className={styles.titleRow}>{album.albumName}</h2>
        <p className={styles.meta}>
          <span>{t('albums.photosCount', { count: album.photosCount })}</span>
          <span>{albumCreatedLabel(album.created, i18n)}</span>
          {accountId !== undefined &&
            (isOwner ? (
              <span>{t('albums.shared.sharedWith', { count: people.participants.length })}</span>
            ) : (
              <span>{t('albums.shared.owner', { email: people.owner.email })}</span>
            ))}
        </p>
        <div className={styles.actions}>
          {isOwner && (
            <NativeButton variant="secondary" onPress={() => setDialog('people')}>
              {t('albums.shared.showPeople')}
            </NativeButton>
          )}
          <NativeButton variant="secondary" onPress={() => setDialog('delete')}>
            {t('albums.album.delete')}
          </NativeButton>
        </div>
      </div>
      {album.photosCount === 0 ? (
        <p className={styles.emptyAlbum}>{t('albums.album.empty')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <SelectionPanel />
            <SortControl sort={sort} onChange={changeSort} />
          </div>
          <AlbumGrid
            key={listId}
            query={getSharedAlbumPhotosQueryOptions(api, album.albumId, apiSort)}
            count={album.photosCount}
            listId={listId}
            selection={selection}
            onSource={onSource}
            onOpenPhoto={onOpenPhoto}
          />
          {selection.active && (
            <Suspense fallback={null}>
              <AlbumSelectionToolbar source={toolbarSource} />
            </Suspense>
          )}
        </>
      )}
      {dialog === 'delete' && (
        <Suspense fallback={null}>
          <DeleteAlbumDialog album={album} shared={{ isOwner }} onClose={() => setDialog('none')} />
        </Suspense>
      )}
      {dialog === 'people' && (
        <Suspense fallback={null}>
          <SharedAlbumPeopleDialog people={people} onClose={() => setDialog('none')} />
        </Suspense>
      )}
    </>
  );
}

export interface SharedAlbumPageProps {
  albumId: string;
  /** Opens a photo (the shared-album photo preview). */
  onOpenPhoto?: (photoId: string) => void;
}

export function SharedAlbumPage({ albumId, onOpenPhoto }: SharedAlbumPageProps) {
  const t = useT();
  const details = useListQuery(getSharedAlbumQueryOptions(useApi(), albumId));
  return (
    <PhotoAreaFrame>
      <ListState query={details} errorText={t('albums.album.loadError')} notFound={<AlbumNotFound />}>
        {(data) => <SharedAlbumContent details={data} onOpenPhoto={onOpenPhoto} />}
      </ListState>
    </PhotoAreaFrame>
  );
}
