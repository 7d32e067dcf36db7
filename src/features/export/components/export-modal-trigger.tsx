/**
 * A button that opens the export modal. The modal's code (react-aria's dialog, the request) is loaded the first
 * time the button is hovered, focused or pressed, so the pages that show the button do not carry it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NativeButton, type NativeButtonProps } from '@/components/ui/native-button';

const loadExportModal = () => import('./export-modal');
const ExportModal = lazy(loadExportModal);

export interface ExportModalTriggerProps {
  children: ReactNode;
  variant?: NativeButtonProps['variant'];
}

export function ExportModalTrigger({ children, variant = 'secondary' }: ExportModalTriggerProps) {
  const [open, setOpen] = useState(false);
  const preload = () => void loadExportModal();
  return (
    <>
      <NativeButton
        variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onPress={() => setOpen(true)}
      >
        {children}
      </NativeButton>
      {open && (
        <Suspense fallback={null}>
          <ExportModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
