import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { albumFormSchema } from '../album-name';
import { albumLocation } from '../album-location';
import { albumChangeInvalidations } from '../api/album-changes';
import { createAlbum } from '../api/create-album';
import { useApi } from '@/lib/api/use-api';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';

/**
 * The albums list's New album tile opens this: a name (album-name rules, checked on submit), then the new empty
 * album opens (account-area.md "Copy-to-album modal": creating an album navigates to it). A 400 of the service
 * shows on the field; another failure keeps the modal and the typed name with an alert.
 */
export default function NewAlbumModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const create = useAppMutation({
    mutationFn: (name: string) => createAlbum({ api, name }),
    invalidates: [...albumChangeInvalidations.created()],
    onSuccess: (albumId) => {
      onClose();
      void navigate(albumLocation(albumId));
    },
  });
  const form = useAppForm({
    schema: albumFormSchema,
    defaultValues: { name: '' },
    onSubmit: ({ name }) => create.mutateAsync(name),
    serverMessages: { name: 'albums.copyModal.nameInvalid' },
  });
  const { focusField } = form;
  useEffect(() => focusField('name'), [focusField]);
  // Any failure the form did not show on the name (a 400 naming no field included).
  const failed = create.isError && form.failure !== undefined;
  return (
    <Modal onClose={() => !create.isPending && onClose()}>
      <ModalHeading>{t('albums.createTitle')}</ModalHeading>
      {failed && <Alert>{t('albums.createFailed')}</Alert>}
      <AppForm form={form}>
        <TextField
          {...form.field('name')}
          label={t('albums.copyModal.nameLabel')}
          placeholder={t('albums.copyModal.namePlaceholder')}
        />
        <div style={{ display: 'flex', gap: 'var(--space-2)', justifyContent: 'flex-end' }}>
          <Button variant="quiet" isDisabled={create.isPending} onPress={onClose}>
            {t('albums.copyModal.cancel')}
          </Button>
          <SubmitButton form={form}>{t('albums.copyModal.create')}</SubmitButton>
        </div>
      </AppForm>
    </Modal>
  );
}
