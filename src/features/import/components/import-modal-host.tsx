/**
 * Where the import modal lives on the My photos page. The modal is loaded lazily the first time it opens (it and
 * its tabs are not needed to show the timeline). When every chosen photo is uploaded it closes and a toast says
 * how many ("3 photos uploaded."): the new photos may belong to months far down the timeline, out of sight.
 */
import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { showToast } from '@/lib/toasts';

const ImportModal = lazy(() => import('./import-modal'));

export interface ImportModalHostProps {
  isOpen: boolean;
  onClose: () => void;
}

export function ImportModalHost({ isOpen, onClose }: ImportModalHostProps) {
  const t = useT();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ImportModal
        onClose={onClose}
        onUploaded={(count) => {
          showToast({ message: t('import.result.uploaded', { count }) });
          onClose();
        }}
      />
    </Suspense>
  );
}
