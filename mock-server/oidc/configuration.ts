/**
 * The oidc-provider configuration of the mock's identity provider (provider.ts): the one public client (code +
 * PKCE, refresh tokens), the sign-out pages (logout CSRF: only the app's own sign-out goes through unasked), the
 * API as the access tokens' resource (JWT, RS256), the accounts and their token claims, and the lifetimes.
 */
import type * as OidcModule from 'oidc-provider';
import type { ErrorOut, OidcClient, OidcContext, OidcToken } from 'oidc-provider';
import { findAccountById } from '../accounts';
import type { AccountLookup } from './account-lookup';
import { fullGrant } from './interaction';
import { messagePage, page } from './pages';
import {
  accessClaimsFor,
  ACCESS_TOKEN_AUDIENCE,
  API_SCOPE,
  CALLBACK_PATH,
  CLIENT_ID,
  DAY,
  isAllowedOrigin,
  SCOPES,
} from './policy';
import type { CachedSecrets } from './secrets';
import type { OidcStore } from './store';

export interface ConfigurationInputs {
  store: OidcStore;
  secrets: CachedSecrets;
  accounts: AccountLookup;
  mountPath: string;
  accessTokenTtl: number;
  errors: typeof OidcModule.errors;
  /** Filled in as access tokens are issued: the grants of each account (to end them all when it is deleted). */
  grantsByAccount: Map<string, Set<string>>;
}

export function providerConfiguration({
  store,
  secrets,
  accounts,
  mountPath,
  accessTokenTtl,
  errors,
  grantsByAccount,
}: ConfigurationInputs) {
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Account area',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Registered examples; redirectUriAllowed / postLogoutRedirectUriAllowed below accept the patterns.
        redirect_uris: [`http://localhost:5173${CALLBACK_PATH}`],
        post_logout_redirect_uris: ['http://localhost:5173/'],
      },
    ],
    adapter: store.adapter,
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    scopes: SCOPES,
    responseTypes: ['code'],
    claims: {
      acr: null,
      amr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // ID tokens carry the scope's claims (email) in the code flow as well.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // RP-initiated logout (issue 24, logout CSRF): the confirmation is submitted at once only when the request
        // carries an id_token_hint of the signed-in account (the app's sign-out); any other request to sign out
        // (a link or page elsewhere) shows the question with a button, and nothing ends until it is pressed.
        async logoutSource(ctx: OidcContext, form: string) {
          const hinted = ctx.oidc.entities?.IdTokenHint?.payload?.sub;
          const confirmed = hinted !== undefined && hinted === ctx.oidc.session?.accountId;
          const withLogout = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"/></form>',
          );
          ctx.type = 'html';
          ctx.body = confirmed
            ? page(
                'Signing out',
                `<h1>Signing out</h1>
  ${withLogout}
  <noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
  <script>document.getElementById('op.logoutForm').submit();</script>`,
              )
            : page(
                'Sign out?',
                `<h1>Sign out?</h1>
  <p>Do you want to sign out of your account? If you did not ask to sign out, close this page.</p>
  ${withLogout}
  <button type="submit" form="op.logoutForm">Sign out</button>`,
              );
        },
        async postLogoutSuccessSource(ctx: OidcContext) {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have been signed out.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => ACCESS_TOKEN_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: OidcContext, resource: string) => {
          if (resource !== ACCESS_TOKEN_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: ACCESS_TOKEN_AUDIENCE,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Refresh tokens for the public client whenever it may use the grant (even without offline_access).
    issueRefreshToken: async (
      _ctx: OidcContext,
      client: OidcClient & { grantTypeAllowed(t: string): boolean },
    ) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx: OidcContext) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || ctx.oidc.client?.clientId !== CLIENT_ID) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(CLIENT_ID);
      return fullGrant(ctx.oidc.provider, accountId, grantId);
    },
    interactions: {
      url: async (_ctx: OidcContext, interaction: { uid: string }) =>
        `${mountPath}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: OidcContext, sub: string) => {
      const account = accounts.byId(sub);
      if (!account || accounts.refusal(account)) return undefined;
      return {
        accountId: account.accountId,
        claims: async () => ({
          sub: account.accountId,
          email: account.email,
          email_verified: true,
          name: account.displayName,
        }),
      };
    },
    extraTokenClaims: async (_ctx: OidcContext, token: OidcToken) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = accounts.byId(token.accountId);
      if (!account) return undefined;
      const { sub: _sub, ...claims } = accessClaimsFor(account);
      const { grantId } = token;
      if (!grantId) return claims;
      // The grant goes into the token, so the APIs can check it is still alive (verifyAccessToken).
      const grants = grantsByAccount.get(account.accountId) ?? new Set<string>();
      grants.add(grantId);
      grantsByAccount.set(account.accountId, grants);
      return { ...claims, gid: grantId };
    },
    clientBasedCORS: (_ctx: OidcContext, origin: string) => isAllowedOrigin(origin),
    renderError: async (ctx: OidcContext, out: ErrorOut) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`.trim());
    },
    ttl: {
      // A demo account may have shorter-lived tokens (shortlived@example.com: the app's refresh, proved in e2e).
      AccessToken: (_ctx: OidcContext, token: OidcToken) =>
        (token.accountId ? findAccountById(token.accountId)?.accessTokenTtlSeconds : undefined) ??
        accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
  };
}
