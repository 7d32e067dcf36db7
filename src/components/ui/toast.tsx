/**
 * The toast container (my-photos.md "Toast container"): mounted once in the app shell, it shows the toasts of
 * src/lib/toasts.ts top-centre, dark, newest on top. Nothing of react-aria's toast code is loaded until the
 * first toast: the region (toast-region.tsx) is a lazy chunk, so the first screen does not pay for it.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { closeToast, getToasts, subscribeToToasts } from '@/lib/toasts';

const ToastRegion = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));

export interface ToastContainerProps {
  /** Accessible name of the toast region (a landmark). */
  label: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
}

export function ToastContainer({ label, closeLabel }: ToastContainerProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  // Loaded with the first toast; it then stays mounted (the region renders nothing while there are none).
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} onClose={closeToast} label={label} closeLabel={closeLabel} />
    </Suspense>
  );
}
