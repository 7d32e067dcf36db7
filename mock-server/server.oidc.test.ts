// The server wired to the real identity provider: a token from a real sign-in opens the photo API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInOverHttp } from '../tests/helpers/sign-in';
import { DEMO_ACCOUNTS } from './accounts';
import { startMockServer, type MockServer } from './server';

const demo = DEMO_ACCOUNTS.find((a) => a.email === 'demo@example.com')!;

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, quiet: true, accounts: [demo], imageCacheDir: null });
});
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
