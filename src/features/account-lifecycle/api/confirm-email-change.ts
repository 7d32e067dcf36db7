import type { ApiClients } from '@/lib/api/clients';
import type { AuthService } from '@/lib/auth/auth-service';
import type { ConfirmationLink } from './confirmation-link';
import { identityPath, withTokenRedacted } from './identity';

export const EMAIL_CHANGE_SUCCESS_PATH = '/change-email-success';

/**
 * POST identity /v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm (204), then signs the
 * user out with a redirect to the success page (account-area.md section 4, "Token pages"): the session's tokens
 * carry the old address. Rejects (without the token in the error) when the service refuses the token: 404
 * unknown or another account's, 410 used or expired, 409 the address was taken meanwhile.
 */
export async function confirmEmailChange({
  api,
  auth,
  link,
}: {
  api: ApiClients;
  auth: AuthService;
  link: ConfirmationLink;
}): Promise<void> {
  const token = link['confirmation-token'];
  const path = identityPath(auth.getUser());
  await withTokenRedacted(token, () =>
    api.identity.POST('/v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm', {
      params: { path: { ...path, token } },
    }),
  );
  await signOutTo(auth, EMAIL_CHANGE_SUCCESS_PATH);
}

/**
 * Signs out towards `path` (never resolves while the browser leaves). Should the sign-out fail, the change is
 * still done: the cookies are gone already, and the caller's success page shows.
 */
export async function signOutTo(auth: AuthService, path: string): Promise<void> {
  try {
    await auth.signOut(path);
  } catch (error) {
    console.error('Sign-out after the confirmation failed', error);
  }
}
