/**
 * The confirmation of an action that cannot be undone (delete album, delete all photos, remove an address):
 * a modal dialog (ui/modal.tsx: focus moved in, kept in, and returned to the opener when it closes) named by
 * its title and described by its text, with Cancel and the confirm button. Confirming runs the caller's action
 * (usually a useAppMutation); while it runs the confirm button says `pendingLabel` (also announced) and the
 * dialog cannot be closed; a failure keeps it open with `errorMessage`, to try again or cancel.
 *
 *   <ConfirmDialog
 *     title={t('albums.delete.title')}
 *     description={t('albums.delete.text')}   // "This will delete the album but not the photos within the album."
 *     confirmLabel={t('albums.delete.confirm')}
 *     cancelLabel={t('common.cancel')}
 *     isPending={remove.isPending}
 *     errorMessage={remove.isError ? t('albums.delete.failed') : undefined}
 *     onConfirm={() => remove.mutate(albumId, { onSuccess: close })}
 *     onClose={close}
 *   />
 *
 * `children` go between the text and the buttons, inside the dialog's form (Enter in a field confirms), e.g. a
 * field where the user types a confirmation word (bind it with useAppForm and confirm with `form.submit`).
 * Not react-aria's isPending on the button: its announcement leaves an unnamed role="img" behind (axe).
 * On a page's first screen use LazyConfirmDialog (./lazy-confirm-dialog.tsx): the same dialog, loaded when it opens.
 *
 * An action runs once until it settles (issue 23): a second press before the page has rendered `isPending`
 * (a double-click, Enter held) does not confirm again. The dialog locks when it confirms; the lock opens when
 * `isPending` or `errorMessage` changes and it is not pending, or, for an action that never goes pending (a sync
 * one, a field that did not validate), once a double-click's time has passed.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal, ModalHeading } from '@/components/ui/modal';
import styles from './confirm-dialog.module.css';

/** The longest time between a double-click's two clicks most systems allow. */
export const REPEAT_PRESS_WINDOW_MS = 500;

export interface ConfirmDialogProps {
  title: string;
  /** What confirming does. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's text (and the announcement) while the action runs; default `confirmLabel`. */
  pendingLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape, or the caller after success; not called while pending. */
  onClose: () => void;
  isPending?: boolean;
  /** The action failed: shown in the dialog (role=alert). */
  errorMessage?: ReactNode;
  children?: ReactNode;
}

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  onConfirm,
  onClose,
  isPending = false,
  errorMessage,
  children,
}: ConfirmDialogProps) {
  const descriptionId = useId();
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The action went pending, or settled: the props guard from here on.
  useEffect(() => {
    if (isPending) {
      clearTimeout(unlockTimer.current);
    } else {
      locked.current = false;
    }
  }, [isPending]);
  // A failure is shown (one so quick that the dialog never rendered pending): it may be tried again.
  useEffect(() => {
    if (errorMessage !== undefined) locked.current = false;
  }, [errorMessage]);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || locked.current) return;
    locked.current = true;
    unlockTimer.current = setTimeout(() => {
      locked.current = false;
    }, REPEAT_PRESS_WINDOW_MS);
    onConfirm();
  };
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Modal onClose={close} aria-describedby={descriptionId}>
      <ModalHeading>{title}</ModalHeading>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div id={descriptionId}>{typeof description === 'string' ? <p>{description}</p> : description}</div>
        {children}
        {errorMessage !== undefined && <Alert>{errorMessage}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button type="submit">{isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}</Button>
        </div>
        <output className="visually-hidden">{isPending ? (pendingLabel ?? confirmLabel) : ''}</output>
      </form>
    </Modal>
  );
}
