import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { cx } from './class-names';
import styles from './modal.module.css';

export interface ModalProps {
  /** Called when the modal asks to close: Escape, or a press outside it when `isDismissable`. */
  onClose: () => void;
  /** fullscreen: covers the page (the photo preview); dialog: a centred box over a dimmed page. */
  variant?: 'fullscreen' | 'dialog';
  /** A press outside the dialog closes it. */
  isDismissable?: boolean;
  /** The dialog's accessible name, unless a `ModalHeading` inside names it. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  /** Keys pressed anywhere in the dialog (e.g. the preview's arrow keys). */
  onKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/**
 * A modal dialog (react-aria ModalOverlay, Modal and Dialog): dialog semantics with aria-modal, the page behind
 * hidden from assistive technology, focus moved in, kept in and returned to where it was on close, Escape
 * closes, and the page does not scroll while it is open. Open while rendered: the caller renders it or not.
 * Stacked modals: Escape closes the last one opened.
 */
export function Modal({
  onClose,
  variant = 'dialog',
  isDismissable = false,
  className,
  onKeyDown,
  children,
  ...aria
}: ModalProps) {
  const dialogRef = useRef<HTMLElement>(null);
  const keyDown = useRef(onKeyDown);
  useLayoutEffect(() => {
    keyDown.current = onKeyDown;
  });
  // react-aria's Dialog takes no keyboard handlers: a listener on its element.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const listener = (event: KeyboardEvent) => keyDown.current?.(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, []);
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={isDismissable}
      className={styles.overlay}
      data-variant={variant}
    >
      <RACModal className={styles.modal} data-variant={variant}>
        <Dialog ref={dialogRef} className={cx(styles.dialog, className)} {...aria}>
          {children}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}

/** The modal's title; it names the dialog. */
export function ModalHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Heading slot="title" className={cx(styles.heading, className)}>
      {children}
    </Heading>
  );
}
