/**
 * The toasts on screen (react-aria-components' UNSTABLE_ToastRegion, loaded with the first toast by
 * toast.tsx). react-aria gives: a landmark region (F6 reaches it), each toast a focusable element named by its
 * message whose content is announced (role=alert), timers paused while the pointer is over the region or focus is in it, focus moved
 * sensibly when a focused toast closes, and a "top layer" that stays reachable and visible over open modals.
 *
 * The queue of src/lib/toasts.ts is the source of truth; react-aria's ToastQueue mirrors it here: toasts shown
 * there are added (oldest first, so the newest is on top), toasts closed there are closed here, and a toast
 * react-aria closes (its timer, its close button) is closed there.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import type { Toast } from '@/lib/toasts';
import styles from './toast.module.css';

/** More toasts wait (without running their timers) until one of these closes. */
const MAX_VISIBLE_TOASTS = 4;

export interface ToastRegionProps {
  /** The toasts to show, newest first. */
  toasts: readonly Toast[];
  /** A toast's timer ran out or its close button was pressed. */
  onClose: (id: string) => void;
  label: string;
  closeLabel: string;
}

function useMirroredQueue(toasts: readonly Toast[], onClose: (id: string) => void): ToastQueue<Toast> {
  const [queue] = useState(() => new ToastQueue<Toast>({ maxVisibleToasts: MAX_VISIBLE_TOASTS }));
  /** Toast id -> react-aria queue key, for the toasts added and not yet closed. */
  const keys = useRef(new Map<string, string>());
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const shown = new Set(toasts.map((toast) => toast.id));
    for (const [id, key] of keys.current) {
      if (shown.has(id)) continue;
      keys.current.delete(id);
      queue.close(key);
    }
    for (const toast of [...toasts].reverse()) {
      if (keys.current.has(toast.id)) continue;
      const key = queue.add(toast, {
        timeout: toast.timeoutMs,
        // Closed by react-aria (timer, close button), not because the store closed it.
        onClose: () => {
          if (keys.current.delete(toast.id)) close.current(toast.id);
        },
      });
      keys.current.set(toast.id, key);
    }
  }, [toasts, queue]);
  return queue;
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * A toast is not a dialog (issue 23): react-aria marks it role="alertdialog" aria-modal="false", so screen
 * readers announce a dialog for every notice. It is a named group instead (its content stays role=alert). The
 * attributes are set once on the element: React does not write them again while its props stay the same.
 */
const notADialog = (element: HTMLDivElement | null) => {
  if (!element) return;
  element.setAttribute('role', 'group');
  element.removeAttribute('aria-modal');
};

export function ToastRegion({ toasts, onClose, label, closeLabel }: ToastRegionProps) {
  const queue = useMirroredQueue(toasts, onClose);
  return (
    <RACToastRegion queue={queue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <RACToast ref={notADialog} toast={toast} className={styles.toast} data-tone={toast.content.tone}>
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.message}>
              {toast.content.message}
            </Text>
          </RACToastContent>
          <Button slot="close" aria-label={closeLabel} className={styles.close}>
            <CloseIcon />
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
