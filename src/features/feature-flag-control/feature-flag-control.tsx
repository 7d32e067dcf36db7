/**
 * The developer's feature-flag control (my-photos.md section 2 "Other overlays"): a button, shown only when
 * PhotoManagementFeatureFlagControl is on (`?PhotoManagementFeatureFlagControl=true`), that opens the
 * feature-flag modal. The modal is loaded only when wanted, so the account layout stays light.
 */
import { lazy, Suspense, useState } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';

const loadModal = () => import('./feature-flag-modal');
const FeatureFlagModal = lazy(loadModal);

export function FeatureFlagControl({ className }: { className?: string }) {
  const t = useT();
  const enabled = useFeatureFlag('PhotoManagementFeatureFlagControl');
  const [open, setOpen] = useState(false);
  if (!enabled) return null;
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
