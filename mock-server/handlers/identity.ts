/**
 * Account identity service (openapi/services/identity.yaml): account deletion and e-mail change, each a
 * request (a one-time token is "e-mailed") and a confirmation with that token. State: db/identity.ts
 * (tokens, mailbox, rate limit); the confirmations write the customer profile (db/customers.ts).
 *
 * Not a contract route: GET * /mock-mail/messages?to=<email> answers {messages: [{id, to, subject, link,
 * token, action, sentAt}]}, newest first, the e-mails the mock "sent" (all of them without `to`). Developers
 * and e2e tests read the confirmation link there.
 *
 * Answers (assumed where the documents are silent; the contract says the same):
 *   - {idpType}/{idpSub} other than the token's claims idp_type/idp_sub: 403 (whoever it names).
 *   - An identity whose deletion was confirmed (or without a customer profile): 404.
 *   - Confirmation: unknown token (or one of another identity or action) 404; used 410; older than 24 h 410.
 *   - E-mail change request: the current address 400; an address another account uses 409; more than 3
 *     accepted requests within 10 minutes 429 with Retry-After (seconds). A confirmation whose new address was
 *     taken in the meantime answers 409 and leaves the token unused.
 *   - A channel the app does not know: 400.
 *   - The confirmed e-mail change sets the customer profile's e-mail; the mock's identity provider reads it
 *     (oidc/account-lookup.ts): the account signs in with the new address only, new tokens carry it.
 *   - The confirmed deletion marks the profile accountDeleted: true (the app then signs the user out), ends every
 *     session and grant of the account at the identity provider (its access and refresh tokens stop working),
 *     and the identity provider refuses the account's sign-in from then on.
 */
import { http, type HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/identity';
import { CHANNELS, type Channel } from '../../src/shared/channels';
import { createCustomerState, profileByEmail, type CustomerRecord } from '../db/customers';
import {
  consoleMailbox,
  createIdentityState,
  emailChangeRetryAfter,
  resetAccountTokens,
  issueToken,
  lookUpToken,
  mailTo,
  useToken,
  type TokenAction,
} from '../db/identity';
import { sharedState } from '../db/state';
import type { AccessClaims } from '../http/auth';
import { isAllowedOrigin } from '../http/cors';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import { describeErrors } from '../openapi/request-validator';
import type { HandlerDeps } from '../deps';

interface IdentityPath {
  idpType: string;
  idpSub: string;
}

const notFound = () => problemResponse(404, 'No such identity.');

function fieldError(field: string, message: string): Response {
  const errors = [{ field, message }];
  return problemResponse(400, describeErrors(errors), errors);
}

/** The channel of a request's ChannelId: one of CHANNELS, as the request validator refuses any other (the enum). */
function channelOf(id: string): Channel {
  return CHANNELS.find((c) => c.id === id) as Channel;
}

/** Where the link in the e-mail points: the app the request came from, else the channel's production host. */
function appOrigin(request: Request, channel: Channel): string {
  const origin = request.headers.get('origin') ?? undefined;
  return isAllowedOrigin(origin) ? origin : `https://account.${channel.domain}`;
}

export function createIdentityHandlers(deps: HandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'identity', verifier: deps.verifier });
  const customers = sharedState(deps, createCustomerState);
  const state = createIdentityState(deps);
  deps.onReset(state.reset);
  deps.control?.mailbox(() => consoleMailbox(state));
  deps.control?.accountReset((accountId) => {
    const account = deps.accounts.find((a) => a.accountId === accountId);
    if (account) resetAccountTokens(state, account);
  });

  /** 403 when the path names another identity than the token's. */
  const forbidden = (claims: AccessClaims, path: IdentityPath) =>
    path.idpType !== claims.idp_type || path.idpSub !== claims.idp_sub
      ? problemResponse(403, 'The identity is not the signed-in identity.')
      : undefined;

  /** The customer record of a live (not deleted) identity. */
  const liveRecord = (claims: AccessClaims): CustomerRecord | undefined => {
    const record = customers.byAccount.get(claims.sub);
    return record && !record.profile.accountDeleted ? record : undefined;
  };

  const identity = (claims: AccessClaims) => ({
    accountId: claims.sub,
    idpType: claims.idp_type,
    idpSub: claims.idp_sub,
  });

  /** The token's answer when it cannot be used: 404 unknown, 410 used or expired. */
  const tokenProblem = (claims: AccessClaims, token: string, action: TokenAction) => {
    const found = lookUpToken(state, token, action, claims.sub);
    if (found.status === 'unknown') return { problem: problemResponse(404, 'No such confirmation token.') };
    if (found.status === 'used') {
      return { problem: problemResponse(410, 'The confirmation link was used already.') };
    }
    if (found.status === 'expired')
      return { problem: problemResponse(410, 'The confirmation link has expired.') };
    return { token: found.token };
  };

  return [
    api.post('/v2/identities/{idpType}/{idpSub}/deleteaccount', ({ claims, input, request, response }) => {
      const denied = forbidden(claims, input.path);
      if (denied) return denied;
      const record = liveRecord(claims);
      if (!record) return notFound();
      const channel = channelOf(input.body.channel);
      issueToken(state, {
        action: 'deleteAccount',
        account: identity(claims),
        sentTo: record.profile.email,
        channel: channel.id,
        appOrigin: appOrigin(request, channel),
      });
      return response(202).empty();
    }),

    api.post(
      '/v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm',
      async ({ claims, input, response }) => {
        const denied = forbidden(claims, input.path);
        if (denied) return denied;
        const found = tokenProblem(claims, input.path.token, 'deleteAccount');
        if (found.problem) return found.problem;
        const record = liveRecord(claims);
        if (!record) return notFound();
        useToken(found.token);
        record.profile = { ...record.profile, accountDeleted: true };
        // Every session and grant of the account ends: its tokens stop working at once (issue 12).
        await deps.verifier.endSessionsOf?.(claims.sub);
        return response(204).empty();
      },
    ),

    api.post('/v2/identities/{idpType}/{idpSub}/emailchanges', ({ claims, input, request, response }) => {
      const denied = forbidden(claims, input.path);
      if (denied) return denied;
      const record = liveRecord(claims);
      if (!record) return notFound();
      const channel = channelOf(input.body.channel);
      const retryAfter = emailChangeRetryAfter(state, claims.sub);
      if (retryAfter > 0) {
        return problemResponse(429, 'Too many e-mail change requests. Try again later.', undefined, {
          'Retry-After': String(retryAfter),
        });
      }
      const email = input.body.email.trim();
      if (email.toLowerCase() === record.profile.email.toLowerCase()) {
        return fieldError('body.email', 'is the current e-mail address of the account');
      }
      const owner = profileByEmail(customers, email);
      if (owner && owner.id !== claims.sub)
        return problemResponse(409, 'The e-mail address is already in use.');
      issueToken(state, {
        action: 'emailChange',
        account: identity(claims),
        sentTo: email,
        newEmail: email,
        channel: channel.id,
        appOrigin: appOrigin(request, channel),
      });
      return response(202).empty();
    }),

    api.post(
      '/v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm',
      ({ claims, input, response }) => {
        const denied = forbidden(claims, input.path);
        if (denied) return denied;
        const found = tokenProblem(claims, input.path.token, 'emailChange');
        if (found.problem) return found.problem;
        const record = liveRecord(claims);
        if (!record) return notFound();
        const newEmail = found.token.newEmail ?? record.profile.email;
        const owner = profileByEmail(customers, newEmail);
        if (owner && owner.id !== claims.sub)
          return problemResponse(409, 'The e-mail address is already in use.');
        useToken(found.token);
        record.profile = { ...record.profile, email: newEmail };
        return response(204).empty();
      },
    ),

    http.get('*/mock-mail/messages', ({ request }) =>
      Response.json(
        { messages: mailTo(state, new URL(request.url).searchParams.get('to')) },
        { headers: { 'Cache-Control': 'no-store' } },
      ),
    ),
  ];
}
