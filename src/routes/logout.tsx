import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';

/** Sign out: both cookies go, then the identity provider's sign-out redirects back to the root. */
export const Route = createFileRoute('/logout')({
  staticData: { pageTitle: 'pageTitle.signOut' },
  beforeLoad: ({ context }) => context.auth.signOut(),
  pendingMs: 0,
  pendingComponent: () => <PagePending labelId="auth.signingOut" />,
});
