import { useEffect, useId, useRef, useState } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { albumChangeInvalidations, albumFormSchema, renameAlbum } from '@/features/albums';
import { useApi } from '@/lib/api/use-api';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import styles from './albums.module.css';

/**
 * The album's name, clickable to edit in place (account-area.md "Album screen"; section 5's album-name rules,
 * checked on submit). Saving renames it (PATCH); the service's 400 naming the name shows on the field ('Name not
 * valid'), any other failure (a 400 naming no field too) says
 * 'Unable to save changes. Please try again' and keeps the typed name. Escape or Cancel leaves the name as it is.
 */
export function AlbumNameEditor({ albumId, albumName }: { albumId: string; albumName: string }) {
  const t = useT();
  const api = useApi();
  const hintId = useId();
  const [editing, setEditing] = useState(false);
  const nameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const rename = useAppMutation({
    mutationFn: (name: string) => renameAlbum(api, albumId, name),
    invalidates: [...albumChangeInvalidations.rename(albumId)],
    onSuccess: () => stop(),
  });
  const form = useAppForm({
    schema: albumFormSchema,
    defaultValues: { name: albumName },
    onSubmit: ({ name }) => rename.mutateAsync(name),
    serverMessages: { name: 'albums.copyModal.nameInvalid' },
  });
  const { focusField, reset } = form;

  const start = () => {
    reset({ name: albumName });
    rename.reset();
    setEditing(true);
  };
  function stop() {
    returnFocus.current = true;
    setEditing(false);
  }
  useEffect(() => {
    if (editing) focusField('name');
    else if (returnFocus.current) {
      returnFocus.current = false;
      nameButton.current?.focus();
    }
  }, [editing, focusField]);

  if (!editing) {
    return (
      <h2 className={styles.titleRow}>
        <button
          ref={nameButton}
          type="button"
          className={styles.nameButton}
          aria-describedby={hintId}
          onClick={start}
        >
          {albumName}
        </button>
        <span id={hintId} className="visually-hidden">
          {t('albums.album.rename')}
        </span>
      </h2>
    );
  }
  // Any failure the form did not show on the name (a 400 naming no field included): never a silent failure.
  const failed = rename.isError && form.failure !== undefined;
  return (
    // Escape in the field leaves the name as it is (as Cancel).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- keys bubbling from the field and buttons inside
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !rename.isPending) stop();
      }}
    >
      {failed && <Alert>{t('albums.album.saveFailed')}</Alert>}
      <AppForm form={form} className={styles.renameForm}>
        <TextField
          {...form.field('name')}
          label={t('albums.album.nameLabel')}
          placeholder={t('albums.copyModal.namePlaceholder')}
        />
        <SubmitButton form={form}>{t('albums.album.save')}</SubmitButton>
        <Button variant="quiet" isDisabled={rename.isPending} onPress={stop}>
          {t('albums.album.cancel')}
        </Button>
      </AppForm>
    </div>
  );
}
