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
import { rememberMetadata, withRememberedMetadata, type OidcMetadata } from './oidc-metadata';
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

/** The storage of the remembered discovery document (oidc-metadata.ts): the browser's, across visits. */
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The path without its `login_hint` query parameter: the page returned to after the sign-in it asked for. */
export function withoutLoginHint(path: string): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.delete('login_hint');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function createOidcClient(
  settings: OidcClientSettings,
  storage: StorageLike = window.localStorage,
): OidcClient {
  const managerFor = (metadata?: OidcMetadata) =>
    new UserManager({
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
      // A remembered discovery document: no discovery round trip before the token endpoint (oidc-metadata.ts).
      ...(metadata ? { metadata } : {}),
    });
  // Sign-in and sign-out always discover: a provider that does not answer yet is then noticed here, before the
  // browser leaves the app (auth-service.ts waits and tries again), and the document found is remembered.
  const userManager = managerFor();
  const discovered = () => userManager.metadataService.getMetadata() as Promise<OidcMetadata>;
  const rememberDiscovered = () =>
    discovered().then(
      (metadata) => rememberMetadata(storage, settings.authority, metadata),
      () => undefined,
    );

  return {
    async signinRedirect(returnTo) {
      // A page opened with ?login_hint=<e-mail> (the mock's console: "Open the app as this account") passes it to
      // the identity provider, whose sign-in page fills the address in (OIDC Core 3.1.2.1); prompt=login makes it
      // ask even while its own session is another account's (auth-service.ts, LOGIN_HINT).
      const hint = new URLSearchParams(globalThis.location?.search ?? '').get('login_hint') ?? undefined;
      await userManager.signinRedirect({
        // The account it asked for is signed in once the page is returned to: the hint is left out of it.
        state: hint ? withoutLoginHint(returnTo) : returnTo,
        ...(hint ? { login_hint: hint, prompt: 'login' } : {}),
      });
    },
    async signinCallback(url) {
      const user = await userManager.signinCallback(url);
      if (!user) throw new Error('the sign-in callback returned no user');
      void rememberDiscovered();
      return toTokens(user);
    },
    refresh({ refreshToken, accessToken, idToken, sub }) {
      // With the remembered discovery document one round trip (the token endpoint), else two; a remembered one
      // that fails is forgotten and the refresh made again with discovery (withRememberedMetadata).
      return withRememberedMetadata(storage, settings.authority, async (metadata) => {
        const manager = metadata ? managerFor(metadata) : userManager;
        // signinSilent uses the refresh token of the stored user (token endpoint, no iframe). No scope is sent:
        // the refresh token keeps the scope it was granted (asking for more, e.g. offline_access, is refused).
        await manager.storeUser(
          new User({
            access_token: accessToken ?? '',
            refresh_token: refreshToken,
            id_token: idToken,
            token_type: 'Bearer',
            profile: { sub: sub ?? '' } as IdTokenClaims,
          }),
        );
        const user = await manager.signinSilent();
        if (!user) throw new Error('the refresh returned no user');
        return {
          result: toTokens(user),
          metadata: (await manager.metadataService.getMetadata()) as OidcMetadata,
        };
      });
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
