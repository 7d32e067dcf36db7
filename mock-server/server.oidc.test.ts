// The server wired to the real identity provider: a token from a real sign-in opens the photo API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CookieJar, signInOverHttp, TEST_REDIRECT_URI } from '../tests/helpers/sign-in';
import { DEMO_ACCOUNTS } from './accounts';
import { startMockServer, type MockServer } from './server';

const demo = DEMO_ACCOUNTS.find((a) => a.email === 'demo@example.com')!;

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, quiet: true, accounts: [demo], imageCacheDir: null });
}, 60_000);
afterAll(() => mock.close());

it('accepts access tokens of its identity provider', async () => {
  const { accessToken } = await signInOverHttp(`${mock.url}/oidc`, demo.email);
  const res = await fetch(`${mock.url}/photo/users`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ photosCount: demo.photos, albumsCount: 8 });
  const forged = `${accessToken.slice(0, -4)}AAAA`;
  expect(
    (await fetch(`${mock.url}/photo/users`, { headers: { Authorization: `Bearer ${forged}` } })).status,
  ).toBe(401);
});

it('refuses a deleted account everywhere: services answer 401, a browser that never signed out gets no code (issue 24)', async () => {
  const browserA = new CookieJar();
  const browserB = new CookieJar();
  const a = await signInOverHttp(`${mock.url}/oidc`, demo.email, 'demo', { cookies: browserA });
  const b = await signInOverHttp(`${mock.url}/oidc`, demo.email, 'demo', { cookies: browserB });
  const bearer = (token: string) => ({
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  });
  const identityPath = `${mock.url}/identity/v2/identities/${demo.idpType}/${demo.idpSub}`;
  const requested = await fetch(`${identityPath}/deleteaccount`, {
    method: 'POST',
    headers: bearer(a.accessToken),
    body: JSON.stringify({ channel: 'bonusprint-gb' }),
  });
  expect(requested.status).toBe(202);
  const mail = (await (await fetch(`${mock.url}/mock-mail/messages?to=${demo.email}`)).json()) as {
    messages: { link: string }[];
  };
  const token = new URL(mail.messages[0]?.link ?? 'http://x').searchParams.get('confirmation-token');
  const confirmed = await fetch(`${identityPath}/deleteaccount/${token}/actions/confirm`, {
    method: 'POST',
    headers: bearer(a.accessToken),
  });
  expect(confirmed.status).toBe(204);

  for (const path of ['/photo/users', '/customer/customers/me', '/orders-api/v2/superorders/me'])
    expect((await fetch(`${mock.url}${path}`, { headers: bearer(b.accessToken) })).status, path).toBe(401);
  const again = await browserB.fetch(
    `${mock.url}/oidc/auth?${new URLSearchParams({
      client_id: 'account-area',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: TEST_REDIRECT_URI,
      prompt: 'none',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })}`,
  );
  const location = new URL(again.headers.get('location') ?? '', mock.url);
  expect(location.searchParams.get('code')).toBeNull();
  expect(location.searchParams.get('error')).toBe('login_required');
  mock.reset();
});
