/**
 * The delete-all modal (my-photos.md sections 2, 5 and 8): the user types the localized word DELETE
 * (`photos.deleteAll.word`) exactly (case and spaces count) and submits; the word is checked on submit only, never
 * while typing or on leaving the field, and the error stays until the next submit. Then DELETE /photos/all; on
 * success the timeline empties (the page shows its empty state and this modal goes with the toolbar); on failure
 * the modal stays open with the alert "Error: Your photos could not be deleted" and nothing leaves the screen.
 * It cannot be closed while the request is on its way (its answer decides what the page shows).
 * Built on the page patterns: ConfirmDialog, a useAppForm field for the word, useAppMutation (useDeleteAllPhotos).
 * Loaded on demand (delete-all-button.tsx): react-aria's dialog and field are not part of the timeline's bundle.
 *
 * Assumption (texts not shown in the spec): the title and the submit button say "Delete all photos", an
 * explanation says the deletion is permanent and includes the albums' photos.
 */
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { formMessage } from '@/lib/forms/form-errors';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useDeleteAllPhotos } from './use-delete-all-photos';

export interface DeleteAllModalProps {
  onClose: () => void;
}

/** Whether `typed` is the confirmation word: exactly, as the spec asks. */
export const isConfirmationWord = (typed: string, word: string): boolean => typed === word;

/** The form: the confirmation word, typed exactly. */
export const deleteAllFormSchema = (word: string) =>
  z.object({
    typed: z
      .string()
      .check(z.refine((typed) => isConfirmationWord(typed, word), formMessage('photos.deleteAll.invalid'))),
  });

export function DeleteAllModal({ onClose }: DeleteAllModalProps) {
  const t = useT();
  const word = t('photos.deleteAll.word');
  const deleteAll = useDeleteAllPhotos();
  const pending = deleteAll.isPending;
  const schema = useMemo(() => deleteAllFormSchema(word), [word]);
  const messageValues = useMemo(() => ({ word }), [word]);
  const form = useAppForm({
    schema,
    defaultValues: { typed: '' },
    messageValues,
    keepErrorsWhileEditing: true,
    // Usually the emptied page has already removed this modal; if photos remain (e.g. one arrived meanwhile), close.
    onSubmit: () => deleteAll.mutate(undefined, { onSuccess: onClose }),
  });

  return (
    <ConfirmDialog
      title={t('photos.deleteAll.title')}
      description={t('photos.deleteAll.description')}
      confirmLabel={t('photos.deleteAll.submit')}
      pendingLabel={t('photos.deleteAll.pending')}
      cancelLabel={t('photos.deleteAll.cancel')}
      isPending={pending}
      errorMessage={deleteAll.isError ? t('photos.delete.failedMany') : undefined}
      onConfirm={() => {
        // A wrong word takes the last failure's alert away: the field's error says what to do now.
        void form.submit().then((sent) => !sent && deleteAll.reset());
      }}
      onClose={onClose}
    >
      <TextField
        {...form.field('typed')}
        label={t('photos.deleteAll.inputLabel', { word })}
        autoComplete="off"
        isReadOnly={pending}
      />
    </ConfirmDialog>
  );
}
