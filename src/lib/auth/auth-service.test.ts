import { recordedEvents } from '@/lib/analytics/analytics';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '@/shared/channels';
import type { AppConfig } from '@/lib/config/app-config';
import { createAuthService, ID_TOKEN_KEY, safeReturnPath, unreachableRetryDelay } from './auth-service';
import type { CookieStore } from './cookies';
import type { OidcClient, OidcClientSettings } from './oidc-types';
import { fakeJwt } from './test-tokens';

const NOW = Date.UTC(2026, 0, 1);
const inSeconds = (seconds: number) => NOW / 1000 + seconds;
const config = {
  auth: { authority: 'https://id.example', clientId: 'account-area', scope: 'openid' },
} as AppConfig;

function memoryCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const expiries = new Map<string, Date | undefined>();
  const store: CookieStore = {
    read: (name) => jar.get(name),
    write: (name, value, expires) => {
      jar.set(name, value);
      expiries.set(name, expires);
    },
    remove: (name) => jar.delete(name),
  };
  return { jar, expiries, store };
}

function setup(cookies: Record<string, string> = {}, search = '') {
  const oidc = {
    signinRedirect: vi.fn(async (_returnTo: string) => {}),
    signinCallback: vi.fn<OidcClient['signinCallback']>(),
    refresh: vi.fn<OidcClient['refresh']>(),
    signoutRedirect: vi.fn(async (_idTokenHint: string | undefined, _returnTo?: string) => {}),
  };
  const loadOidcClient = vi.fn(async (_settings: OidcClientSettings): Promise<OidcClient> => oidc);
  const location = {
    href: `https://account.albelli.nl/my-photos/photos${search}`,
    origin: 'https://account.albelli.nl',
    pathname: '/my-photos/photos',
    search,
    hash: '',
    replace: vi.fn(),
  };
  const jar = memoryCookies(cookies);
  const storage = new Map<string, string>();
  const waits: number[] = [];
  const reported: { error: unknown; action: string }[] = [];
  const auth = createAuthService({
    config,
    channel: CHANNELS[2]!,
    locale: 'nl-NL',
    loadOidcClient,
    cookies: jar.store,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    location,
    now: () => NOW,
    sleep: async (ms) => void waits.push(ms),
    reportError: (error, action) => void reported.push({ error, action }),
  });
  return { auth, oidc, loadOidcClient, location, jar, storage, waits, reported };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('starting the app', () => {
  it('is signed in with a valid access-token cookie, business when amr reads b2b, without loading the OIDC client', async () => {
    const token = fakeJwt({ sub: 'acc-1', email: 'b@example.com', amr: ['pwd', 'b2b'], exp: inSeconds(600) });
    const { auth, loadOidcClient } = setup({ auth_access_token: token });
    await expect(auth.ensureSignedIn('/my-photos/photos')).resolves.toEqual({
      sub: 'acc-1',
      email: 'b@example.com',
      amr: ['pwd', 'b2b'],
      isBusiness: true,
    });
    await expect(auth.getAccessToken()).resolves.toBe(token);
    expect(loadOidcClient).not.toHaveBeenCalled();
  });

  it('signs in against the channel authority with the callback and post-logout URLs of this origin', async () => {
    const { auth, loadOidcClient } = setup();
    void auth.ensureSignedIn('/');
    await settle();
    expect(loadOidcClient).toHaveBeenCalledWith({
      authority: 'https://id.example',
      clientId: 'account-area',
      scope: 'openid',
      redirectUri: 'https://account.albelli.nl/auth/callback',
      postLogoutRedirectUri: 'https://account.albelli.nl/',
      locale: 'nl-NL',
    });
  });

  it('says it is renewing, not signing in, while an expired access token is renewed with the refresh token', async () => {
    const expired = fakeJwt({ sub: 'acc-1', exp: inSeconds(-60) });
    const fresh = fakeJwt({ sub: 'acc-1', amr: ['pwd'], exp: inSeconds(3600) });
    const { auth, oidc } = setup({ auth_access_token: expired, auth_refresh_token: 'refresh-1' });
    let answer: (tokens: Awaited<ReturnType<OidcClient['refresh']>>) => void = () => {};
    oidc.refresh.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const states: string[] = [];
    auth.subscribe(() => states.push(auth.getSignInState()));
    const signedIn = auth.ensureSignedIn('/');
    expect(auth.getSignInState()).toBe('renewing');
    await settle();
    answer({ accessToken: fresh, refreshToken: 'refresh-2', expiresAt: inSeconds(3600) * 1000 });
    await expect(signedIn).resolves.toMatchObject({ sub: 'acc-1' });
    expect(auth.getSignInState()).toBe('idle');
    expect(states[0]).toBe('renewing');
    expect(states.at(-1)).toBe('idle');
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token with the refresh-token cookie and rewrites the cookies', async () => {
    const expired = fakeJwt({ sub: 'acc-1', exp: inSeconds(-60) });
    const fresh = fakeJwt({ sub: 'acc-1', amr: ['pwd'], exp: inSeconds(3600) });
    const { auth, oidc, jar } = setup({ auth_access_token: expired, auth_refresh_token: 'refresh-1' });
    oidc.refresh.mockResolvedValue({
      accessToken: fresh,
      refreshToken: 'refresh-2',
      expiresAt: inSeconds(3600) * 1000,
    });
    await expect(auth.ensureSignedIn('/')).resolves.toMatchObject({ sub: 'acc-1', isBusiness: false });
    expect(oidc.refresh).toHaveBeenCalledWith(
      expect.objectContaining({ refreshToken: 'refresh-1', accessToken: expired }),
    );
    expect(jar.jar.get('auth_access_token')).toBe(fresh);
    expect(jar.jar.get('auth_refresh_token')).toBe('refresh-2');
    expect(jar.expiries.get('auth_access_token')).toEqual(new Date(inSeconds(3600) * 1000));
  });

  it('refreshes once for concurrent calls', async () => {
    const fresh = fakeJwt({ sub: 'acc-1', exp: inSeconds(3600) });
    const { auth, oidc } = setup({ auth_refresh_token: 'refresh-1' });
    oidc.refresh.mockResolvedValue({ accessToken: fresh });
    const tokens = await Promise.all([auth.getAccessToken(), auth.getAccessToken(), auth.getAccessToken()]);
    expect(tokens).toEqual([fresh, fresh, fresh]);
    expect(oidc.refresh).toHaveBeenCalledOnce();
  });

  it('redirects to the identity provider with the current path when there is no token', async () => {
    const { auth, oidc } = setup();
    void auth.ensureSignedIn('/my-photos/photos?stripped=true');
    await settle();
    expect(oidc.signinRedirect).toHaveBeenCalledWith('/my-photos/photos?stripped=true');
  });

  it('opened for another account (?login_hint), forgets the signed-in one and signs in again', async () => {
    const token = fakeJwt({ sub: 'acc-1', email: 'demo@example.com', amr: ['pwd'], exp: inSeconds(600) });
    const search = '?login_hint=contracts%40example.com&tab=2';
    const { auth, oidc, jar } = setup({ auth_access_token: token, auth_refresh_token: 'refresh-1' }, search);
    void auth.ensureSignedIn(`/my-photos/photos${search}`);
    await settle();
    expect(jar.jar.size).toBe(0);
    expect(auth.getUser()).toBeNull();
    // The OIDC client passes the hint to the identity provider and leaves it out of the path (oidc-client.test.ts).
    expect(oidc.signinRedirect).toHaveBeenCalledWith(`/my-photos/photos${search}`);
  });

  it('opened for the account already signed in (?login_hint, any case), stays signed in', async () => {
    const token = fakeJwt({ sub: 'acc-1', email: 'Demo@example.com', amr: ['pwd'], exp: inSeconds(600) });
    const { auth, oidc } = setup({ auth_access_token: token }, '?login_hint=demo%40EXAMPLE.com');
    await expect(auth.ensureSignedIn('/')).resolves.toMatchObject({ sub: 'acc-1' });
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
  });

  it('signs in again when the refresh token is refused, and forgets the cookies', async () => {
    const { auth, oidc, jar } = setup({ auth_refresh_token: 'revoked' });
    oidc.refresh.mockRejectedValue(new Error('invalid_grant'));
    void auth.ensureSignedIn('/');
    await settle();
    expect(jar.jar.size).toBe(0);
    expect(oidc.signinRedirect).toHaveBeenCalledOnce();
  });

  it('signs in again after a 401, returning to the same page', async () => {
    const token = fakeJwt({ sub: 'acc-1', exp: inSeconds(600) });
    const { auth, oidc, jar } = setup({ auth_access_token: token });
    await auth.ensureSignedIn('/');
    auth.handleUnauthorized();
    await settle();
    expect(jar.jar.size).toBe(0);
    expect(auth.getUser()).toBeNull();
    expect(oidc.signinRedirect).toHaveBeenCalledWith('/my-photos/photos');
  });

  it('after a 401 with a refresh token, refreshes once for every failed call and carries on', async () => {
    const refused = fakeJwt({ sub: 'acc-1', exp: inSeconds(600) });
    const renewed = fakeJwt({ sub: 'acc-1', exp: inSeconds(600), iat: inSeconds(1) });
    const { auth, oidc, jar } = setup({ auth_access_token: refused, auth_refresh_token: 'refresh-1' });
    await auth.ensureSignedIn('/');
    oidc.refresh.mockResolvedValue({ accessToken: renewed, refreshToken: 'refresh-2' });
    auth.handleUnauthorized();
    auth.handleUnauthorized();
    await settle();
    expect(oidc.refresh).toHaveBeenCalledOnce();
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
    expect(jar.jar.get('auth_access_token')).toBe(renewed);
    await expect(auth.getAccessToken()).resolves.toBe(renewed);
    expect(auth.getUser()).toMatchObject({ sub: 'acc-1' });
  });

  it('after a 401 whose refresh the identity provider refuses, signs out (an abandoned session)', async () => {
    const refused = fakeJwt({ sub: 'acc-1', exp: inSeconds(600) });
    const { auth, oidc, jar } = setup({ auth_access_token: refused, auth_refresh_token: 'revoked' });
    await auth.ensureSignedIn('/');
    oidc.refresh.mockRejectedValue(Object.assign(new Error('grant revoked'), { error: 'invalid_grant' }));
    auth.handleUnauthorized();
    await settle();
    expect(oidc.signoutRedirect).toHaveBeenCalledOnce();
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
    expect(jar.jar.size).toBe(0);
  });

  it('signs in again when a renewed token is refused too', async () => {
    const refused = fakeJwt({ sub: 'acc-1', exp: inSeconds(600) });
    const renewed = fakeJwt({ sub: 'acc-1', exp: inSeconds(600), iat: inSeconds(1) });
    const { auth, oidc } = setup({ auth_access_token: refused, auth_refresh_token: 'refresh-1' });
    await auth.ensureSignedIn('/');
    oidc.refresh.mockResolvedValue({ accessToken: renewed, refreshToken: 'refresh-2' });
    auth.handleUnauthorized();
    await settle();
    auth.handleUnauthorized();
    await settle();
    expect(oidc.refresh).toHaveBeenCalledOnce();
    expect(oidc.signinRedirect).toHaveBeenCalledWith('/my-photos/photos');
  });
});

describe('a sign-in while the identity provider does not answer yet (a backend still starting)', () => {
  const unreachable = () => new TypeError('Failed to fetch');

  it('waits and tries again, saying the service is starting, then redirects once it answers', async () => {
    const { auth, oidc, waits } = setup();
    oidc.signinRedirect
      .mockRejectedValueOnce(unreachable())
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValueOnce(undefined);
    const states: string[] = [];
    auth.subscribe(() => states.push(auth.getSignInState()));
    void auth.ensureSignedIn('/orders');
    await vi.waitFor(() => expect(oidc.signinRedirect).toHaveBeenCalledTimes(3));
    expect(oidc.signinRedirect).toHaveBeenLastCalledWith('/orders');
    expect(waits).toEqual([500, 1000]);
    expect(states).toEqual(['waiting-for-service']);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('fails as before when the provider stays unreachable for every wait', async () => {
    const { auth, oidc, waits } = setup();
    oidc.signinRedirect.mockRejectedValue(unreachable());
    await expect(auth.signIn('/')).rejects.toThrow();
    expect(waits).toHaveLength(28);
    expect(waits.slice(0, 5)).toEqual([500, 1000, 2000, 4000, 5000]);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThan(120_000);
    expect(unreachableRetryDelay(28)).toBeUndefined();
    expect(auth.getSignInState()).toBe('idle');
  });

  it('does not wait on an answer the provider gave (an error is an error)', async () => {
    const { auth, oidc, waits } = setup();
    oidc.signinRedirect.mockRejectedValue(new Error('Invalid response Content-Type: text/html'));
    await expect(auth.signIn('/')).rejects.toThrow();
    expect(waits).toEqual([]);
    expect(oidc.signinRedirect).toHaveBeenCalledOnce();
  });
});

describe('the sign-in callback', () => {
  it('writes the cookies, keeps the id token and returns to the remembered path', async () => {
    const access = fakeJwt({ sub: 'acc-1', exp: inSeconds(300) });
    const { auth, oidc, jar, storage } = setup({}, '?code=c&state=s');
    oidc.signinCallback.mockResolvedValue({
      accessToken: access,
      refreshToken: 'refresh-1',
      idToken: 'id-1',
      expiresAt: inSeconds(300) * 1000,
      profile: { sub: 'acc-1', email: 'a@example.com', amr: ['pwd'] },
      state: '/my-photos/photos',
    });
    await expect(auth.completeSignIn()).resolves.toBe('/my-photos/photos');
    expect(jar.jar.get('auth_access_token')).toBe(access);
    expect(jar.jar.get('auth_refresh_token')).toBe('refresh-1');
    expect(storage.get(ID_TOKEN_KEY)).toBe('id-1');
    expect(auth.getUser()).toMatchObject({ sub: 'acc-1', email: 'a@example.com' });
    // The account subject is tracked once signed in (account-area.md section 8).
    expect(recordedEvents().at(-1)).toMatchObject({ name: 'signed-in', data: { accountId: 'acc-1' } });
  });

  it('reports an auth error and reloads at the root when the URL has a state parameter', async () => {
    const { auth, oidc, location, reported } = setup({}, '?code=c&state=s');
    oidc.signinCallback.mockRejectedValue(new Error('No matching state found in storage'));
    void auth.completeSignIn();
    await settle();
    expect(console.error).toHaveBeenCalledWith(
      'Auth Error: No matching state found in storage',
      expect.any(Error),
    );
    // ...and to the error-reporting service, with the prefix (issue 23: it reached the console only).
    expect(reported.map(({ error, action }) => [(error as Error).message, action])).toEqual([
      ['Auth Error: No matching state found in storage', 'sign-in'],
    ]);
    expect(location.replace).toHaveBeenCalledWith('https://account.albelli.nl/');
  });

  it('shows the error instead of reloading again right after a reload at the root', async () => {
    const { auth, oidc, location } = setup({}, '?code=c&state=s');
    oidc.signinCallback.mockRejectedValue(new Error('login_required'));
    void auth.completeSignIn('https://account.albelli.nl/auth/callback?code=c&state=s');
    await settle();
    await expect(
      auth.completeSignIn('https://account.albelli.nl/auth/callback?code=d&state=t'),
    ).rejects.toThrow('Auth Error: login_required');
    expect(location.replace).toHaveBeenCalledOnce();
  });

  it('only returns to same-origin paths', () => {
    expect(safeReturnPath('/orders?page=2')).toBe('/orders?page=2');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/auth/callback?code=1')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});

describe('signing out', () => {
  it('removes both cookies, then signs out at the identity provider with the id token hint', async () => {
    const { auth, oidc, jar, storage } = setup({ auth_access_token: 'a', auth_refresh_token: 'r' });
    storage.set(ID_TOKEN_KEY, 'id-1');
    void auth.signOut();
    await settle();
    expect(jar.jar.size).toBe(0);
    expect(storage.has(ID_TOKEN_KEY)).toBe(false);
    expect(oidc.signoutRedirect).toHaveBeenCalledWith('id-1');
  });

  it('returns to the page it is given, on the app origin (a token page success page)', async () => {
    const { auth, oidc, storage } = setup({ auth_access_token: 'a' });
    storage.set(ID_TOKEN_KEY, 'id-1');
    void auth.signOut('/change-email-success');
    await settle();
    expect(oidc.signoutRedirect).toHaveBeenCalledWith(
      'id-1',
      'https://account.albelli.nl/change-email-success',
    );
    void auth.signOut('https://evil.example/');
    await settle();
    expect(oidc.signoutRedirect).toHaveBeenLastCalledWith(undefined, 'https://account.albelli.nl/');
  });
});

describe('keeping the session alive (issue 12)', () => {
  /** A Web Lock stand-in shared by the "tabs": one holder at a time, in request order. */
  function sharedLock() {
    let tail: Promise<unknown> = Promise.resolve();
    return <T>(_name: string, fn: () => Promise<T>): Promise<T> => {
      const run = tail.then(fn, fn);
      tail = run.catch(() => undefined);
      return run;
    };
  }

  it('two tabs refreshing at the same moment refresh once: one refreshes, the other takes its token', async () => {
    const expired = fakeJwt({ sub: 'acc-1', exp: inSeconds(-5) });
    const fresh = fakeJwt({ sub: 'acc-1', iat: inSeconds(0), exp: inSeconds(600) });
    const jar = memoryCookies({ auth_access_token: expired, auth_refresh_token: 'refresh-1' });
    const withLock = sharedLock();
    const refresh = vi.fn<OidcClient['refresh']>(async () => {
      await settle();
      return { accessToken: fresh, refreshToken: 'refresh-2', expiresAt: inSeconds(600) * 1000 };
    });
    const oidc: OidcClient = {
      signinRedirect: vi.fn(async () => {}),
      signinCallback: vi.fn(),
      refresh,
      signoutRedirect: vi.fn(async () => {}),
    };
    const tab = () =>
      createAuthService({
        config,
        channel: CHANNELS[2]!,
        locale: 'nl-NL',
        loadOidcClient: async () => oidc,
        cookies: jar.store,
        storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
        location: {
          href: 'https://account.albelli.nl/',
          origin: 'https://account.albelli.nl',
          pathname: '/',
          search: '',
          hash: '',
          replace: vi.fn(),
        },
        now: () => NOW,
        withLock,
      });
    const [one, two] = [tab(), tab()];
    await expect(Promise.all([one.getAccessToken(), two.getAccessToken()])).resolves.toEqual([fresh, fresh]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: 'refresh-1' }));
    expect(jar.jar.get('auth_refresh_token')).toBe('refresh-2');
  });

  it('uses a short-lived token until a quarter of its lifetime is left, then refreshes it', async () => {
    // 20 s tokens (shortlived@example.com): the 30 s margin would refresh before every call.
    const token = fakeJwt({ sub: 'acc-1', iat: inSeconds(-10), exp: inSeconds(10) });
    const { auth, oidc } = setup({ auth_access_token: token, auth_refresh_token: 'refresh-1' });
    await expect(auth.getAccessToken()).resolves.toBe(token);
    expect(oidc.refresh).not.toHaveBeenCalled();

    const nearlyExpired = fakeJwt({ sub: 'acc-1', iat: inSeconds(-16), exp: inSeconds(4) });
    const fresh = fakeJwt({ sub: 'acc-1', iat: inSeconds(0), exp: inSeconds(20) });
    const second = setup({ auth_access_token: nearlyExpired, auth_refresh_token: 'refresh-1' });
    second.oidc.refresh.mockResolvedValue({ accessToken: fresh, refreshToken: 'refresh-2' });
    await expect(second.auth.getAccessToken()).resolves.toBe(fresh);
  });

  it('signs out when the identity provider ended the session (an abandoned session)', async () => {
    const expired = fakeJwt({ sub: 'acc-1', exp: inSeconds(-5) });
    const { auth, oidc, jar, storage } = setup({ auth_access_token: expired, auth_refresh_token: 'ended' });
    storage.set(ID_TOKEN_KEY, 'id-1');
    oidc.refresh.mockRejectedValue(
      Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' }),
    );
    void auth.getAccessToken();
    await settle();
    await settle();
    expect(jar.jar.size).toBe(0);
    expect(oidc.signoutRedirect).toHaveBeenCalledWith('id-1');
    expect(oidc.signinRedirect).not.toHaveBeenCalled();
  });
});
