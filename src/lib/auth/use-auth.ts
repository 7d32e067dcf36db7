import { useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { AuthService } from './auth-service';
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
