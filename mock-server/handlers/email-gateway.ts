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
import { confirmSubscription, createSubscriptionState } from '../db/subscriptions';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

export function createEmailGatewayHandlers(deps: HandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'email-gateway', verifier: deps.verifier });
  const state = createSubscriptionState(deps);
  deps.onReset(state.reset);

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
