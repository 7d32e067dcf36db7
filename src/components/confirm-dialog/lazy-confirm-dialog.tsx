/**
 * ConfirmDialog, loaded when it opens: the one to use on a page's first screen (a list that offers Delete, the
 * settings' account deletion), so that the page does not load react-aria's dialog and button with its first screen
 * (issue 25: 25 kB gzipped on every such page). Render it only while it is open, as every caller does; it shows once
 * its chunk is there (cached after the first time). Modules that are themselves loaded on demand (a dialog, a
 * toolbar) use ConfirmDialog directly.
 */
import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const Dialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
