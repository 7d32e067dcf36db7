/**
 * The app's toast queue (my-photos.md "Toast container": top-centre, dark, closes after 5 s, newest on top).
 *
 *   const id = showToast({ message: t('photos.download.preparing') });
 *   closeToast(id);
 *
 * A plain store, usable outside React (push handlers, mutations): it holds what is shown, newest first. The
 * container (`ToastContainer` of components/ui/toast.tsx, mounted once in the app shell) renders it, runs each
 * toast's timer (paused while the pointer is over the toasts or focus is in them) and closes toasts through
 * `closeToast`. Without a container nothing expires (unit tests read `getToasts()`).
 */
import type { ReactNode } from 'react';
import { TOAST_MS } from '@/lib/constants';

export type ToastTone = 'neutral' | 'error';

export interface ToastRequest {
  /** Text, or rich content (e.g. a message with a link). */
  message: ReactNode;
  /** error: styled and announced as an error. Default neutral. */
  tone?: ToastTone;
  /** How long the toast stays (ms) while nobody hovers or focuses it; default TOAST_MS (5 s). */
  timeoutMs?: number;
}

export interface Toast {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  timeoutMs: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
let sequence = 0;

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast on top of the others; returns its id (for `closeToast`). */
export function showToast({ message, tone = 'neutral', timeoutMs = TOAST_MS }: ToastRequest): string {
  if (!(timeoutMs > 0)) throw new RangeError(`A toast needs a positive timeout, not ${timeoutMs}`);
  sequence += 1;
  const id = `toast-${sequence}`;
  publish([{ id, message, tone, timeoutMs }, ...toasts]);
  return id;
}

/** Closes the toast `id`; nothing happens when it is already closed. */
export function closeToast(id: string): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  publish(toasts.filter((toast) => toast.id !== id));
}

/** The toasts shown, newest first (a new array on every change: a `useSyncExternalStore` snapshot). */
export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes every toast (tests). */
export function clearToasts(): void {
  if (toasts.length > 0) publish([]);
}
