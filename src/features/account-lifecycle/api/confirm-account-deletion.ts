import type { ApiClients } from '@/lib/api/clients';
import type { AuthService } from '@/lib/auth/auth-service';
import { signOutTo } from './confirm-email-change';
import type { ConfirmationLink } from './confirmation-link';
import { identityPath, withTokenRedacted } from './identity';

export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * POST identity /v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm (204), then signs the
 * user out with a redirect to /account-deleted (account-area.md section 4). Rejects (without the token in the
 * error) when the service refuses the token: 404 unknown or another account's, 410 used or expired.
 */
export async function confirmAccountDeletion({
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
    api.identity.POST('/v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm', {
      params: { path: { ...path, token } },
    }),
  );
  await signOutTo(auth, ACCOUNT_DELETED_PATH);
}
