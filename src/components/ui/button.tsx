import { useEffect, useRef } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { cx } from './class-names';
import styles from './button.module.css';

export interface ButtonProps extends RACButtonProps {
  /** overlay: light on a dark, translucent background (over a photo). */
  variant?: 'primary' | 'secondary' | 'quiet' | 'overlay';
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  useNoOrphanedAnnouncements(props.isPending === true);
  return (
    <RACButton
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (name) => cx(styles.button, name))}
    />
  );
}

/** react-aria's announcer adds its first note this long after the announcer is created (for Safari). */
const ANNOUNCER_FIRST_NOTE_DELAY_MS = 100;

/**
 * A focused Button announces the start and the end of its pending state through react-aria's live announcer: a
 * note with role="img" and `aria-labelledby` pointing at the button, kept for 7 s. When the action closes the
 * button's modal, the note points at nothing for the rest of those 7 s: an image without a name (axe's
 * role-img-alt, serious) that a screen reader can no longer read anyway. So a Button that was ever pending takes
 * its orphaned notes with it when it goes: at once, and once more after the announcer's own delay, in case the note
 * comes after the button went.
 */
function useNoOrphanedAnnouncements(isPending: boolean) {
  const everPending = useRef(false);
  useEffect(() => {
    if (isPending) everPending.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      if (!everPending.current || !document.querySelector('[data-live-announcer]')) return;
      removeOrphanedNotes();
      setTimeout(removeOrphanedNotes, ANNOUNCER_FIRST_NOTE_DELAY_MS + 50);
    },
    [],
  );
}

/** Removes the announcer's notes whose every `aria-labelledby` target has left the page. */
function removeOrphanedNotes() {
  for (const note of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
    const ids = (note.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => document.getElementById(id))) note.remove();
  }
}
