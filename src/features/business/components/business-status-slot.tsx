import { lazy, Suspense } from 'react';
import { useAuthUser } from '@/lib/auth/use-auth';

const StatusBanner = lazy(() =>
  import('./business-status-banner').then((module) => ({ default: module.StatusBanner })),
);

/**
 * The business status banner for the account layout's `banner` slot: nothing for consumers (and nothing
 * loaded or requested for them); for business accounts the banner, whose code and query load on first use.
 */
export function BusinessStatusBanner() {
  const user = useAuthUser();
  if (!user?.isBusiness) return null;
  return (
    <Suspense fallback={null}>
      <StatusBanner />
    </Suspense>
  );
}
