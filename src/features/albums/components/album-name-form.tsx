import { useEffect } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { albumChangeInvalidations, renameAlbum } from '../api/album-changes';
import { albumFormSchema } from '../album-name';
import { useApi } from '@/lib/api/use-api';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import styles from './albums.module.css';

/**
 * The album name's edit form (album-name-editor.tsx shows it, loaded on the first edit: the form and the UI kit's
 * field are not on the album's first screen). Saving renames the album (PATCH); the service's 400 shows on the
 * field ('Name not valid'), any other failure (a 400 naming no field too) says 'Unable to save changes. Please try again' and keeps the typed name. Escape or
 * Cancel leaves the name as it is. `onDone` ends editing (saved or cancelled).
 */
export default function AlbumNameForm({
  albumId,
  albumName,
  onDone,
}: {
  albumId: string;
  albumName: string;
  onDone: () => void;
}) {
  const t = useT();
  const api = useApi();
  const rename = useAppMutation({
    mutationFn: (name: string) => renameAlbum({ api, albumId, name }),
    invalidates: [...albumChangeInvalidations.rename(albumId)],
    onSuccess: () => onDone(),
  });
  const form = useAppForm({
    schema: albumFormSchema,
    defaultValues: { name: albumName },
    onSubmit: ({ name }) => rename.mutateAsync(name),
    serverMessages: { name: 'albums.copyModal.nameInvalid' },
  });
  const { focusField } = form;
  useEffect(() => focusField('name'), [focusField]);

  // Any failure the form did not show on the name (a 400 naming no field included): never a silent failure.
  const failed = rename.isError && form.failure !== undefined;
  return (
    // Escape in the field leaves the name as it is (as Cancel).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- keys bubbling from the field and buttons inside
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !rename.isPending) onDone();
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
        <Button variant="quiet" isDisabled={rename.isPending} onPress={onDone}>
          {t('albums.album.cancel')}
        </Button>
      </AppForm>
    </div>
  );
}
