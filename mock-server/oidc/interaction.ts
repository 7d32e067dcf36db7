/**
 * The sign-in interaction of the identity provider (provider.ts): the sign-in page (its address filled in from
 * login_hint), the demo accounts' password check and refusals, and the first-party client's grant without a
 * consent screen.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider as OidcProvider } from 'oidc-provider';
import { DEMO_PASSWORD } from '../accounts';
import type { AccountLookup } from './account-lookup';
import { messagePage, readForm, sendHtml, signInPage } from './pages';
import { accessClaimsFor, ACCESS_TOKEN_AUDIENCE, API_SCOPE, CLIENT_ID, SCOPES } from './policy';

/** The grant of the first-party client: everything it may ask for, no consent screen. */
export async function fullGrant(provider: OidcProvider, accountId: string, grantId?: string) {
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ clientId: CLIENT_ID, accountId });
  grant.addOIDCScope(SCOPES.join(' '));
  grant.addResourceScope(ACCESS_TOKEN_AUDIENCE, API_SCOPE);
  await grant.save();
  return grant;
}

export interface InteractionInputs {
  provider: OidcProvider;
  /** The issuer's path, e.g. /oidc. */
  mountPath: string;
  accounts: AccountLookup;
}

/** Serves /interaction/:uid (GET the page, POST the form) for the provider's running interactions. */
export function createInteractionHandler({ provider, mountPath, accounts }: InteractionInputs) {
  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, POST');
      res.end();
      return;
    }
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      details = undefined;
    }
    if (!details || details.uid !== uid) {
      sendHtml(
        res,
        400,
        messagePage('Sign-in expired', 'This sign-in has expired. Go back to the app and try again.'),
      );
      return;
    }
    const action = `${mountPath}/interaction/${uid}`;

    if (details.prompt.name === 'login') {
      if (req.method === 'GET') {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
        sendHtml(res, 200, signInPage(action, hint, false));
        return;
      }
      const form = await readForm(req);
      if (!form) {
        res.setHeader('Connection', 'close');
        sendHtml(
          res,
          413,
          messagePage('Sign-in error', 'The sign-in form was too large. Go back and try again.'),
        );
        return;
      }
      const email = form.get('email') ?? '';
      const account = accounts.byEmail(email);
      if (!account || form.get('password') !== DEMO_PASSWORD) {
        sendHtml(res, 200, signInPage(action, email, true));
        return;
      }
      const refusal = accounts.refusal(account);
      if (refusal) {
        sendHtml(res, 200, signInPage(action, email, refusal));
        return;
      }
      const { amr } = accessClaimsFor(account);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.accountId, amr } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (details.prompt.name === 'consent') {
      // First-party client: granted without asking (loadExistingGrant normally makes this unreachable).
      const accountId = details.session?.accountId;
      if (!accountId) {
        sendHtml(res, 400, messagePage('Sign-in error', 'No signed-in account.'));
        return;
      }
      const grant = await fullGrant(provider, accountId, details.grantId);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: grant.jti } },
        { mergeWithLastSubmission: true },
      );
      return;
    }

    sendHtml(res, 400, messagePage('Sign-in error', `Unsupported prompt ${details.prompt.name}.`));
  };
}
