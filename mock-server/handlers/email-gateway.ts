/**
 * E-mail gateway (openapi/services/email-gateway.yaml): the newsletter double opt-in, confirmed anonymously
 * from the link (no token header). State and the seeded tokens: db/subscriptions.ts.
 *
 * Answers: 204 when the token belongs to the address, again 204 when it was confirmed before (idempotent, as
 * the link may be clicked twice); 404 for an unknown token or a token of another address (the gateway does
 * not tell which); 400 for an e-mail that is not an address (request validation).
 */
import type { HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/email-gateway';
import { confirmSubscription, createSubscriptionState, subscriptionToken } from '../db/subscriptions';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

export function createEmailGatewayHandlers(deps: HandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'email-gateway', verifier: deps.verifier });
  const state = createSubscriptionState(deps);
  deps.onReset(state.reset);
  // The mock's console (issue 26): each seeded double opt-in as the message that carried its link.
  deps.control?.mailbox((appUrl) =>
    [...state.byToken.values()].map((record) => {
      const account = deps.accounts.find((a) => a.email.toLowerCase() === record.email.toLowerCase());
      const link = new URL('/subscription-confirmation', appUrl);
      link.searchParams.set('confirmation-token', record.token);
      link.searchParams.set('email', record.email);
      return {
        id: `optin-${record.token}`,
        to: record.email,
        subject: 'Confirm your newsletter subscription',
        kind: 'doubleOptIn' as const,
        link: link.toString(),
        sentAt: record.requested,
        state: record.confirmed ? ('used' as const) : ('unused' as const),
        ...(account ? { accountId: account.accountId } : {}),
      };
    }),
  );
  deps.control?.accountReset((accountId) => {
    const account = deps.accounts.find((a) => a.accountId === accountId);
    const record = account && state.byToken.get(subscriptionToken(account));
    if (record) record.confirmed = null;
  });

  return [
    api.anonymous.post(
      '/api/v1/Profiles/{email}/subscription/confirm/{confirmationToken}',
      ({ input, response }) =>
        confirmSubscription(state, input.path.email, input.path.confirmationToken)
          ? response(204).empty()
          : problemResponse(404, 'No pending subscription for this address and token.'),
    ),
  ];
}
