import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, serializeCookie } from '../../src/lib/auth/cookies';
import { jwtExpiry } from '../../src/lib/auth/jwt';
import { CookieJar, signInOverHttp, type BrowserCookie } from '../helpers/sign-in';
import { AUTH_DIR, E2E_ACCOUNTS, authStatePath } from './helpers/accounts';

/**
 * Signs each demo account in once per run and keeps the cookies for the tests (helpers/auth.ts `signIn`): the
 * identity provider's session cookies and the app's two token cookies, as the browser holds them after the app's
 * own sign-in. The sign-in runs the real authorization code + PKCE flow against the mock identity provider over
 * HTTP (tests/helpers/sign-in.ts: its form posted, the code exchanged at its token endpoint), all accounts at once,
 * instead of 24 browser sign-ins one after another before any test could start (issue 21: they were a tenth of
 * the e2e suite's browser work). The sign-in through the browser and its form stays tested where it is the subject
 * (sign-in.spec.ts, session.spec.ts, the accounts that sign in through the form themselves).
 * Nothing of an account changes here; each test starts with empty localStorage and sessionStorage, as before.
 */
setup('sign in every demo account (the authorization code flow over HTTP)', async ({ baseURL }) => {
  const app = new URL(baseURL!);
  const config = (await (await fetch(new URL('/config.json', app))).json()) as {
    auth: { authority: string };
  };
  mkdirSync(AUTH_DIR, { recursive: true });
  await Promise.all(
    E2E_ACCOUNTS.map(async (email) => {
      const jar = new CookieJar();
      const tokens = await signInOverHttp(config.auth.authority, email, undefined, {
        cookies: jar,
        redirectUri: new URL('/auth/callback', app).href,
      });
      const appCookies = [
        appCookie(app, ACCESS_TOKEN_COOKIE, tokens.accessToken, jwtExpiry(tokens.accessToken)),
        ...(tokens.refreshToken
          ? [appCookie(app, REFRESH_TOKEN_COOKIE, tokens.refreshToken, jwtExpiry(tokens.refreshToken))]
          : []),
      ];
      const cookies = [...jar.asBrowserCookies(), ...appCookies];
      expect(cookies.map((cookie) => cookie.name)).toEqual(
        expect.arrayContaining([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]),
      );
      writeFileSync(authStatePath(email), JSON.stringify({ cookies, origins: [] }, null, 2));
    }),
  );
});

/** A token cookie as the app writes it (src/lib/auth/cookies.ts: host-only on localhost, Path=/, SameSite=Lax). */
function appCookie(app: URL, name: string, value: string, expires: Date | undefined): BrowserCookie {
  // The app's own serialisation, so that the two cannot drift: its name=value and attributes.
  const serialized = serializeCookie(name, value, { secure: app.protocol === 'https:', expires });
  const [pair = ''] = serialized.split(';');
  return {
    name,
    value: pair.slice(name.length + 1),
    domain: app.hostname,
    path: '/',
    expires: expires ? Math.floor(expires.getTime() / 1000) : -1,
    httpOnly: false,
    secure: app.protocol === 'https:',
    sameSite: 'Lax',
  };
}
