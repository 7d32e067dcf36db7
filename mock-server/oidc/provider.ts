/**
 * The mock server's identity provider: a real OpenID Provider (oidc-provider 9.x) with one public client,
 * `account-area` (authorization code + PKCE S256, refresh tokens), a sign-in page for the demo accounts and
 * signed JWT access tokens that the mock APIs verify with `verifyAccessToken`.
 *
 * Mounting: the caller routes every request whose path starts with the issuer's path (e.g. `/oidc`) to
 * `callback`. It strips that prefix from `req.url` and keeps the full URL in `req.originalUrl` (Express
 * semantics), which oidc-provider uses to prefix every URL it generates (discovery, redirects, cookie paths).
 */
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  verify,
  type KeyObject,
} from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as OidcModule from 'oidc-provider';
import type { ErrorOut, OidcClient, OidcContext, OidcToken, Provider as OidcProvider } from 'oidc-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, findAccountById, type DemoAccount } from '../accounts';
import { demoAccountLookup, type AccountLookup } from './account-lookup';
import { createOidcStore, type OidcStore } from './store';

export interface AccessClaims {
  sub: string;
  email: string;
  idp_type: string;
  idp_sub: string;
  /** ['b2b'] for business accounts, ['pwd'] otherwise. */
  amr: string[];
}

export interface IdentityProvider {
  /** Node request handler for everything under the issuer path (e.g. /oidc/...). The caller routes requests whose path starts with the issuer's path to it. */
  callback: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * Verifies a bearer access token (signature with the provider's key, issuer, expiry) and that it is still alive:
   * its grant not ended (sign-out, refresh-token reuse, account deletion) and the token itself not revoked. Null
   * when invalid.
   */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /** Ends every session and grant of an account (its deletion): its tokens stop working at once. */
  endSessionsOf?(accountId: string): Promise<void>;
}

export const CLIENT_ID = 'account-area';
/** Resource indicator (and `aud` of every access token): the mock's APIs. */
export const ACCESS_TOKEN_AUDIENCE = 'urn:photo-account-area:api';
export const SIGN_IN_ERROR = 'Unknown e-mail address or wrong password';

const SCOPES = ['openid', 'email', 'profile', 'offline_access'];
const API_SCOPE = 'api';
const CALLBACK_PATH = '/auth/callback';
/**
 * The signing key and cookie secrets live outside the checkout (issue 12: a file under the project root could be
 * served by a dev server): `MOCK_KEY_DIR`, else a per-checkout folder in the system's temporary directory.
 */
export function defaultKeyCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MOCK_KEY_DIR) return env.MOCK_KEY_DIR;
  const checkout = fileURLToPath(new URL('../..', import.meta.url));
  const id = createHash('sha256').update(checkout).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `photo-account-area-${id}`, 'oidc');
}
const DAY = 24 * 60 * 60;
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

// ---------------------------------------------------------------------------------------------------------
// Keys and cookie secrets, generated once per cache directory.

interface SigningJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  [member: string]: string;
}

interface CachedSecrets {
  signingKey: SigningJwk;
  cookieKeys: string[];
}

function loadOrCreateSecrets(dir: string): CachedSecrets {
  const file = path.join(dir, 'secrets.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedSecrets;
  } catch {
    // Not there yet (or unreadable): create it below.
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, string>;
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  const secrets: CachedSecrets = {
    signingKey: { ...jwk, kty: 'RSA', kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  // Written under a temporary name and linked into place: never a half-written file, and when two
  // processes race, the first one wins and the other reads its file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    linkSync(temp, file);
    return secrets;
  } catch {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedSecrets;
  } finally {
    rmSync(temp, { force: true });
  }
}

function publicJwk(jwk: SigningJwk) {
  return { kty: jwk.kty, kid: jwk.kid, alg: jwk.alg, use: jwk.use, n: jwk.n, e: jwk.e };
}

// ---------------------------------------------------------------------------------------------------------
// Access token verification (RS256 JWT, typ at+jwt).

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

interface VerifiedToken {
  claims: AccessClaims;
  /** The grant the token was issued under, the token's id and expiry (seconds). */
  gid?: string;
  jti?: string;
  exp: number;
}

function verifyJwt(
  token: string,
  key: { kid: string; publicKey: KeyObject },
  issuer: string,
): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', signature = ''] = parts;
  const header = decodeJson(encodedHeader);
  if (!header || header.alg !== 'RS256' || header.typ !== 'at+jwt' || header.kid !== key.kid) return null;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    key.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return null;
  const payload = decodeJson(encodedPayload);
  if (!payload || payload.iss !== issuer) return null;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(ACCESS_TOKEN_AUDIENCE)) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (typeof payload.nbf === 'number' && payload.nbf > now) return null;
  const { sub, email, idp_type, idp_sub, amr, gid, jti } = payload;
  if (
    typeof sub !== 'string' ||
    typeof email !== 'string' ||
    typeof idp_type !== 'string' ||
    typeof idp_sub !== 'string' ||
    !Array.isArray(amr) ||
    !amr.every((m) => typeof m === 'string')
  ) {
    return null;
  }
  return {
    claims: { sub, email, idp_type, idp_sub, amr: amr as string[] },
    gid: typeof gid === 'string' ? gid : undefined,
    jti: typeof jti === 'string' ? jti : undefined,
    exp: payload.exp,
  };
}

// ---------------------------------------------------------------------------------------------------------
// HTML pages (no external resources).

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1a1a; background: #f4f5f7; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { margin: 0 0 1rem; font-size: 1.75rem; }
  h2 { margin: 2rem 0 0.5rem; font-size: 1.125rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; color: #1a1a1a; background: #fff; border: 1px solid #595959; border-radius: 4px; }
  button { margin-top: 1.5rem; padding: 0.625rem 1.25rem; font: inherit; font-weight: 600; color: #fff; background: #0b57a4; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #08457f; }
  :focus-visible { outline: 3px solid #0b57a4; outline-offset: 2px; }
  .error { margin: 0 0 1rem; padding: 0.75rem; color: #8a0010; background: #fdecee; border: 1px solid #8a0010; border-radius: 4px; }
  .hint { color: #3d3d3d; font-size: 0.9375rem; }
  .hint ul { padding-left: 1.25rem; }
  code { font-family: ui-monospace, Menlo, Consolas, monospace; }
`;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function signInPage(action: string, email: string, failed: boolean | string): string {
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `<li><code>${escapeHtml(a.email)}</code>: ${escapeHtml(a.description)}</li>`,
  ).join('\n');
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${failed ? `<p class="error" role="alert">${escapeHtml(failed === true ? SIGN_IN_ERROR : failed)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" maxlength="254" autocomplete="username" required value="${escapeHtml(email)}"${failed ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" maxlength="1000" autocomplete="current-password" required${failed ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<section class="hint" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo accounts</h2>
<p>This is the mock identity provider. The password of every demo account is <code>${DEMO_PASSWORD}</code>.</p>
<ul>
${accounts}
</ul>
</section>`,
  );
}

function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  res.end(html);
}

/** The sign-in form's largest body: two fields of at most 254 and 1000 characters, with room to spare. */
export const SIGN_IN_FORM_LIMIT_BYTES = 16 * 1024;

/** The form's fields, or undefined when the body is over the limit (then it is not read further). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > SIGN_IN_FORM_LIMIT_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > SIGN_IN_FORM_LIMIT_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

// ---------------------------------------------------------------------------------------------------------
// Anonymous sign-ins per client address (issue 24): each one stores an interaction and a session.

export interface RateLimit {
  /** Requests at once. */
  burst: number;
  /** Requests per second after the burst. */
  perSecond: number;
}

/** Far above what a browser or a test suite does, far below a flood (3,000 in 4 s). */
export const ANONYMOUS_AUTH_RATE: RateLimit = { burst: 200, perSecond: 20 };

/** A token bucket per key; `take` is false when the key's bucket is empty. */
export function createRateLimiter({ burst, perSecond }: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): boolean {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at };
      bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
      bucket.at = at;
      buckets.set(key, bucket);
      if (buckets.size > 10_000) for (const [k, b] of buckets) if (b.tokens >= burst) buckets.delete(k);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** Seconds until the key may try again. */
    retryAfter(key: string): number {
      const bucket = buckets.get(key);
      return bucket ? Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) : 1;
    },
  };
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// The provider.

let providerModule: Promise<typeof OidcModule> | undefined;

/** Runs `fn` with oidc-provider's start-up notices (Node 20 runtime, in-memory adapter) silenced. */
async function quietly<T>(fn: () => Promise<T> | T): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const text = String(args[0]);
    if (
      /oidc-provider WARNING: (Unsupported runtime|a quick start development-only in-memory adapter)/.test(
        text,
      )
    ) {
      return;
    }
    warn.apply(console, args);
  };
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

export async function createIdentityProvider(opts: {
  issuer: string;
  keyCacheDir?: string;
  accessTokenTtlSeconds?: number;
  /** Who may sign in, with which e-mail (account-lookup.ts); default the demo accounts as they are. */
  accounts?: AccountLookup;
  /** Most anonymous entries (interactions, sessions nobody signed in to) kept; default store.ts ANONYMOUS_LIMIT. */
  anonymousStoreLimit?: number;
  /** How many sign-ins one address may start without a signed-in session; default ANONYMOUS_AUTH_RATE. */
  anonymousAuthRate?: RateLimit;
}): Promise<IdentityProvider> {
  const accounts = opts.accounts ?? demoAccountLookup;
  const issuer = opts.issuer.replace(/\/+$/, '');
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const accessTokenTtl = opts.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  /** A deleted account (the lookup's refusal): refused on every path, its tokens refused by every service. */
  const isRefused = (accountId: string): boolean => {
    const account = accounts.byId(accountId);
    return account !== undefined && accounts.refusal(account) !== undefined;
  };
  const store: OidcStore = createOidcStore({ isRefused, anonymousLimit: opts.anonymousStoreLimit });
  const anonymousAuth = createRateLimiter(opts.anonymousAuthRate ?? ANONYMOUS_AUTH_RATE);
  /** The grants of each account (to end them all when it is deleted). */
  const grantsByAccount = new Map<string, Set<string>>();
  /** Revoked access tokens (jti -> expiry in seconds), until they would have expired anyway. */
  const revokedTokens = new Map<string, number>();
  /**
   * Grants that ended in this process (sign-out, reuse detection, revocation, account deletion). Kept as a list of
   * ended ones rather than checked against the provider's store, so a token of a grant issued before a restart
   * keeps working, as it did with the cached signing key.
   */
  const endedGrants = new Set<string>();
  const secrets = loadOrCreateSecrets(opts.keyCacheDir ?? defaultKeyCacheDir());
  const verificationKey = {
    kid: secrets.signingKey.kid,
    publicKey: createPublicKey({ key: publicJwk(secrets.signingKey), format: 'jwk' }),
  };

  providerModule ??= quietly(() => import('oidc-provider'));
  const { default: Provider, errors } = await providerModule;

  /** The grant of the first-party client: everything it may ask for, no consent screen. */
  async function fullGrant(provider: OidcProvider, accountId: string, grantId?: string) {
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    const grant = existing ?? new provider.Grant({ clientId: CLIENT_ID, accountId });
    grant.addOIDCScope(SCOPES.join(' '));
    grant.addResourceScope(ACCESS_TOKEN_AUDIENCE, API_SCOPE);
    await grant.save();
    return grant;
  }

  const configuration = {
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

  const provider = await quietly(() => new Provider(issuer, configuration));
  provider.Client.prototype.redirectUriAllowed = isAllowedRedirectUri;
  provider.Client.prototype.postLogoutRedirectUriAllowed = isAllowedPostLogoutRedirectUri;
  const oidcCallback = provider.callback();

  /** Ends a grant: the grant and its refresh tokens go, and the APIs refuse its access tokens (gid). */
  async function endGrant(grantId: string): Promise<void> {
    endedGrants.add(grantId);
    await Promise.all([
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AccessToken.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]);
  }

  // Sign-out ends the session's grants too (oidc-provider keeps an offline_access grant alive after a logout).
  provider.on('end_session.success', (...args: unknown[]) => {
    const authorizations = (args[0] as OidcContext).oidc.session?.authorizations;
    for (const { grantId } of Object.values(authorizations ?? {}))
      if (grantId) endGrant(grantId).catch((error: unknown) => console.error('ending a grant failed', error));
  });

  // oidc-provider revokes a grant itself when a used refresh token comes back (reuse detection).
  provider.on('grant.revoked', (...args: unknown[]) => {
    if (typeof args[1] === 'string') endedGrants.add(args[1]);
  });

  function isAlive(verified: VerifiedToken): boolean {
    if (verified.jti && revokedTokens.has(verified.jti)) return false;
    if (isRefused(verified.claims.sub)) return false;
    return verified.gid !== undefined && !endedGrants.has(verified.gid);
  }

  /**
   * Token revocation (RFC 7009) for the public client: a refresh token ends its grant (and so its access tokens),
   * an access token is refused from then on. Unknown tokens answer 200, as the RFC says.
   */
  async function revoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    if (origin && isAllowedOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    const form = await readForm(req);
    const sendJson = (status: number, body?: object) => {
      res.statusCode = status;
      res.setHeader('Cache-Control', 'no-store');
      if (body) res.setHeader('Content-Type', 'application/json');
      res.end(body ? JSON.stringify(body) : undefined);
    };
    if (!form) return sendJson(413, { error: 'invalid_request', error_description: 'request too large' });
    if (form.get('client_id') !== CLIENT_ID) return sendJson(401, { error: 'invalid_client' });
    const token = form.get('token');
    if (!token) return sendJson(400, { error: 'invalid_request', error_description: 'missing token' });
    const access = verifyJwt(token, verificationKey, issuer);
    if (access?.jti) {
      revokedTokens.set(access.jti, access.exp);
      const now = Date.now() / 1000;
      for (const [jti, exp] of revokedTokens) if (exp < now) revokedTokens.delete(jti);
      return sendJson(200);
    }
    const refresh = await provider.RefreshToken.find(token);
    if (refresh?.grantId && refresh.clientId === CLIENT_ID) await endGrant(refresh.grantId);
    return sendJson(200);
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
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
  }

  const callback = (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    const rest = url.slice(mountPath.length);
    if (!url.startsWith(mountPath) || (rest !== '' && !rest.startsWith('/') && !rest.startsWith('?'))) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const relative = rest.startsWith('/') ? rest : `/${rest}`;
    // The sign-in and sign-out pages may not be framed (clickjacking), like the app (scripts/security-headers.ts).
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A browser that is not signed in starting a sign-in: limited per address (issue 24).
    if (/^\/auth\/?(?:\?.*)?$/.test(relative)) {
      const session = cookieValue(req, '_session');
      const address = req.socket.remoteAddress ?? 'unknown';
      if (!(session && store.isSignedInSession(session)) && !anonymousAuth.take(address)) {
        res.setHeader('Retry-After', String(anonymousAuth.retryAfter(address)));
        sendHtml(
          res,
          429,
          messagePage('Too many sign-ins', 'Too many sign-ins were started. Try again later.'),
        );
        return;
      }
    }
    if (req.method === 'POST' && /^\/token\/revocation\/?(?:\?.*)?$/.test(relative)) {
      revoke(req, res).catch((error: unknown) => {
        console.error('revocation failed', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    const match = /^\/interaction\/([\w-]+)\/?(?:\?.*)?$/.exec(relative);
    if (match?.[1]) {
      handleInteraction(req, res, match[1]).catch((error: unknown) => {
        if (!res.headersSent) sendHtml(res, 500, messagePage('Sign-in error', String(error)));
        else res.end();
      });
      return;
    }
    // Express-style mounting: oidc-provider derives its mount path from originalUrl minus url.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = relative;
    oidcCallback(req, res);
  };

  return {
    callback,
    verifyAccessToken: async (token) => {
      try {
        const verified = verifyJwt(token, verificationKey, issuer);
        return verified && isAlive(verified) ? verified.claims : null;
      } catch {
        return null;
      }
    },
    async endSessionsOf(accountId) {
      const grants = new Set([...(grantsByAccount.get(accountId) ?? []), ...store.grantsOf(accountId)]);
      grantsByAccount.delete(accountId);
      const sessions = store.adapter('Session');
      await Promise.all([
        ...[...grants].map(endGrant),
        // The provider's sessions too: a browser that never signed out must sign in again (issue 24).
        ...store.sessionsOf(accountId).map((id) => sessions.destroy(id)),
      ]);
    },
  };
}
