import { useAuthUser, useSignInState } from '@/lib/auth/use-auth';
import { PagePending } from './page-pending';

/**
 * The account pages' pending state. A customer whose tokens are valid is signed in already: while the page's code
 * and data arrive (or an expired access token is renewed with the refresh token) they see the page's loading
 * state, never "Signing you in…" (issues 23 and 25). Without a session, while
 * the sign-in starts: "Signing you in…", or, while the identity provider does not answer yet (a backend still
 * starting, a moment offline), that the service is starting and the app keeps trying (auth-service.ts
 * unreachableRetryDelay) instead of an error page.
 */
export function SigningInPending() {
  const user = useAuthUser();
  const state = useSignInState();
  // Signed in, or renewing an expired access token with a valid refresh token: the page is loading.
  if (user || state === 'renewing') return <PagePending />;
  return (
    <PagePending labelId={state === 'waiting-for-service' ? 'auth.waitingForService' : 'auth.signingIn'} />
  );
}
