import { Suspense } from 'react';
import { lazyAfterFirstScreen } from '@/lib/routing/after-first-screen';
import type { StorageStatusButtonProps } from './storage-status-button';
import styles from './storage-status.module.css';

/**
 * The button and what it reads (the deletion service's dates) are a side piece of the photos' first screen: they
 * load once it has painted (ADR 074), out of the timeline's first load (1.1 kB gzipped: docs/benchmarks.md "The
 * account pages without the timeline's chunk"). Until then the button's place is held, as while its dates load.
 */
const LazyStorageStatusButton = lazyAfterFirstScreen(
  () => import('./storage-status-button'),
  'StorageStatusButton',
);

/** The header's storage-status button (storage-status-button.tsx), loaded after the first screen. */
export function StorageStatusSlot(props: StorageStatusButtonProps) {
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <LazyStorageStatusButton {...props} />
    </Suspense>
  );
}
