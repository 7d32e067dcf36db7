/**
 * The copy-to-album modal (account-area.md "Copy-to-album modal", section 5 album name rules):
 * - list view: the user's albums page by page ("Show more albums"); choosing one copies the photos into it
 *   (POST /albums/{id}/photos in chunks), closes the modal and shows the toast "Photos copied to {albumLink}";
 * - create view: a name ("Untitled album" placeholder; required, no leading whitespace, none of < > ;),
 *   validated on submit only; creating creates the album AND copies the photos into it (decided: the modal's
 *   purpose is copying, an empty album would leave the user to start again), then closes, shows the same toast
 *   and navigates to the album (albumLocation: the photos page until the album page exists).
 * Either way the album queries and the user's counts are refreshed and `onCopied` runs (the selection stops).
 *
 * Failures keep the modal open with an alert (messages not in the spec, assumed: "Error: Your photos could not
 * be copied to the album", "Error: Your album could not be created"). Adding is idempotent, so choosing the album
 * again retries safely; an album created whose copy failed shows up in the list to choose.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RouterContextProvider, useRouter } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { THUMBNAIL_ID_SMALL } from '@/lib/constants';
import { getUserCountsQueryOptions } from '@/features/user-counts';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { pickThumbnail } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { showToast } from '@/lib/toasts';
import { albumLocation } from '../album-location';
import { ALBUM_NAME_MESSAGES, checkAlbumName, type AlbumNameProblem } from '../album-name';
import { addPhotosToAlbum } from '../api/add-photos-to-album';
import { createAlbum } from '../api/create-album';
import { useAlbums, type Album } from '../api/get-albums';
import { ALBUMS_QUERY_KEY } from '../api/keys';
import { richMessage } from './rich-message';
import styles from './copy-to-album-modal.module.css';

export interface CopyToAlbumModalProps {
  /** The photos to copy (own photos; shared-album photos cannot be copied). */
  photoIds: string[];
  /** Closes the modal (Escape, Cancel, or after copying). */
  onClose: () => void;
  /** The photos were copied (e.g. stop the selection). */
  onCopied?: () => void;
}

type Problem = 'copyFailed' | 'createFailed';

/** A created album whose photos could not be copied: the error says which album exists now. */
class CopyAfterCreateError extends Error {
  override name = 'CopyAfterCreateError';
}

function AlbumCover({ album }: { album: Album }) {
  const thumbnail = album.coverPhoto ? pickThumbnail(album.coverPhoto, THUMBNAIL_ID_SMALL) : undefined;
  if (!thumbnail) return <span className={styles.cover} data-empty aria-hidden="true" />;
  return <img className={styles.cover} src={thumbnail.url} alt="" width={56} height={56} loading="lazy" />;
}

interface AlbumChoicesProps {
  copyingId: string | undefined;
  disabled: boolean;
  onChoose: (album: Album) => void;
}

/** The albums to choose from, page by page. */
function AlbumChoices({ copyingId, disabled, onChoose }: AlbumChoicesProps) {
  const t = useT();
  const albums = useAlbums();
  if (albums.isPending) return <Spinner label={t('common.loading')} showLabel />;
  if (albums.isError && !albums.data) {
    return (
      <Alert
        action={
          <Button variant="secondary" onPress={() => void albums.refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {t('albums.loadError')}
      </Alert>
    );
  }
  const list = albums.data.pages.flatMap((page) => page.albums);
  if (list.length === 0) return <p className={styles.empty}>{t('albums.copyModal.empty')}</p>;
  return (
    <div className={styles.listArea}>
      <ul className={styles.list} aria-label={t('albums.copyModal.listLabel')}>
        {list.map((album) => (
          <li key={album.albumId}>
            <Button
              variant="quiet"
              className={styles.album}
              isDisabled={disabled}
              isPending={copyingId === album.albumId}
              onPress={() => onChoose(album)}
            >
              <AlbumCover album={album} />
              <span className={styles.albumText}>
                <span className={styles.albumName}>{album.albumName}</span>
                <span className={styles.albumCount}>
                  {t('albums.photosCount', { count: album.photosCount })}
                </span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {albums.isFetchNextPageError && <Alert>{t('albums.loadError')}</Alert>}
      {albums.hasNextPage && (
        <Button
          variant="secondary"
          isPending={albums.isFetchingNextPage}
          onPress={() => void albums.fetchNextPage()}
        >
          {t('albums.copyModal.loadMore')}
        </Button>
      )}
    </div>
  );
}

export function CopyToAlbumModal({ photoIds, onClose, onCopied }: CopyToAlbumModalProps) {
  const t = useT();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [view, setView] = useState<'list' | 'create'>('list');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<AlbumNameProblem | undefined>(undefined);
  const nameInput = useRef<HTMLInputElement>(null);
  const newAlbum = useRef<HTMLDivElement>(null);
  // Focus follows the view: the name field when the form opens; back in the list, "New album" (the button that
  // opened the form).
  const [backFromForm, setBackFromForm] = useState(false);
  useEffect(() => {
    if (view === 'create') nameInput.current?.focus();
    else if (backFromForm) newAlbum.current?.querySelector('button')?.focus();
  }, [view, backFromForm]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ALBUMS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: getUserCountsQueryOptions(api).queryKey });
  };

  /** The photos are in `album`: say so (with a link to it), and close. */
  const copied = (album: Pick<Album, 'albumId' | 'albumName'>) => {
    const link = (
      <RouterContextProvider router={router}>
        <Link {...albumLocation(album.albumId)}>{album.albumName}</Link>
      </RouterContextProvider>
    );
    showToast({ message: richMessage(t, 'albums.copied', 'albumLink', link) });
    onCopied?.();
    onClose();
  };

  const copy = useMutation({
    mutationFn: (album: Album) => addPhotosToAlbum({ api, albumId: album.albumId, photoIds }),
    onMutate: () => setProblem(undefined),
    onSettled: refresh,
    onSuccess: (_data, album) => copied(album),
    onError: (error) => {
      console.error('copy to album failed', error);
      setProblem('copyFailed');
    },
  });

  const create = useMutation({
    mutationFn: async (albumName: string) => {
      const albumId = await createAlbum({ api, name: albumName });
      try {
        await addPhotosToAlbum({ api, albumId, photoIds });
      } catch (error) {
        throw new CopyAfterCreateError(`album ${albumId} was created, its photos were not copied`, {
          cause: error,
        });
      }
      return { albumId, albumName };
    },
    onMutate: () => setProblem(undefined),
    onSettled: refresh,
    onSuccess: (album) => {
      copied(album);
      void router.navigate(albumLocation(album.albumId));
    },
    onError: (error) => {
      console.error('create album failed', error);
      if (error instanceof CopyAfterCreateError) {
        // The album exists: it is in the list now, to choose again.
        setBackFromForm(true);
        setView('list');
        setProblem('copyFailed');
      } else if (isRequestFailure(error, 400)) {
        setNameProblem('invalid');
        nameInput.current?.focus();
      } else {
        setProblem('createFailed');
      }
    },
  });

  const busy = copy.isPending || create.isPending;
  const noPhotos = photoIds.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkAlbumName(name);
    setNameProblem(found);
    if (found) {
      nameInput.current?.focus();
      return;
    }
    create.mutate(name);
  };

  const showList = () => {
    setProblem(undefined);
    setBackFromForm(true);
    setView('list');
  };
  const showForm = () => {
    setProblem(undefined);
    setView('create');
  };

  return (
    <Modal onClose={() => !busy && onClose()} className={styles.modal}>
      <ModalHeading>{t('albums.copyModal.title')}</ModalHeading>
      <p>{t('albums.copyModal.intro', { count: photoIds.length })}</p>
      {problem && (
        <Alert>
          {t(problem === 'copyFailed' ? 'albums.copyModal.copyFailed' : 'albums.copyModal.createFailed')}
        </Alert>
      )}
      {view === 'list' ? (
        <>
          <div ref={newAlbum} className={styles.newAlbum}>
            <Button variant="secondary" isDisabled={busy || noPhotos} onPress={showForm}>
              {t('albums.copyModal.newAlbum')}
            </Button>
          </div>
          <AlbumChoices
            copyingId={copy.isPending ? copy.variables.albumId : undefined}
            disabled={busy || noPhotos}
            onChoose={(album) => copy.mutate(album)}
          />
          <div className={styles.footer}>
            <Button variant="quiet" isDisabled={busy} onPress={onClose}>
              {t('albums.copyModal.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit} className={styles.form}>
          <TextField
            label={t('albums.copyModal.nameLabel')}
            placeholder={t('albums.copyModal.namePlaceholder')}
            value={name}
            onChange={(value) => {
              setName(value);
              // An error shown after a submit goes once the name changes; it is checked again on submit.
              setNameProblem(undefined);
            }}
            errorMessage={nameProblem && t(ALBUM_NAME_MESSAGES[nameProblem])}
            inputRef={nameInput}
          />
          <div className={styles.footer}>
            <Button variant="quiet" isDisabled={busy} onPress={showList}>
              {t('albums.copyModal.back')}
            </Button>
            <Button type="submit" isPending={create.isPending}>
              {t('albums.copyModal.create')}
            </Button>
          </div>
        </form>
      )}
      <p className="visually-hidden" aria-live="polite">
        {busy ? t('albums.copyModal.copying') : ''}
      </p>
    </Modal>
  );
}
