/**
 * The delete-all modal (my-photos.md sections 2, 5 and 8): the user types the localized word DELETE
 * (`photos.deleteAll.word`) exactly (case and spaces count) and submits; the word is checked on submit only, never
 * while typing or on leaving the field, and the error stays until the next submit. Then DELETE /photos/all; on
 * success the timeline empties (the page shows its empty state and this modal goes with the toolbar); on failure
 * the modal stays open with the alert "Error: Your photos could not be deleted" and nothing leaves the screen.
 * It cannot be closed while the request is on its way (its answer decides what the page shows).
 * Loaded on demand (delete-all-button.tsx): react-aria's dialog and field are not part of the timeline's bundle.
 *
 * Assumption (texts not shown in the spec): the title and the submit button say "Delete all photos", an
 * explanation says the deletion is permanent and includes the albums' photos.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/i18n-provider';
import { useDeleteAllPhotos } from './use-delete-all-photos';
import styles from './delete-all-modal.module.css';

export interface DeleteAllModalProps {
  onClose: () => void;
}

/** Whether `typed` is the confirmation word: exactly, as the spec asks. */
export const isConfirmationWord = (typed: string, word: string): boolean => typed === word;

export function DeleteAllModal({ onClose }: DeleteAllModalProps) {
  const t = useT();
  const word = t('photos.deleteAll.word');
  const descriptionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [wrongWord, setWrongWord] = useState(false);
  const deleteAll = useDeleteAllPhotos();
  const pending = deleteAll.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!isConfirmationWord(typed, word)) {
      setWrongWord(true);
      deleteAll.reset();
      inputRef.current?.focus();
      return;
    }
    setWrongWord(false);
    // Usually the emptied page has already removed this modal; if photos remain (e.g. one arrived meanwhile), close.
    deleteAll.mutate(undefined, { onSuccess: onClose });
  };

  return (
    <Modal onClose={() => !pending && onClose()} aria-describedby={descriptionId}>
      <ModalHeading>{t('photos.deleteAll.title')}</ModalHeading>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p id={descriptionId}>{t('photos.deleteAll.description')}</p>
        <TextField
          label={t('photos.deleteAll.inputLabel', { word })}
          value={typed}
          onChange={setTyped}
          errorMessage={wrongWord ? t('photos.deleteAll.invalid', { word }) : undefined}
          inputRef={inputRef}
          autoComplete="off"
          isReadOnly={pending}
        />
        {deleteAll.isError && <Alert>{t('photos.delete.failedMany')}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('photos.deleteAll.cancel')}
          </Button>
          {/* Not react-aria's isPending: its announcement leaves an unnamed role="img" behind (axe). */}
          <Button type="submit">
            {pending ? t('photos.deleteAll.pending') : t('photos.deleteAll.submit')}
          </Button>
        </div>
        <output className="visually-hidden">{pending ? t('photos.deleteAll.pending') : ''}</output>
      </form>
    </Modal>
  );
}
