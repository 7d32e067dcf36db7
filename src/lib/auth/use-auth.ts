import { useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { AuthService, SignInState } from './auth-service';
import type { AuthUser } from './auth-user';

/** The auth service of the router context. */
export function useAuth(): AuthService {
  return useRouteContext({ from: '__root__', select: (context) => context.auth });
}

/** The signed-in user (re-renders on sign-in and sign-out). */
export function useAuthUser(): AuthUser | null {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, auth.getUser, auth.getUser);
}

/** Whether the sign-in waits for an identity provider that does not answer yet (re-renders when that changes). */
export function useSignInState(): SignInState {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, auth.getSignInState, auth.getSignInState);
}
