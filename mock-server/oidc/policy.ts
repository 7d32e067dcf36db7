/**
 * The identity provider's fixed rules (provider.ts): its one client, the origins the app runs on (redirect and
 * post-logout URIs), the scopes and the access token's audience, lifetime and claims.
 */
import type { DemoAccount } from '../accounts';

export interface AccessClaims {
  sub: string;
  email: string;
  idp_type: string;
  idp_sub: string;
  /** ['b2b'] for business accounts, ['pwd'] otherwise. */
  amr: string[];
}

export const CLIENT_ID = 'account-area';
/** Resource indicator (and `aud` of every access token): the mock's APIs. */
export const ACCESS_TOKEN_AUDIENCE = 'urn:photo-account-area:api';
export const SIGN_IN_ERROR = 'Unknown e-mail address or wrong password';

export const SCOPES = ['openid', 'email', 'profile', 'offline_access'];
export const API_SCOPE = 'api';
export const CALLBACK_PATH = '/auth/callback';
export const DAY = 24 * 60 * 60;
/**
 * Access tokens live minutes, not an hour (issue 12): a stolen one is useful briefly, and the app refreshes them
 * before they expire. MOCK_ACCESS_TOKEN_TTL_SECONDS overrides it.
 */
export const ACCESS_TOKEN_TTL_SECONDS = Number(process.env.MOCK_ACCESS_TOKEN_TTL_SECONDS) || 600;

/** Origins the app runs on: localhost, 127.0.0.1 and `<channel>.localhost`, any port, plain HTTP. */
const APP_ORIGIN =
  /^http:\/\/(?:localhost|127\.0\.0\.1|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.localhost)(?::\d{1,5})?$/;

export function isAllowedOrigin(origin: string | undefined): boolean {
  return typeof origin === 'string' && APP_ORIGIN.test(origin);
}

function parseAppUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    if (!isAllowedOrigin(url.origin) || url.username || url.password || url.hash) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

export function isAllowedRedirectUri(value: string): boolean {
  const url = parseAppUrl(value);
  return url !== undefined && url.pathname === CALLBACK_PATH && url.search === '';
}

export function isAllowedPostLogoutRedirectUri(value: string): boolean {
  return parseAppUrl(value) !== undefined;
}

export function accessClaimsFor(account: DemoAccount): AccessClaims {
  return {
    sub: account.accountId,
    email: account.email,
    idp_type: account.idpType,
    idp_sub: account.idpSub,
    amr: [account.business ? 'b2b' : 'pwd'],
  };
}
