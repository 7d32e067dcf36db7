import { createFileRoute } from '@tanstack/react-router';
import { AccountLayout } from '@/components/layouts/account-layout';
import { PagePending } from '@/components/page-pending';

/** Every page inside the account layout needs a signed-in user. */
export const Route = createFileRoute('/_account')({
  beforeLoad: async ({ context, location }) => ({ user: await context.auth.ensureSignedIn(location.href) }),
  pendingComponent: () => <PagePending labelId="auth.signingIn" />,
  component: AccountLayout,
});
