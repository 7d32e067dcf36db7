import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import type { AuthUser } from '@/lib/auth/auth-user';
import { useAuthUser } from '@/lib/auth/use-auth';
import { lazyPage } from '@/lib/routing/lazy-page';

const loadBannerModule = () => import('./business-status-banner');
const StatusBanner = lazyPage(loadBannerModule, 'StatusBanner');

/**
 * The business status banner for the account layout's `banner` slot: nothing for consumers (and nothing
 * loaded or requested for them); for business accounts the banner, whose code and query the account layout's
 * loader starts beside the page's (`loadBusinessStatusBanner`).
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

/**
 * The account layout's loader part for the banner (issue 25, CLS): a business account's banner code and profile,
 * loaded beside the page's own calls, so that the banner is there at the page's first render. Shown after it, it
 * moved the whole page down (0.036 on the invoices page). A failed profile load is the banner's error state.
 */
export async function loadBusinessStatusBanner({
  user,
  api,
  queryClient,
}: {
  user: AuthUser;
  api: ApiClients;
  queryClient: QueryClient;
}): Promise<void> {
  if (!user.isBusiness) return;
  // The profile call itself is started by the start script on landing (first-calls.ts `firstCallsOf`).
  await StatusBanner.preload();
  const { loadStatusBannerData } = await loadBannerModule();
  await loadStatusBannerData({ api, queryClient });
}
