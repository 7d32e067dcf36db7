import { trackEvent } from '@/lib/analytics/analytics';
import type { Channel } from '@/shared/channels';
import type { AppConfig } from '@/lib/config/app-config';
import { AuthError } from './auth-error';
import { userFromClaims, type AuthUser } from './auth-user';
import { ACCESS_TOKEN_COOKIE, createCookieStore, REFRESH_TOKEN_COOKIE, type CookieStore } from './cookies';
import { decodeJwtClaims, jwtExpiry } from './jwt';
import type { OidcClient, OidcClientSettings, OidcTokens } from './oidc-types';

/** A token this close to its expiry is refreshed before use (a quarter of its lifetime when that is shorter). */
const EXPIRY_MARGIN_MS = 30_000;
/** The Web Lock that makes one tab refresh for all (the cookies, and so the tokens, are shared). */
export const REFRESH_LOCK = 'auth-token-refresh';
/** sessionStorage key of the id token, kept for the sign-out's id_token_hint. */
export const ID_TOKEN_KEY = 'auth_id_token';
/** sessionStorage key remembering a reload at the root after an auth error (so it cannot loop). */
const ROOT_RELOAD_KEY = 'auth_root_reload_at';
const ROOT_RELOAD_WINDOW_MS = 60_000;
/** A 401 this soon after a 401 the refresh answered is not tried again: the customer signs in afresh. */
const RECOVERY_WINDOW_MS = 30_000;

export const CALLBACK_PATH = '/auth/callback';
/**
 * A page opened with ?login_hint=<e-mail> (OIDC Core 3.1.2.1; the mock's console: "Open the app as this account")
 * is for that account: signed in as another one, the app forgets that session and signs in again, the identity
 * provider asking for the hinted address (prompt=login, oidc-client.ts) even while its own session is another's.
 */
const LOGIN_HINT = 'login_hint';

/**
 * The identity provider could not be reached (no answer at all: a fetch TypeError, not an HTTP status) while
 * starting a sign-in: typically a backend that is still starting (`npm start`), or a moment offline. The sign-in
 * is tried again after the wait for each attempt (0.5, 1, 2, 4 s, then every 5 s: about two minutes in all),
 * showing a "starting" state, before it fails; undefined: no more attempts.
 */
export const unreachableRetryDelay = (attempt: number): number | undefined =>
  attempt < 28 ? Math.min(5000, 500 * 2 ** attempt) : undefined;

/** A fetch that got no answer (the browser's TypeError), as opposed to an answer the provider gave. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/**
 * `waiting-for-service`: a sign-in waits for an identity provider that does not answer yet; `renewing`: the access
 * token expired and the refresh token renews it (the customer is signed in: no sign-in state is shown for it).
 */
export type SignInState = 'idle' | 'waiting-for-service' | 'renewing';

export interface AuthService {
  /** The signed-in user, or null. */
  getUser(): AuthUser | null;
  /** Notifies on sign-in and sign-out (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /**
   * Resolves with the user when a usable access token exists (refreshing it when needed); otherwise redirects
   * to the identity provider, remembering `returnTo`, and never resolves.
   */
  ensureSignedIn(returnTo: string): Promise<AuthUser>;
  /** The current access token for an API call, refreshed when it is about to expire; undefined when none. */
  getAccessToken(): Promise<string | undefined>;
  /**
   * Redirects to the identity provider; never resolves. While the provider cannot be reached the sign-in is tried
   * again (unreachableRetryDelay) and getSignInState() says 'waiting-for-service'.
   */
  signIn(returnTo: string): Promise<never>;
  /** Whether a sign-in is waiting for an identity provider that does not answer yet (notifies subscribers). */
  getSignInState(): SignInState;
  /** Completes the authorization-code callback; resolves with the path to return to. */
  completeSignIn(url?: string): Promise<string>;
  /**
   * Removes both cookies, then signs out at the identity provider (with id_token_hint), which redirects to
   * `returnTo` (an app path; default the root); never resolves.
   */
  signOut(returnTo?: string): Promise<never>;
  /**
   * An API call answered 401. With a refresh token, one refresh for all the calls tells why: a renewed token
   * carries on (the calls' retries use it), a refused one is an abandoned session (sign-out, as on load). Without
   * one, or again within 30 s of a renewal, the tokens are forgotten and the customer signs in again.
   */
  handleUnauthorized(): void;
}

type LocationLike = Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hash' | 'replace'>;
type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthServiceOptions {
  config: AppConfig;
  channel: Channel;
  locale: string;
  /** The OIDC client; oidc-client-ts, loaded on first use, by default. */
  loadOidcClient?: (settings: OidcClientSettings) => Promise<OidcClient>;
  cookies?: CookieStore;
  storage?: SessionStorageLike;
  location?: LocationLike;
  now?: () => number;
  /**
   * Runs `fn` holding the lock `name` across the tabs of this origin (Web Locks); default navigator.locks, or `fn`
   * alone where the browser has none.
   */
  withLock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /**
   * Sends an auth error to the error-reporting service (account-area.md section 8: "Auth errors are reported
   * with prefix 'Auth Error: '"; issue 23: they reached the console only).
   */
  reportError?: (error: unknown, action: string) => void;
  /** Waits before a sign-in is tried again (tests: resolve at once). */
  sleep?: (ms: number) => Promise<void>;
}

function webLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

/** The identity provider refused the refresh token: the session was ended there (signed out, revoked, deleted). */
function isSessionEnded(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'invalid_grant'
  );
}

interface Session {
  accessToken: string;
  refreshToken?: string;
  /** Milliseconds since the epoch; undefined when the token does not say (the cookie's expiry then rules). */
  expiresAt?: number;
  /** Milliseconds since the epoch, when the token says. */
  issuedAt?: number;
  user: AuthUser;
}

/** Only a same-origin path may be returned to after sign-in. */
export function safeReturnPath(state: unknown): string {
  if (typeof state !== 'string' || !state.startsWith('/') || state.startsWith('//')) return '/';
  return state.startsWith(CALLBACK_PATH) ? '/' : state;
}

const never = () => new Promise<never>(() => {});
const loadOidcClientTs = (settings: OidcClientSettings) =>
  import('./oidc-client').then((module) => module.createOidcClient(settings));

/**
 * Sign-in state of the app (account-area.md section 4 "Sign-in"): authorization code + PKCE against the
 * channel's authority; the tokens persist in the spec's cookies, the id token in sessionStorage.
 */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const {
    config,
    channel,
    locale,
    loadOidcClient = loadOidcClientTs,
    now = Date.now,
    withLock = webLock,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = options;
  const location = options.location ?? window.location;
  const cookies = options.cookies ?? createCookieStore();
  const storage = options.storage ?? window.sessionStorage;

  let oidc: Promise<OidcClient> | null = null;
  const oidcClient = () =>
    (oidc ??= loadOidcClient({
      authority: config.auth.channelAuthorities?.[channel.id] ?? config.auth.authority,
      clientId: config.auth.clientId,
      scope: config.auth.scope,
      redirectUri: `${location.origin}${CALLBACK_PATH}`,
      postLogoutRedirectUri: `${location.origin}/`,
      locale,
    }).catch((error: unknown) => {
      oidc = null;
      throw error;
    }));

  let session: Session | null = null;
  let refreshing: Promise<string | undefined> | null = null;
  let callback: { url: string; result: Promise<string> } | null = null;
  let redirecting = false;
  let signInState: SignInState = 'idle';
  /** The refresh a 401 started, while it runs (later 401s wait for it), and when one last renewed the token. */
  let recovery: Promise<void> | null = null;
  let recoveredAt = -Infinity;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const setSignInState = (next: SignInState) => {
    if (signInState === next) return;
    signInState = next;
    notify();
  };

  /** Who the tokens belong to: the access token's claims, completed by the id token's. */
  function sessionFrom(tokens: Omit<OidcTokens, 'idToken' | 'state'>): Session | null {
    const access = decodeJwtClaims(tokens.accessToken);
    const idToken = storage.getItem(ID_TOKEN_KEY);
    const id = tokens.profile ?? (idToken ? decodeJwtClaims(idToken) : undefined);
    const sub = access?.sub ?? id?.sub;
    if (!sub) return null;
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt ?? (access?.exp ? access.exp * 1000 : undefined),
      issuedAt: access?.iat ? access.iat * 1000 : undefined,
      user: userFromClaims({
        sub,
        email: access?.email ?? id?.email,
        amr: access?.amr.length ? access.amr : (id?.amr ?? []),
        idp_type: access?.idp_type,
        idp_sub: access?.idp_sub,
      }),
    };
  }

  function sessionFromCookies(): Session | null {
    const accessToken = cookies.read(ACCESS_TOKEN_COOKIE);
    return accessToken
      ? sessionFrom({ accessToken, refreshToken: cookies.read(REFRESH_TOKEN_COOKIE) })
      : null;
  }

  /** Fresh: not within the margin of its expiry (30 s, or a quarter of a shorter-lived token's lifetime). */
  const isFresh = (s: Session) => {
    if (s.expiresAt === undefined) return true;
    const lifetime = s.issuedAt === undefined ? Infinity : s.expiresAt - s.issuedAt;
    return s.expiresAt - Math.min(EXPIRY_MARGIN_MS, lifetime / 4) > now();
  };

  /** Writes the cookies (expiring with their tokens) and the id token, and makes the tokens the session. */
  function persist(tokens: OidcTokens): Session {
    const expiresAt = tokens.expiresAt ?? jwtExpiry(tokens.accessToken)?.getTime();
    cookies.write(ACCESS_TOKEN_COOKIE, tokens.accessToken, expiresAt ? new Date(expiresAt) : undefined);
    if (tokens.refreshToken) {
      cookies.write(REFRESH_TOKEN_COOKIE, tokens.refreshToken, jwtExpiry(tokens.refreshToken));
    }
    if (tokens.idToken) storage.setItem(ID_TOKEN_KEY, tokens.idToken);
    const next = sessionFrom({ ...tokens, expiresAt });
    if (!next) throw new AuthError('the tokens name no subject');
    session = next;
    notify();
    return next;
  }

  function clearSession() {
    cookies.remove(ACCESS_TOKEN_COOKIE);
    cookies.remove(REFRESH_TOKEN_COOKIE);
    storage.removeItem(ID_TOKEN_KEY);
    session = null;
    notify();
  }

  /**
   * Reports an auth error ('Auth Error: ' prefix). When the URL carries a `state` parameter (a broken callback)
   * the app reloads at the root, once a minute at most; otherwise the error goes to the error page.
   */
  function fail(error: unknown): Promise<never> {
    const authError = error instanceof AuthError ? error : new AuthError(error);
    console.error(authError.message, error);
    options.reportError?.(authError, 'sign-in');
    const reloadedAt = Number(storage.getItem(ROOT_RELOAD_KEY) ?? 0);
    if (new URLSearchParams(location.search).has('state') && now() - reloadedAt > ROOT_RELOAD_WINDOW_MS) {
      storage.setItem(ROOT_RELOAD_KEY, String(now()));
      location.replace(`${location.origin}/`);
      return never();
    }
    return Promise.reject(authError);
  }

  async function refresh(refreshToken: string): Promise<string | undefined> {
    try {
      const client = await oidcClient();
      const tokens = await client.refresh({
        refreshToken,
        accessToken: session?.accessToken ?? cookies.read(ACCESS_TOKEN_COOKIE),
        idToken: storage.getItem(ID_TOKEN_KEY) ?? undefined,
        sub: session?.user.sub,
      });
      return persist(tokens).accessToken;
    } catch (error) {
      if (isSessionEnded(error)) {
        // An abandoned session (ended at the identity provider: signed out elsewhere, revoked, the account
        // deleted): sign out, which removes both cookies and ends the provider's session, then sign in afresh.
        console.warn('Auth: the session was ended, signing out', error);
        return service.signOut();
      }
      // The refresh could not be made (e.g. offline): the customer signs in again.
      console.warn('Auth: the session could not be refreshed', error);
      clearSession();
      return undefined;
    }
  }

  /**
   * One refresh for every tab: under a Web Lock, and only when the cookies (shared by the tabs) do not already hold
   * a fresh token that another tab got meanwhile. The newest refresh token is the cookie's (rotated on each use).
   */
  function refreshOnce(): Promise<string | undefined> {
    return withLock(REFRESH_LOCK, async () => {
      const shared = sessionFromCookies();
      if (shared && isFresh(shared)) {
        if (shared.accessToken !== session?.accessToken) {
          session = shared;
          notify();
        }
        return shared.accessToken;
      }
      const refreshToken = cookies.read(REFRESH_TOKEN_COOKIE) ?? session?.refreshToken;
      return refreshToken ? refresh(refreshToken) : undefined;
    });
  }

  const service: AuthService = {
    getUser: () => session?.user ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async getAccessToken() {
      session ??= sessionFromCookies();
      if (session && isFresh(session)) return session.accessToken;
      if (!session?.refreshToken && !cookies.read(REFRESH_TOKEN_COOKIE)) return undefined;
      if (!refreshing) {
        if (signInState === 'idle') setSignInState('renewing');
        refreshing = refreshOnce().finally(() => {
          refreshing = null;
          if (signInState === 'renewing') setSignInState('idle');
        });
      }
      return refreshing;
    },
    async ensureSignedIn(returnTo) {
      const hint = new URLSearchParams(location.search).get(LOGIN_HINT)?.trim().toLowerCase();
      const token = await service.getAccessToken();
      if (token && session) {
        if (!hint || session.user.email?.toLowerCase() === hint) return session.user;
        // Another account than the link asks for: its tokens are forgotten here (not at the provider).
        clearSession();
      }
      return service.signIn(returnTo);
    },
    getSignInState: () => signInState,
    async signIn(returnTo) {
      if (!redirecting) {
        redirecting = true;
        for (let attempt = 0; ; attempt += 1) {
          try {
            await (await oidcClient()).signinRedirect(safeReturnPath(returnTo));
            break;
          } catch (error) {
            const delay = unreachableRetryDelay(attempt);
            if (isUnreachable(error) && delay !== undefined) {
              setSignInState('waiting-for-service');
              await sleep(delay);
              continue;
            }
            redirecting = false;
            setSignInState('idle');
            return fail(error);
          }
        }
      }
      return never();
    },
    completeSignIn(url = location.href) {
      if (callback?.url !== url) {
        const result = (async () => {
          try {
            const tokens = await (await oidcClient()).signinCallback(url);
            // The account subject is tracked (account-area.md section 8, "Sign-in"; issue 23: it was not).
            trackEvent('signed-in', { accountId: persist(tokens).user.sub });
            storage.removeItem(ROOT_RELOAD_KEY);
            return safeReturnPath(tokens.state);
          } catch (error) {
            return fail(error);
          }
        })();
        callback = { url, result };
      }
      return callback.result;
    },
    async signOut(returnTo) {
      const idToken = storage.getItem(ID_TOKEN_KEY) ?? undefined;
      clearSession();
      try {
        const client = await oidcClient();
        if (returnTo === undefined) await client.signoutRedirect(idToken);
        else await client.signoutRedirect(idToken, `${location.origin}${safeReturnPath(returnTo)}`);
      } catch (error) {
        return fail(error);
      }
      return never();
    },
    handleUnauthorized() {
      if (redirecting || recovery) return;
      const signInAgain = () => {
        clearSession();
        service.signIn(`${location.pathname}${location.search}${location.hash}`).catch(() => {
          // Already reported by fail(); the next navigation shows the error page.
        });
      };
      const canRefresh = Boolean(cookies.read(REFRESH_TOKEN_COOKIE) ?? session?.refreshToken);
      if (!canRefresh || now() - recoveredAt < RECOVERY_WINDOW_MS) return signInAgain();
      // The refused token looks fresh: its session may have ended at the identity provider (signed out
      // elsewhere, revoked, the account deleted). The refresh says which; a refused one signs out (refresh()).
      cookies.remove(ACCESS_TOKEN_COOKIE);
      session = null;
      recovery = service
        .getAccessToken()
        .then((token) => {
          if (token) recoveredAt = now();
          else signInAgain();
        })
        .finally(() => {
          recovery = null;
        });
    },
  };
  return service;
}
