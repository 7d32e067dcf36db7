import { useSignInState } from '@/lib/auth/use-auth';
import { PagePending } from './page-pending';

/**
 * The account pages' pending state while the sign-in starts: "Signing you in…", or, while the identity provider
 * does not answer yet (a backend still starting, a moment offline), that the service is starting and the app keeps
 * trying (auth-service.ts unreachableRetryDelay) instead of an error page.
 */
export function SigningInPending() {
  const state = useSignInState();
  return (
    <PagePending labelId={state === 'waiting-for-service' ? 'auth.waitingForService' : 'auth.signingIn'} />
  );
}
