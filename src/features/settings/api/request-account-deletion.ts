import type { ChannelId } from '@/shared/channels';
import type { ApiClients } from '@/lib/api/clients';
import type { CurrentIdentity } from './current-identity';

/**
 * POST identity /v2/identities/{idpType}/{idpSub}/deleteaccount (account-area.md section 7), body channel: asks
 * for the deletion of the account. The service e-mails a confirmation link (/delete-account-confirmation); the
 * account is deleted only once that link is opened. Answers 202 without a body.
 */
export async function requestAccountDeletion({
  api,
  identity,
  channel,
}: {
  api: ApiClients;
  identity: CurrentIdentity;
  channel: ChannelId;
}): Promise<void> {
  await api.identity.POST('/v2/identities/{idpType}/{idpSub}/deleteaccount', {
    params: { path: { idpType: identity.idpType, idpSub: identity.idpSub } },
    body: { channel },
  });
}
