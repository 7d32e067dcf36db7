/**
 * The developer's feature-flag button (feature-flag-control.tsx shows it): it opens the feature-flag modal, loaded
 * only when wanted.
 */
import { lazy, Suspense, useState } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';

const loadModal = () => import('./feature-flag-modal');
const FeatureFlagModal = lazy(loadModal);

export function FeatureFlagButton({ className }: { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const preload = () => void loadModal();
  return (
    <>
      <NativeButton
        variant="quiet"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onPress={() => setOpen(true)}
      >
        {t('featureFlags.open')}
      </NativeButton>
      {open && (
        <Suspense fallback={null}>
          <FeatureFlagModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
