import { createFileRoute, redirect } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';

/** The identity provider returns here: complete the sign-in, then go back to the remembered page. */
export const Route = createFileRoute('/auth/callback')({
  beforeLoad: async ({ context }) => {
    const returnTo = await context.auth.completeSignIn();
    throw redirect({ href: returnTo, replace: true });
  },
  pendingMs: 0,
  pendingComponent: () => <PagePending labelId="auth.signingIn" />,
});
