/** What the auth service needs from an OIDC client (oidc-client.ts implements it; tests fake it). */
export interface OidcClient {
  /** Redirects to the authority's sign-in; `returnTo` comes back as the tokens' state. */
  signinRedirect(returnTo: string): Promise<void>;
  /** Completes the authorization-code callback at `url`. */
  signinCallback(url: string): Promise<OidcTokens>;
  /** New tokens from the token endpoint with a refresh token. */
  refresh(current: {
    refreshToken: string;
    accessToken?: string;
    idToken?: string;
    sub?: string;
  }): Promise<OidcTokens>;
  /** Redirects to the authority's end-session endpoint, which redirects back (default postLogoutRedirectUri). */
  signoutRedirect(idTokenHint: string | undefined, postLogoutRedirectUri?: string): Promise<void>;
}

export interface OidcTokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  /** Milliseconds since the epoch. */
  expiresAt?: number;
  /** Claims of the id token. */
  profile?: { sub: string; email?: string; amr: string[] };
  /** The state given to signinRedirect. */
  state?: unknown;
}

export interface OidcClientSettings {
  authority: string;
  clientId: string;
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  locale: string;
}
