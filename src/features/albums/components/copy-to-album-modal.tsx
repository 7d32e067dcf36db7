/**
 * The copy-to-album modal (account-area.md "Copy-to-album modal", section 5 album name rules):
 * - list view: the user's albums page by page ("Show more albums"); choosing one copies the photos into it
 *   (POST /albums/{id}/photos in chunks), closes the modal and shows the toast "Photos copied to {albumLink}";
 * - create view: a name ("Untitled album" placeholder; required, no leading whitespace, none of < > ;),
 *   validated on submit only; creating creates the album AND copies the photos into it (decided: the modal's
 *   purpose is copying, an empty album would leave the user to start again), then closes, shows the same toast
 *   and navigates to the new album (albumLocation).
 * Either way the album queries and the user's counts are refreshed and `onCopied` runs (the selection stops).
 *
 * Built on the page patterns: the list is a ListState with LoadMore, the form a useAppForm (albumFormSchema, the
 * service's 400 naming body.name shown on the field), both changes useAppMutation (albums and counts re-read
 * after success and after any failure: a chunked copy may have been applied in part).
 *
 * Failures keep the modal open with an alert (messages not in the spec, assumed: "Error: Your photos could not
 * be copied to the album", "Error: Your album could not be created"). Adding is idempotent, so choosing the album
 * again retries safely; an album created whose copy failed shows up in the list to choose.
 */
import { useEffect, useRef, useState } from 'react';
import { RouterContextProvider, useRouter } from '@tanstack/react-router';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { ListState } from '@/components/list-page/list-state';
import { LoadMore } from '@/components/list-page/load-more';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { THUMBNAIL_ID_SMALL } from '@/lib/constants';
import { fieldErrorsFromProblem } from '@/lib/forms/form-errors';
import { pickThumbnail } from '@/lib/api/schemas/photo';
import { useApi } from '@/lib/api/use-api';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { albumLocation } from '../album-location';
import { albumFormSchema } from '../album-name';
import { addPhotosToAlbum } from '../api/add-photos-to-album';
import { createAlbum } from '../api/create-album';
import { useAlbums, type Album } from '../api/get-albums';
import { albumChangeInvalidations } from '../api/album-changes';
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
  return (
    <ListState
      query={albums}
      errorText={t('albums.loadError')}
      emptyText={t('albums.copyModal.empty')}
      isEmpty={(data) => data.pages.every((page) => page.albums.length === 0)}
    >
      {(data) => (
        <div className={styles.listArea}>
          <ul className={styles.list} aria-label={t('albums.copyModal.listLabel')}>
            {data.pages
              .flatMap((page) => page.albums)
              .map((album) => (
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
          <LoadMore query={albums} label={t('albums.copyModal.loadMore')} errorText={t('albums.loadError')} />
        </div>
      )}
    </ListState>
  );
}

export function CopyToAlbumModal({ photoIds, onClose, onCopied }: CopyToAlbumModalProps) {
  const t = useT();
  const api = useApi();
  const router = useRouter();
  const [view, setView] = useState<'list' | 'create'>('list');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const newAlbum = useRef<HTMLDivElement>(null);
  // The albums and the user's counts: after a copy, and after a failed one (chunks before the failure were added).
  const invalidates = [...albumChangeInvalidations.copied()];

  /** The photos are in `album`: say so (with a link to it), and close. */
  const copiedToast = (album: Pick<Album, 'albumId' | 'albumName'>) =>
    richMessage(
      t,
      'albums.copied',
      'albumLink',
      <RouterContextProvider router={router}>
        <Link {...albumLocation(album.albumId)}>{album.albumName}</Link>
      </RouterContextProvider>,
    );
  const copied = () => {
    onCopied?.();
    onClose();
  };

  const copy = useAppMutation({
    mutationFn: (album: Album) => addPhotosToAlbum({ api, albumId: album.albumId, photoIds }),
    onMutate: () => setProblem(undefined),
    invalidates,
    reReadAfter: 'any-failure',
    successToast: (_data, album) => copiedToast(album),
    onSuccess: copied,
    onError: () => setProblem('copyFailed'),
  });

  const create = useAppMutation({
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
    invalidates,
    reReadAfter: 'any-failure',
    successToast: (album) => copiedToast(album),
    onSuccess: (album) => {
      copied();
      void router.navigate(albumLocation(album.albumId));
    },
    onError: (error) => {
      if (error instanceof CopyAfterCreateError) {
        // The album exists: it is in the list now, to choose again.
        setBackFromForm(true);
        setView('list');
        setProblem('copyFailed');
      } else if (!fieldErrorsFromProblem(error, { fields: ['name'] })) {
        // A 400 naming the name shows on the field; any other failure (a 400 naming no field too) here.
        setProblem('createFailed');
      }
    },
  });

  const form = useAppForm({
    schema: albumFormSchema,
    defaultValues: { name: '' },
    onSubmit: ({ name }) => create.mutateAsync(name),
    serverMessages: { name: 'albums.copyModal.nameInvalid' },
  });

  // Focus follows the view: the name field when the form opens; back in the list, "New album" (the button that
  // opened the form).
  const [backFromForm, setBackFromForm] = useState(false);
  const { focusField } = form;
  useEffect(() => {
    if (view === 'create') focusField('name');
    else if (backFromForm) newAlbum.current?.querySelector('button')?.focus();
    // focusField reads the current input; the view decides.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [view, backFromForm]);

  const busy = copy.isPending || create.isPending;
  const noPhotos = photoIds.length === 0;

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
        <AppForm form={form} className={styles.form}>
          <TextField
            {...form.field('name')}
            label={t('albums.copyModal.nameLabel')}
            placeholder={t('albums.copyModal.namePlaceholder')}
          />
          <div className={styles.footer}>
            <Button variant="quiet" isDisabled={busy} onPress={showList}>
              {t('albums.copyModal.back')}
            </Button>
            <SubmitButton form={form}>{t('albums.copyModal.create')}</SubmitButton>
          </div>
        </AppForm>
      )}
      <p className="visually-hidden" aria-live="polite">
        {busy ? t('albums.copyModal.copying') : ''}
      </p>
    </Modal>
  );
}
