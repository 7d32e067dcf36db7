import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { focusPageHeadingIfLost } from '@/lib/a11y/focus-page-heading';
import { cx } from './class-names';
import styles from './modal.module.css';

/** The dialogs open now, the last opened last: Back closes that one. */
const openDialogs: symbol[] = [];

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
 * Stacked modals: Escape closes the last one opened. The browser's Back closes a dialog (the last one opened)
 * instead of leaving the page under it (issue 23); a fullscreen modal is a route of its own (the photo preview),
 * which Back leaves as any page.
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
  const close = useRef(onClose);
  useLayoutEffect(() => {
    keyDown.current = onKeyDown;
    close.current = onClose;
  });
  const router = useRouter({ warn: false });
  useEffect(() => {
    if (!router || variant !== 'dialog') return;
    const self = Symbol('dialog');
    openDialogs.push(self);
    const unblock = router.history.block({
      // Only the last dialog opened answers; the navigation stays where it is.
      blockerFn: ({ action }) => {
        if (action !== 'BACK' || openDialogs.at(-1) !== self) return false;
        close.current();
        return true;
      },
      enableBeforeUnload: false,
    });
    return () => {
      unblock();
      openDialogs.splice(openDialogs.indexOf(self), 1);
    };
  }, [router, variant]);
  // Closed: react-aria gives the focus back to the opener; an opener that is gone (the address just deleted)
  // leaves it on the body, so it goes to the page's heading instead (issue 23).
  useEffect(
    () => () => {
      requestAnimationFrame(() => setTimeout(() => focusPageHeadingIfLost()));
    },
    [],
  );
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
