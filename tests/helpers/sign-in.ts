/**
 * Signs in over plain HTTP (no browser): the authorization code + PKCE flow against an OIDC issuer that shows
 * the mock identity provider's sign-in form. Used by contract tests to get real tokens.
 */
import { createHash, randomBytes } from 'node:crypto';

export const TEST_REDIRECT_URI = 'http://localhost:5173/auth/callback';
const CLIENT_ID = 'account-area';
const SCOPE = 'openid email profile offline_access';

export interface SignInTokens {
  accessToken: string;
  refreshToken?: string;
  idToken: string;
}

/** The provider answered with a page instead of a redirect (e.g. the sign-in form again, with an error). */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/** A cookie as a browser keeps it (what Playwright's storage state holds). */
export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  /** Seconds since the epoch; -1 for a session cookie. */
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/**
 * A minimal cookie jar for one host (name, value, path, attributes, deletion), with a fetch that never follows
 * redirects. It keeps the cookies as a browser would (`asBrowserCookies`, for Playwright's storage state) and
 * sends them from there.
 */
export class CookieJar {
  /** Every cookie kept, by name and path, with its attributes. */
  private readonly cookies = new Map<string, BrowserCookie>();

  /** fetch with this jar's cookies; stores the response's Set-Cookie headers; redirects are returned, not followed. */
  async fetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response, url);
    return response;
  }

  /** The cookies a browser would hold now (for Playwright's storage state). */
  asBrowserCookies(): BrowserCookie[] {
    return [...this.cookies.values()];
  }

  store(response: Response, requestUrl: URL): void {
    for (const header of response.headers.getSetCookie()) this.keep(header, requestUrl);
  }

  /** Keeps one Set-Cookie header's cookie, or deletes it (an empty value, an expiry in the past). */
  private keep(header: string, requestUrl: URL): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    if (eq < 1) return;
    const cookie: BrowserCookie = {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      domain: requestUrl.hostname,
      path: requestUrl.pathname.replace(/\/[^/]*$/, '') || '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    };
    for (const attribute of attributes) {
      const eqAt = attribute.indexOf('=');
      const key = (eqAt < 0 ? attribute : attribute.slice(0, eqAt)).toLowerCase();
      const value = eqAt < 0 ? '' : attribute.slice(eqAt + 1);
      if (key === 'path' && value.startsWith('/')) cookie.path = value;
      if (key === 'expires') cookie.expires = Math.floor(Date.parse(value) / 1000);
      if (key === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
      if (key === 'httponly') cookie.httpOnly = true;
      if (key === 'secure') cookie.secure = true;
      if (key === 'samesite') {
        const same = value.toLowerCase();
        cookie.sameSite = same === 'strict' ? 'Strict' : same === 'none' ? 'None' : 'Lax';
      }
    }
    const key = `${cookie.name};${cookie.path}`;
    if (cookie.value === '' || (cookie.expires !== -1 && cookie.expires * 1000 <= Date.now()))
      this.cookies.delete(key);
    else this.cookies.set(key, cookie);
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

function pkcePair() {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

function formAction(html: string, pageUrl: URL): URL | undefined {
  const form = /<form\b[^>]*>/i.exec(html)?.[0];
  const action = form && /\baction="([^"]*)"/i.exec(form)?.[1];
  return action === undefined ? undefined : new URL(action.replace(/&amp;/g, '&'), pageUrl);
}

function alertText(html: string): string | undefined {
  return /<[^>]*role="alert"[^>]*>([^<]*)</i.exec(html)?.[1]?.trim();
}

/**
 * Runs the whole flow: discovery, authorize (redirect_uri http://localhost:5173/auth/callback unless given), the redirects
 * with their cookies, the sign-in form post, the code from the final redirect and the token exchange.
 * Throws a SignInError when the provider rejects the credentials or the request. Pass `cookies` to keep the
 * provider's session cookies (e.g. to sign out afterwards); `params` adds authorization parameters (prompt, login_hint).
 */
export async function signInOverHttp(
  issuer: string,
  email: string,
  password = 'demo',
  options: { cookies?: CookieJar; redirectUri?: string; params?: Record<string, string> } = {},
): Promise<SignInTokens> {
  const redirectUri = options.redirectUri ?? TEST_REDIRECT_URI;
  const discoveryResponse = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!discoveryResponse.ok) throw new Error(`discovery failed with ${discoveryResponse.status}`);
  const discovery = (await discoveryResponse.json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };

  const jar = options.cookies ?? new CookieJar();
  const pkce = pkcePair();
  const state = base64url(randomBytes(16));
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce: base64url(randomBytes(16)),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...options.params,
  }).toString();

  const request = (target: URL, init?: RequestInit) => jar.fetch(target, init);

  let url = authorize;
  let response = await request(url);
  let formPosted = false;
  for (let hop = 0; hop < 20; hop += 1) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) {
        const error = next.searchParams.get('error');
        if (error)
          throw new Error(
            `authorization failed: ${error} ${next.searchParams.get('error_description') ?? ''}`,
          );
        if (next.searchParams.get('state') !== state)
          throw new Error('state mismatch in the authorization response');
        const code = next.searchParams.get('code');
        if (!code) throw new Error('no code in the authorization response');
        return exchange(discovery.token_endpoint, code, pkce.verifier, redirectUri);
      }
      url = next;
      response = await request(url);
      continue;
    }
    const body = await response.text();
    // A page that submits itself (oidc-provider's form_post: signing out another account's session first).
    const hidden = [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)];
    const self = response.status === 200 && /document\.forms\[0\]\.submit\(\)/.test(body);
    if (self && hidden.length > 0) {
      url = formAction(body, url) ?? url;
      response = await request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(hidden.map(([, name = '', value = '']) => [name, value])).toString(),
      });
      continue;
    }
    const action = response.status === 200 && !formPosted ? formAction(body, url) : undefined;
    if (!action) {
      const reason = alertText(body) ?? `unexpected ${response.status} at ${url.pathname}`;
      throw new SignInError(`sign-in failed: ${reason}`, response.status, body);
    }
    formPosted = true;
    url = action;
    response = await request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  }
  throw new Error('too many redirects during sign-in');
}

async function exchange(
  tokenEndpoint: string,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<SignInTokens> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await response.json()) as {
    access_token?: string;
    refresh_token?: string;
    id_token?: string;
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token || !body.id_token) {
    throw new Error(
      `token exchange failed with ${response.status}: ${body.error ?? ''} ${body.error_description ?? ''}`,
    );
  }
  return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
}
