/**
 * The adapter over oidc-client-ts (authorization code + PKCE, discovery, token endpoint). Loaded lazily: a page
 * opened with a valid access-token cookie never needs it, so it stays out of the entry chunk.
 */
import {
  InMemoryWebStorage,
  User,
  UserManager,
  WebStorageStateStore,
  type IdTokenClaims,
} from 'oidc-client-ts';
import type { OidcClient, OidcClientSettings, OidcTokens } from './oidc-types';

function toTokens(user: User): OidcTokens {
  const { sub, email, amr } = user.profile ?? {};
  return {
    accessToken: user.access_token,
    refreshToken: user.refresh_token,
    idToken: user.id_token,
    expiresAt: user.expires_at ? user.expires_at * 1000 : undefined,
    profile: sub
      ? { sub, email, amr: Array.isArray(amr) ? amr.map(String) : typeof amr === 'string' ? [amr] : [] }
      : undefined,
    state: user.state,
  };
}

export function createOidcClient(settings: OidcClientSettings): OidcClient {
  const userManager = new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    scope: settings.scope,
    response_type: 'code',
    redirect_uri: settings.redirectUri,
    post_logout_redirect_uri: settings.postLogoutRedirectUri,
    ui_locales: settings.locale,
    // The user lives in memory only: the auth cookies are the one persistence.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  });

  return {
    async signinRedirect(returnTo) {
      // A page opened with ?login_hint=<e-mail> (the mock's console: "Open the app as this account") passes it to
      // the identity provider, whose sign-in page fills the address in (OIDC Core 3.1.2.1); prompt=login makes it
      // ask even while its own session is another account's (auth-service.ts, LOGIN_HINT).
      const hint = new URLSearchParams(globalThis.location?.search ?? '').get('login_hint') ?? undefined;
      await userManager.signinRedirect({
        state: returnTo,
        ...(hint ? { login_hint: hint, prompt: 'login' } : {}),
      });
    },
    async signinCallback(url) {
      const user = await userManager.signinCallback(url);
      if (!user) throw new Error('the sign-in callback returned no user');
      return toTokens(user);
    },
    async refresh({ refreshToken, accessToken, idToken, sub }) {
      // signinSilent uses the refresh token of the stored user (token endpoint, no iframe). No scope is sent:
      // the refresh token keeps the scope it was granted (asking for more, e.g. offline_access, is refused).
      await userManager.storeUser(
        new User({
          access_token: accessToken ?? '',
          refresh_token: refreshToken,
          id_token: idToken,
          token_type: 'Bearer',
          profile: { sub: sub ?? '' } as IdTokenClaims,
        }),
      );
      const user = await userManager.signinSilent();
      if (!user) throw new Error('the refresh returned no user');
      return toTokens(user);
    },
    async signoutRedirect(idTokenHint, postLogoutRedirectUri = settings.postLogoutRedirectUri) {
      await userManager.removeUser();
      await userManager.signoutRedirect({
        id_token_hint: idTokenHint,
        post_logout_redirect_uri: postLogoutRedirectUri,
      });
    },
  };
}
