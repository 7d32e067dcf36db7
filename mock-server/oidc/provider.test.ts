// @vitest-environment node
import { createServer, type RequestListener, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CookieJar,
  SignInError,
  TEST_REDIRECT_URI,
  signInOverHttp,
  type SignInTokens,
} from '../../tests/helpers/sign-in';
import type * as Accounts from '../accounts';
import { DELETED_ACCOUNT_ERROR, profileAccountLookup, type AccountLookup } from './account-lookup';
import { createIdentityProvider, type IdentityProvider, type RateLimit } from './provider';

const { BUSINESS_EMAIL } = vi.hoisted(() => ({ BUSINESS_EMAIL: 'business-test@example.com' }));

// A business account for the b2b case (DEMO_ACCOUNTS may not have one).
vi.mock('../accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof Accounts>();
  const [first] = actual.DEMO_ACCOUNTS;
  if (!first) throw new Error('no demo accounts');
  const business = {
    ...first,
    email: BUSINESS_EMAIL,
    accountId: '4b1c6f0e-2d7a-4c59-9e0b-0000000000b2',
    idpSub: 'business-test',
    business: true,
  };
  const all = [...actual.DEMO_ACCOUNTS, business];
  return {
    ...actual,
    DEMO_ACCOUNTS: all,
    findAccountByEmail: (email: string) => all.find((a) => a.email === email.trim().toLowerCase()),
    findAccountById: (id: string) => all.find((a) => a.accountId === id),
  };
});

const DEMO_ID = '4b1c6f0e-2d7a-4c59-9e0b-000000000001';
const EMPTY_ID = '4b1c6f0e-2d7a-4c59-9e0b-000000000002';
const CRITICAL_ID = '4b1c6f0e-2d7a-4c59-9e0b-000000000005';

interface Running {
  server: Server;
  origin: string;
  issuer: string;
  idp: IdentityProvider;
}

let keyCacheDir: string;
const servers: Server[] = [];

async function start(
  accessTokenTtlSeconds?: number,
  options: { accounts?: AccountLookup; anonymousStoreLimit?: number; anonymousAuthRate?: RateLimit } = {},
): Promise<Running> {
  let handler: RequestListener = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const issuer = `${origin}/oidc`;
  const idp = await createIdentityProvider({ issuer, keyCacheDir, accessTokenTtlSeconds, ...options });
  handler = (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/oidc' || pathname.startsWith('/oidc/')) return idp.callback(req, res);
    res.statusCode = 404;
    res.end();
  };
  return { server, origin, issuer, idp };
}

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const authorizeUrl = (issuer: string, redirectUri: string) =>
  `${issuer}/auth?${new URLSearchParams({
    client_id: 'account-area',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    state: 'state-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })}`;

let main: Running;

beforeAll(async () => {
  keyCacheDir = mkdtempSync(path.join(tmpdir(), 'oidc-keys-'));
  main = await start();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(keyCacheDir, { recursive: true, force: true });
});

describe('mock identity provider', () => {
  it('serves discovery under the /oidc mount with prefixed endpoints', async () => {
    const response = await fetch(`${main.issuer}/.well-known/openid-configuration`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(main.issuer);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
      expect(discovery[key]).toMatch(new RegExp(`^${main.issuer}/`));
    }
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']),
    );
  });

  it('signs in the demo account and issues a verifiable JWT access token', async () => {
    const tokens = await signInOverHttp(main.issuer, 'demo@example.com');
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toEqual(expect.any(String));
    await expect(main.idp.verifyAccessToken(tokens.accessToken)).resolves.toEqual({
      sub: DEMO_ID,
      email: 'demo@example.com',
      idp_type: 'local',
      idp_sub: 'demo',
      amr: ['pwd'],
    });
    const access = payloadOf(tokens.accessToken);
    expect(access.iss).toBe(main.issuer);
    expect((access.exp as number) - (access.iat as number)).toBe(600);
    const id = payloadOf(tokens.idToken);
    expect(id).toMatchObject({
      sub: DEMO_ID,
      email: 'demo@example.com',
      aud: 'account-area',
      iss: main.issuer,
    });
  });

  it('with prompt=login and login_hint, asks again and signs in the hinted account over another one’s session', async () => {
    const cookies = new CookieJar();
    const first = await signInOverHttp(main.issuer, 'demo@example.com', 'demo', { cookies });
    expect(payloadOf(first.accessToken).sub).toBe(DEMO_ID);
    const second = await signInOverHttp(main.issuer, 'empty@example.com', 'demo', {
      cookies,
      params: { prompt: 'login', login_hint: 'empty@example.com' },
    });
    expect(payloadOf(second.accessToken).sub).toBe(EMPTY_ID);
  });

  it('marks business accounts with amr b2b', async () => {
    const tokens = await signInOverHttp(main.issuer, BUSINESS_EMAIL);
    const claims = await main.idp.verifyAccessToken(tokens.accessToken);
    expect(claims).toMatchObject({ email: BUSINESS_EMAIL, amr: ['b2b'] });
  });

  it.each([
    ['a wrong password', 'demo@example.com', 'wrong'],
    ['an unknown e-mail address', 'nobody@example.com', 'demo'],
  ])('rejects %s with the form again and the error', async (_case, email, password) => {
    const error = await signInOverHttp(main.issuer, email, password).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    const { status, body } = error as SignInError;
    expect(status).toBe(200);
    expect(body).toMatch(/<[^>]*role="alert"[^>]*>Unknown e-mail address or wrong password</);
    expect(body).toContain(
      `name="email" type="email" maxlength="254" autocomplete="username" required value="${email}"`,
    );
    expect(body).not.toContain(`value="${password}"`);
  });

  it('serves an accessible sign-in page without external resources', async () => {
    const jar = new CookieJar();
    const first = await jar.fetch(authorizeUrl(main.issuer, TEST_REDIRECT_URI));
    expect(first.status).toBe(303);
    const pageUrl = new URL(first.headers.get('location') ?? '', main.issuer);
    expect(pageUrl.pathname).toMatch(/^\/oidc\/interaction\//);
    const response = await jar.fetch(pageUrl);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in</title>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toMatch(/<main>[\s\S]*<form[\s\S]*<\/main>/);
    expect(html).toContain('<label for="email">E-mail address</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('demo@example.com');
    expect(html).toMatch(/password[^.]*<code>demo<\/code>/);
    expect(html).not.toMatch(/(?:src|href)=|@import|url\(/);
    expect(html).not.toContain('role="alert"');
  });

  it('refuses a sign-in form of 70 kB cleanly (413 page, not a 500)', async () => {
    const jar = new CookieJar();
    const first = await jar.fetch(authorizeUrl(main.issuer, TEST_REDIRECT_URI));
    const pageUrl = new URL(first.headers.get('location') ?? '', main.issuer);
    await jar.fetch(pageUrl);
    for (const chunked of [false, true]) {
      const fields = `email=demo%40example.com&password=${'x'.repeat(70 * 1024)}`;
      const response = await jar.fetch(pageUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: chunked ? new Blob([fields]).stream() : fields,
        ...(chunked ? { duplex: 'half' } : {}),
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.text()).toContain('The sign-in form was too large');
    }
  });

  it('rejects tampered and foreign tokens', async () => {
    const { accessToken } = await signInOverHttp(main.issuer, 'demo@example.com');
    const [header = '', payload = '', signature = ''] = accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...payloadOf(accessToken), sub: '4b1c6f0e-2d7a-4c59-9e0b-000000000003' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(main.idp.verifyAccessToken(`${header}.${forged}.${signature}`)).resolves.toBeNull();
    await expect(main.idp.verifyAccessToken(`${header}.${payload}.${flipped}`)).resolves.toBeNull();
    await expect(main.idp.verifyAccessToken(`${header}.${payload}.`)).resolves.toBeNull();
    await expect(main.idp.verifyAccessToken('not-a-token')).resolves.toBeNull();
    const { idToken } = await signInOverHttp(main.issuer, 'demo@example.com');
    await expect(main.idp.verifyAccessToken(idToken)).resolves.toBeNull();
  });

  it('rejects expired tokens and tokens of another issuer', async () => {
    // A provider of its own (another issuer), with short-lived tokens; the test moves the clock, it does not wait.
    const short = await start(60);
    const { accessToken } = await signInOverHttp(short.issuer, 'demo@example.com');
    await expect(short.idp.verifyAccessToken(accessToken)).resolves.not.toBeNull();
    await expect(main.idp.verifyAccessToken(accessToken)).resolves.toBeNull();
    // The clock moved past the token's expiry (only Date is faked: the servers' timers and sockets keep running).
    const expiresAt = Number(payloadOf(accessToken).exp) * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt });
    try {
      await expect(short.idp.verifyAccessToken(accessToken)).resolves.toBeNull();
      vi.setSystemTime(expiresAt - 1000);
      await expect(short.idp.verifyAccessToken(accessToken)).resolves.not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps verifying tokens after a restart (cached signing key)', async () => {
    const { accessToken } = await signInOverHttp(main.issuer, 'demo@example.com');
    const restarted = await createIdentityProvider({ issuer: main.issuer, keyCacheDir });
    await expect(restarted.verifyAccessToken(accessToken)).resolves.toMatchObject({ sub: DEMO_ID });
  });

  it('refuses redirect URIs on other origins or paths and accepts channel hosts', async () => {
    for (const redirectUri of [
      'http://evil.test/auth/callback',
      'https://localhost:5173/auth/callback',
      'http://localhost.evil.test:5173/auth/callback',
      'http://localhost:5173/elsewhere',
    ]) {
      const response = await fetch(authorizeUrl(main.issuer, redirectUri), { redirect: 'manual' });
      expect(response.status, redirectUri).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('invalid_redirect_uri');
    }
    for (const redirectUri of [
      'http://albelli-nl.localhost:3000/auth/callback',
      'http://127.0.0.1:4173/auth/callback',
    ]) {
      const response = await fetch(authorizeUrl(main.issuer, redirectUri), { redirect: 'manual' });
      expect(response.status, redirectUri).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/oidc\/interaction\//);
    }
  });

  it('requires PKCE', async () => {
    const url = new URL(authorizeUrl(main.issuer, TEST_REDIRECT_URI));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
  });

  it('refreshes tokens with the refresh_token grant (CORS for the app origins only)', async () => {
    const { refreshToken } = await signInOverHttp(main.issuer, 'demo@example.com');
    expect(refreshToken).toBeDefined();
    const refresh = (token: string, origin: string) =>
      fetch(`${main.issuer}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'account-area',
        }),
      });
    const response = await refresh(refreshToken ?? '', 'http://albelli-nl.localhost:5173');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://albelli-nl.localhost:5173');
    const body = (await response.json()) as { access_token: string; refresh_token: string; id_token: string };
    await expect(main.idp.verifyAccessToken(body.access_token)).resolves.toMatchObject({
      sub: DEMO_ID,
      amr: ['pwd'],
    });
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(payloadOf(body.id_token).email).toBe('demo@example.com');

    const foreign = await refresh(body.refresh_token, 'http://evil.test');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs out without a confirmation step when id_token_hint and post_logout_redirect_uri are given', async () => {
    const jar = new CookieJar();
    const { idToken } = await signInOverHttp(main.issuer, 'demo@example.com', 'demo', { cookies: jar });
    const endSession = new URL(`${main.issuer}/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: 'http://localhost:5173/',
      state: 'bye',
    }).toString();
    const page = await jar.fetch(endSession);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page submits itself: a form with the confirmation fields and a script that submits it.
    expect(html).toContain('.submit()');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(fields.logout).toBe('yes');
    const confirm = await jar.fetch(new URL(action, main.issuer), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as Record<string, string>),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('http://localhost:5173/?state=bye');

    // The session is gone: a new authorization asks to sign in again.
    const again = await jar.fetch(authorizeUrl(main.issuer, TEST_REDIRECT_URI));
    expect(again.headers.get('location')).toMatch(/^\/oidc\/interaction\//);

    const rejected = await fetch(
      `${main.issuer}/session/end?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://evil.test/' })}`,
    );
    expect(rejected.status).toBe(400);
  });

  describe('sessions end at once (issue 12)', () => {
    const refresh = (token: string) =>
      fetch(`${main.issuer}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'account-area',
        }),
      });
    const revoke = (token: string) =>
      fetch(`${main.issuer}/token/revocation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, client_id: 'account-area' }),
      });

    it('issues access tokens that live minutes, and 20 seconds for shortlived@example.com', async () => {
      const { accessToken } = await signInOverHttp(main.issuer, 'shortlived@example.com');
      const access = payloadOf(accessToken);
      expect((access.exp as number) - (access.iat as number)).toBe(20);
    });

    it('ends the access and refresh tokens when the user signs out', async () => {
      const jar = new CookieJar();
      const tokens = await signInOverHttp(main.issuer, 'demo@example.com', 'demo', { cookies: jar });
      expect(await main.idp.verifyAccessToken(tokens.accessToken)).not.toBeNull();
      const endSession = new URL(`${main.issuer}/session/end`);
      endSession.search = new URLSearchParams({
        id_token_hint: tokens.idToken,
        post_logout_redirect_uri: 'http://localhost:5173/',
      }).toString();
      const html = await (await jar.fetch(endSession)).text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
      const fields = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
      const confirm = await jar.fetch(new URL(action, main.issuer), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields as Record<string, string>),
      });
      expect(confirm.status).toBe(303);
      await vi.waitFor(async () => expect(await main.idp.verifyAccessToken(tokens.accessToken)).toBeNull());
      expect((await refresh(tokens.refreshToken ?? '')).status).toBe(400);
    });

    it('ends the whole grant when a used refresh token comes back (reuse detection)', async () => {
      const tokens = await signInOverHttp(main.issuer, 'demo@example.com');
      const first = await refresh(tokens.refreshToken ?? '');
      expect(first.status).toBe(200);
      const rotated = (await first.json()) as { access_token: string; refresh_token: string };
      expect(await main.idp.verifyAccessToken(rotated.access_token)).not.toBeNull();
      expect((await refresh(tokens.refreshToken ?? '')).status).toBe(400);
      expect(await main.idp.verifyAccessToken(tokens.accessToken)).toBeNull();
      expect(await main.idp.verifyAccessToken(rotated.access_token)).toBeNull();
      expect((await refresh(rotated.refresh_token)).status).toBe(400);
    });

    it('revokes an access token (200, then refused) and a refresh token with its grant', async () => {
      const tokens = await signInOverHttp(main.issuer, 'demo@example.com');
      expect((await revoke(tokens.accessToken)).status).toBe(200);
      expect(await main.idp.verifyAccessToken(tokens.accessToken)).toBeNull();
      const other = await signInOverHttp(main.issuer, 'demo@example.com');
      expect((await revoke(other.refreshToken ?? '')).status).toBe(200);
      expect(await main.idp.verifyAccessToken(other.accessToken)).toBeNull();
      expect((await refresh(other.refreshToken ?? '')).status).toBe(400);
      expect((await revoke('not-a-token')).status).toBe(200);
    });

    it('ends every session of a deleted account', async () => {
      const one = await signInOverHttp(main.issuer, 'empty@example.com');
      const two = await signInOverHttp(main.issuer, 'empty@example.com');
      const someoneElse = await signInOverHttp(main.issuer, 'demo@example.com');
      await main.idp.endSessionsOf?.('4b1c6f0e-2d7a-4c59-9e0b-000000000002');
      expect(await main.idp.verifyAccessToken(one.accessToken)).toBeNull();
      expect(await main.idp.verifyAccessToken(two.accessToken)).toBeNull();
      expect((await refresh(two.refreshToken ?? '')).status).toBe(400);
      expect(await main.idp.verifyAccessToken(someoneElse.accessToken)).not.toBeNull();
    });
  });

  describe('a deleted account stays deleted (issue 24)', () => {
    const deleted = new Set<string>();
    let idp: Running;
    beforeAll(async () => {
      idp = await start(undefined, {
        accounts: profileAccountLookup((accountId) => ({
          email: '',
          accountDeleted: deleted.has(accountId),
        })),
      });
    });
    const refresh = (token: string) =>
      fetch(`${idp.issuer}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'account-area',
        }),
      });
    const silentAuth = (jar: CookieJar) => {
      const url = new URL(authorizeUrl(idp.issuer, TEST_REDIRECT_URI));
      url.searchParams.set('prompt', 'none');
      return jar.fetch(url);
    };

    /** Browser B never signed out: its session cookie, refresh and access token must all be refused. */
    async function expectRefusedEverywhere(email: string, browserB: CookieJar, tokens: SignInTokens) {
      const again = await browserB.fetch(authorizeUrl(idp.issuer, TEST_REDIRECT_URI));
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toMatch(/^\/oidc\/interaction\//);
      const silent = await silentAuth(browserB);
      const location = new URL(silent.headers.get('location') ?? '', idp.issuer);
      expect(location.href.startsWith(TEST_REDIRECT_URI)).toBe(true);
      expect(location.searchParams.get('code')).toBeNull();
      expect(location.searchParams.get('error')).toBe('login_required');
      expect((await refresh(tokens.refreshToken ?? '')).status).toBe(400);
      expect(await idp.idp.verifyAccessToken(tokens.accessToken)).toBeNull();
      const error = await signInOverHttp(idp.issuer, email, 'demo', { cookies: browserB }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SignInError);
      expect((error as SignInError).body).toContain(DELETED_ACCOUNT_ERROR);
    }

    it('ends every provider session of the account: a browser that never signed out gets no code', async () => {
      const browserA = new CookieJar();
      const browserB = new CookieJar();
      await signInOverHttp(idp.issuer, 'empty@example.com', 'demo', { cookies: browserA });
      const tokens = await signInOverHttp(idp.issuer, 'empty@example.com', 'demo', { cookies: browserB });
      const other = await signInOverHttp(idp.issuer, 'demo@example.com');
      deleted.add(EMPTY_ID);
      await idp.idp.endSessionsOf?.(EMPTY_ID);
      // The app's sign-out towards /account-deleted still goes through, without a question.
      const signOut = await browserA.fetch(
        `${idp.issuer}/session/end?${new URLSearchParams({
          id_token_hint: tokens.idToken,
          post_logout_redirect_uri: 'http://localhost:5173/account-deleted',
        })}`,
      );
      expect(signOut.status).toBe(200);
      const signOutPage = await signOut.text();
      expect(signOutPage).not.toContain('Sign out?');
      expect(signOutPage).toMatch(/name="logout" value="yes"/);
      await expectRefusedEverywhere('empty@example.com', browserB, tokens);
      expect(await idp.idp.verifyAccessToken(other.accessToken)).not.toBeNull();
    });

    it('refuses a deleted account on every path even where its sessions were not ended', async () => {
      const browserB = new CookieJar();
      const tokens = await signInOverHttp(idp.issuer, 'critical@example.com', 'demo', { cookies: browserB });
      deleted.add(CRITICAL_ID);
      await expectRefusedEverywhere('critical@example.com', browserB, tokens);
    });
  });

  describe('anonymous sign-in floods (issue 24)', () => {
    /** `count` anonymous GET /oidc/auth, `parallel` at a time; the statuses seen. */
    async function flood(issuer: string, count: number, parallel = 25): Promise<Map<number, number>> {
      const statuses = new Map<number, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          while (next < count) {
            next += 1;
            const response = await fetch(authorizeUrl(issuer, TEST_REDIRECT_URI), { redirect: 'manual' });
            await response.body?.cancel();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          }
        }),
      );
      return statuses;
    }
    const refresh = (issuer: string, token: string) =>
      fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'account-area',
        }),
      });

    it('never evicts a signed-in session or grant for anonymous interactions', async () => {
      const unlimited = await start(undefined, {
        anonymousStoreLimit: 50,
        anonymousAuthRate: { burst: 1e9, perSecond: 1e9 },
      });
      const jar = new CookieJar();
      const tokens = await signInOverHttp(unlimited.issuer, 'demo@example.com', 'demo', { cookies: jar });
      expect((await flood(unlimited.issuer, 200)).get(303)).toBe(200);
      expect((await refresh(unlimited.issuer, tokens.refreshToken ?? '')).status).toBe(200);
      // The browser's session is still there: it gets a code without signing in again.
      const again = await jar.fetch(authorizeUrl(unlimited.issuer, TEST_REDIRECT_URI));
      expect(again.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/auth\/callback\?code=/);
    });

    it('limits the sign-ins one address starts without a session (429), not a signed-in browser', async () => {
      // A bucket that does not refill within the test: with one token a second, a flood that took over a second on a
      // busy machine left a token for the refused request below (303 instead of 429 in a clean-clone run).
      const limited = await start(undefined, { anonymousAuthRate: { burst: 50, perSecond: 0.01 } });
      const jar = new CookieJar();
      const tokens = await signInOverHttp(limited.issuer, 'demo@example.com', 'demo', { cookies: jar });
      const statuses = await flood(limited.issuer, 300);
      expect(statuses.get(429)).toBeGreaterThanOrEqual(240);
      const refused = await fetch(authorizeUrl(limited.issuer, TEST_REDIRECT_URI), { redirect: 'manual' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const signedIn = await jar.fetch(authorizeUrl(limited.issuer, TEST_REDIRECT_URI));
      expect(signedIn.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/auth\/callback\?code=/);
      expect((await refresh(limited.issuer, tokens.refreshToken ?? '')).status).toBe(200);
    });
  });

  describe('sign-out and framing (issue 24)', () => {
    const hiddenFields = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      ) as Record<string, string>;

    it('asks before signing out a request without an id_token_hint of the signed-in account (logout CSRF)', async () => {
      const jar = new CookieJar();
      const tokens = await signInOverHttp(main.issuer, 'demo@example.com', 'demo', { cookies: jar });
      const someoneElse = await signInOverHttp(main.issuer, 'empty@example.com');
      for (const hint of [undefined, someoneElse.idToken]) {
        const endSession = new URL(`${main.issuer}/session/end`);
        endSession.search = new URLSearchParams({
          post_logout_redirect_uri: 'http://localhost:5173/',
          ...(hint ? { id_token_hint: hint } : {}),
        }).toString();
        const response = await jar.fetch(endSession);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).not.toContain('.submit()');
        expect(html).toContain('<h1>Sign out?</h1>');
        expect(html).toContain('<button type="submit" form="op.logoutForm">Sign out</button>');
        // Nothing ended: the session still gives a code, the tokens still work.
        expect(await main.idp.verifyAccessToken(tokens.accessToken)).not.toBeNull();
        const again = await jar.fetch(authorizeUrl(main.issuer, TEST_REDIRECT_URI));
        expect(again.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/auth\/callback\?code=/);
        if (hint === undefined) {
          // The user presses the button: signed out.
          const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
          const confirm = await jar.fetch(new URL(action, main.issuer), {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(hiddenFields(html)),
          });
          expect(confirm.status).toBe(303);
          await vi.waitFor(async () =>
            expect(await main.idp.verifyAccessToken(tokens.accessToken)).toBeNull(),
          );
          break;
        }
      }
    });

    it('forbids framing the sign-in, sign-out and error pages (X-Frame-Options, frame-ancestors)', async () => {
      const jar = new CookieJar();
      const first = await jar.fetch(authorizeUrl(main.issuer, TEST_REDIRECT_URI));
      const signIn = await jar.fetch(new URL(first.headers.get('location') ?? '', main.issuer));
      const tokens = await signInOverHttp(main.issuer, 'demo@example.com', 'demo', { cookies: jar });
      const signOut = await jar.fetch(
        `${main.issuer}/session/end?${new URLSearchParams({ id_token_hint: tokens.idToken })}`,
      );
      const error = await fetch(authorizeUrl(main.issuer, 'http://evil.test/auth/callback'));
      for (const [name, response] of Object.entries({ signIn, signOut, error })) {
        expect(response.headers.get('x-frame-options'), name).toBe('DENY');
        expect(response.headers.get('content-security-policy'), name).toContain("frame-ancestors 'none'");
      }
    });
  });
});
