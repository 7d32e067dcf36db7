import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { withoutAccessToken } from '@/lib/api/middleware';

/**
 * The double opt-in link's query (account-area.md section 2: "reads query parameters confirmation-token and
 * email"): /subscription-confirmation?confirmation-token=<token>&email=<address>. The rules follow the
 * contract's path parameters (openapi/services/email-gateway.yaml: a token of at least one character, an e-mail
 * address), so a link the gateway would refuse with 400 goes to the error page without a call.
 */
export const subscriptionLinkSchema = z.object({
  'confirmation-token': z.string().check(z.trim(), z.minLength(1)),
  email: z.email(),
});

export type SubscriptionLink = z.infer<typeof subscriptionLinkSchema>;

/**
 * POST e-mail gateway /api/v1/Profiles/{email}/subscription/confirm/{confirmationToken}: confirms the newsletter
 * subscription. Anonymous: no token header is sent, even when the visitor is signed in. Resolves on 204 (also
 * for a link confirmed before); rejects with RequestFailureError otherwise (404: unknown token or address).
 */
export async function confirmSubscription({
  api,
  link,
}: {
  api: ApiClients;
  link: SubscriptionLink;
}): Promise<void> {
  await api.emailGateway.POST('/api/v1/Profiles/{email}/subscription/confirm/{confirmationToken}', {
    params: { path: { email: link.email, confirmationToken: link['confirmation-token'] } },
    middleware: [withoutAccessToken],
  });
}
