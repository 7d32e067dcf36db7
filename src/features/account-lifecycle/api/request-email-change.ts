import type { ChannelId } from '@/shared/channels';
import type { ApiClients } from '@/lib/api/clients';
import type { IdentityPath } from './identity';

export interface EmailChangeRequest {
  identity: IdentityPath;
  email: string;
  /** The channel id (config's channel), so the e-mail and the link are the brand's. */
  channel: ChannelId;
}

/**
 * POST identity /v2/identities/{idpType}/{idpSub}/emailchanges, body {email, channel} (202): the service e-mails
 * a confirmation link to the new address. Rejects with RequestFailureError: 400 (the current address; the body),
 * 409 (the address is in use), 429 (too many requests, try later).
 */
export async function requestEmailChange({
  api,
  request,
}: {
  api: ApiClients;
  request: EmailChangeRequest;
}): Promise<void> {
  await api.identity.POST('/v2/identities/{idpType}/{idpSub}/emailchanges', {
    params: { path: request.identity },
    body: { email: request.email, channel: request.channel },
  });
}
