/**
 * The developer's feature-flag control (my-photos.md section 2 "Other overlays"): a button, shown only when
 * PhotoManagementFeatureFlagControl is on (`?PhotoManagementFeatureFlagControl=true`), that opens the
 * feature-flag modal. Customers never have the flag: the button's code (and the modal's) loads only when it is on,
 * so every page of the account layout stays light.
 */
import { lazy, Suspense } from 'react';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

const FeatureFlagButton = lazy(() =>
  import('./feature-flag-button').then((module) => ({ default: module.FeatureFlagButton })),
);

export function FeatureFlagControl({ className }: { className?: string }) {
  const enabled = useFeatureFlag('PhotoManagementFeatureFlagControl');
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <FeatureFlagButton className={className} />
    </Suspense>
  );
}
