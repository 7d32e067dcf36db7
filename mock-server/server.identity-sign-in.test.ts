// The identity provider follows what the account identity service changed: after a confirmed e-mail change the
// account signs in with the new address only, after a confirmed deletion not at all; confirmation tokens never
// reach the mock's log lines.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SignInError, signInOverHttp } from '../tests/helpers/sign-in';
import { DEMO_ACCOUNTS } from './accounts';
import { DELETED_ACCOUNT_ERROR } from './oidc/account-lookup';
import { startMockServer, type MockServer } from './server';

const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const changer = account('emailchange@example.com');
const leaver = account('deleteme@example.com');

let mock: MockServer;
const logged: string[] = [];
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void logged.push(String(line)));
  mock = await startMockServer({ port: 0, accounts: [changer, leaver], imageCacheDir: null });
});
afterAll(async () => {
  await mock.close();
  vi.restoreAllMocks();
});

async function call(path: string, accessToken: string, body?: unknown): Promise<Response> {
  return fetch(`${mock.url}/identity/v2/identities/local/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function tokenSentTo(email: string): Promise<string> {
  const res = await fetch(`${mock.url}/mock-mail/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { token: string }[] };
  const token = messages[0]?.token;
  if (!token) throw new Error(`no e-mail to ${email}`);
  return token;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed in',
    (error: unknown) => (error instanceof SignInError ? error.message : String(error)),
  );

it('after a confirmed e-mail change the account signs in with the new address, not the old one', async () => {
  const issuer = `${mock.url}/oidc`;
  const { accessToken } = await signInOverHttp(issuer, changer.email);
  const newEmail = 'eve.changed@example.com';
  expect(
    (await call(`${changer.idpSub}/emailchanges`, accessToken, { email: newEmail, channel: 'bonusprint-gb' }))
      .status,
  ).toBe(202);
  const token = await tokenSentTo(newEmail);
  expect((await call(`${changer.idpSub}/emailchanges/${token}/actions/confirm`, accessToken)).status).toBe(
    204,
  );

  const signedIn = await signInOverHttp(issuer, 'Eve.Changed@example.com');
  const claims = JSON.parse(Buffer.from(signedIn.accessToken.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    email: string;
  };
  expect(claims).toMatchObject({ sub: changer.accountId, email: newEmail });
  expect(await refusal(signInOverHttp(issuer, changer.email))).toMatch(
    /Unknown e-mail address or wrong password/,
  );

  // The token went through the log as a placeholder only.
  expect(logged.some((line) => line.includes('/emailchanges/[redacted]/actions/confirm'))).toBe(true);
  expect(logged.filter((line) => line.includes(token))).toEqual([]);
});

it('after a confirmed deletion the account can no longer sign in, and the form says why', async () => {
  const issuer = `${mock.url}/oidc`;
  const { accessToken } = await signInOverHttp(issuer, leaver.email);
  expect(
    (await call(`${leaver.idpSub}/deleteaccount`, accessToken, { channel: 'bonusprint-gb' })).status,
  ).toBe(202);
  const token = await tokenSentTo(leaver.email);
  expect((await call(`${leaver.idpSub}/deleteaccount/${token}/actions/confirm`, accessToken)).status).toBe(
    204,
  );

  expect(await refusal(signInOverHttp(issuer, leaver.email))).toContain(DELETED_ACCOUNT_ERROR);
  expect(logged.filter((line) => line.includes(token))).toEqual([]);
});
