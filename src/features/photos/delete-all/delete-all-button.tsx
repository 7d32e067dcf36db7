/**
 * "Delete all photos" in the timeline's toolbar (my-photos.md section 2; the page hides it while selecting). The
 * modal is loaded when first wanted (and already when the pointer or focus reaches the button), so the
 * timeline's bundle does not carry it. Focus goes into the modal and back to this button when it closes. After a
 * successful delete-all the page shows its empty state without this button: focus then goes to the page's
 * heading, as wherever an opener is gone (ui/modal.tsx, useFocusKeeper), not to the document's body.
 */
import { lazy, Suspense, useState } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';

const loadModal = () => import('./delete-all-modal');
const DeleteAllModal = lazy(() => loadModal().then((module) => ({ default: module.DeleteAllModal })));

export function DeleteAllButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const preload = () => void loadModal();
  return (
    <>
      <NativeButton
        variant="secondary"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onPress={() => setOpen(true)}
      >
        {t('photos.deleteAll.button')}
      </NativeButton>
      {open && (
        <Suspense fallback={null}>
          <DeleteAllModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
