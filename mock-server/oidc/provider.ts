/**
 * The mock server's identity provider: a real OpenID Provider (oidc-provider 9.x) with one public client,
 * `account-area` (authorization code + PKCE S256, refresh tokens), a sign-in page for the demo accounts and
 * signed JWT access tokens that the mock APIs verify with `verifyAccessToken`.
 *
 * Mounting: the caller routes every request whose path starts with the issuer's path (e.g. `/oidc`) to
 * `callback`. It strips that prefix from `req.url` and keeps the full URL in `req.originalUrl` (Express
 * semantics), which oidc-provider uses to prefix every URL it generates (discovery, redirects, cookie paths).
 */
import { createPublicKey } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as OidcModule from 'oidc-provider';
import type { OidcContext } from 'oidc-provider';
import { demoAccountLookup, type AccountLookup } from './account-lookup';
import { providerConfiguration } from './configuration';
import { createInteractionHandler } from './interaction';
import { verifyJwt, type VerifiedToken } from './jwt';
import { cookieValue, messagePage, readForm, sendHtml } from './pages';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  CLIENT_ID,
  isAllowedOrigin,
  isAllowedPostLogoutRedirectUri,
  isAllowedRedirectUri,
  type AccessClaims,
} from './policy';
import { ANONYMOUS_AUTH_RATE, createRateLimiter, type RateLimit } from './rate-limit';
import { defaultKeyCacheDir, loadOrCreateSecrets, publicJwk } from './secrets';
import { createOidcStore, type OidcStore } from './store';

// The parts, by concern: policy.ts (client, origins, claims), secrets.ts (keys), jwt.ts (access token check),
// pages.ts (HTML), rate-limit.ts, configuration.ts (oidc-provider's configuration), interaction.ts (sign-in).
export type { AccessClaims } from './policy';
export type { RateLimit } from './rate-limit';
export { defaultKeyCacheDir } from './secrets';

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

  const configuration = providerConfiguration({
    store,
    secrets,
    accounts,
    mountPath,
    accessTokenTtl,
    errors,
    grantsByAccount,
  });
  const provider = await quietly(() => new Provider(issuer, configuration));
  provider.Client.prototype.redirectUriAllowed = isAllowedRedirectUri;
  provider.Client.prototype.postLogoutRedirectUriAllowed = isAllowedPostLogoutRedirectUri;
  const oidcCallback = provider.callback();
  const handleInteraction = createInteractionHandler({ provider, mountPath, accounts });

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
