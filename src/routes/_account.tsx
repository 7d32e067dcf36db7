import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AccountLayout } from '@/components/layouts/account-layout';
import { SigningInPending } from '@/components/signing-in-pending';
import { BusinessStatusBanner, loadBusinessStatusBanner } from '@/features/business';
import { FeatureFlagControl } from '@/features/feature-flag-control';
import { AccountDeletedGuard } from '@/features/settings';

/**
 * Every page inside the account layout needs a signed-in user. The loader starts what the layout shows on every
 * page beside the page's own loader: a business account's status banner.
 */
export const Route = createFileRoute('/_account')({
  beforeLoad: async ({ context, location }) => ({ user: await context.auth.ensureSignedIn(location.href) }),
  loader: ({ context }) => loadBusinessStatusBanner(context),
  pendingComponent: SigningInPending,
  component: AccountRoute,
});

function AccountRoute() {
  // The developer's toggle of the feature flags, shown only with ?PhotoManagementFeatureFlagControl=true; the
  // business accounts' status banner on every page. A profile marked accountDeleted sends the user to logout
  // (account-area.md section 4); read beside the page.
  return (
    <>
      <Suspense fallback={null}>
        <AccountDeletedGuard />
      </Suspense>
      <AccountLayout headerTools={<FeatureFlagControl />} banner={<BusinessStatusBanner />} />
    </>
  );
}
