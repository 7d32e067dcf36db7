import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHANGE_WINDOW_MS, TOKEN_TTL_MS } from '../db/identity';
import { fakeClaims, fakeToken } from '../testing/fake-identity';
import { testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createCustomerHandlers } from './customer';
import { createIdentityHandlers } from './identity';

const ORIGIN = 'http://api.test';
const deps = testHandlerDeps();
setupHandlerServer([...createCustomerHandlers(deps), ...createIdentityHandlers(deps)], {
  base: ORIGIN,
  deps,
});
afterEach(() => vi.useRealTimers());

const CRITICAL = { email: 'critical@example.com', path: '/identity/v2/identities/local/critical' };
const BUSINESS = { email: 'business@example.com', path: '/identity/v2/identities/local/business' };

async function post(
  path: string,
  email: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      ...(email ? { Authorization: `Bearer ${fakeToken(email)}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function profile(email: string) {
  const response = await fetch(`${ORIGIN}/customer/customers/me`, {
    headers: { Authorization: `Bearer ${fakeToken(email)}` },
  });
  return response.json();
}

interface Message {
  to: string;
  subject: string;
  link: string;
  token: string;
  sentAt: string;
}

async function mailbox(to?: string): Promise<Message[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${ORIGIN}/mock-mail/messages${query}`);
  return ((await response.json()) as { messages: Message[] }).messages;
}

const tokenOf = (message: Message | undefined) =>
  new URL(message?.link ?? 'http://x').searchParams.get('confirmation-token');

describe('account deletion', () => {
  it('e-mails a one-time token; confirming marks the profile deleted; again answers 410', async () => {
    const requested = await post(`${CRITICAL.path}/deleteaccount`, CRITICAL.email, {
      channel: 'bonusprint-gb',
    });
    expect(requested.status).toBe(202);
    const [message] = await mailbox(CRITICAL.email);
    expect(message).toMatchObject({ to: CRITICAL.email, subject: 'Confirm the deletion of your account' });
    expect(message?.link).toMatch(
      /^https:\/\/account\.bonusprint\.co\.uk\/delete-account-confirmation\?confirmation-token=[0-9a-f]{32}$/,
    );
    const token = tokenOf(message);
    expect(token).toBe(message?.token);

    const endSessionsOf = vi.fn(async (_accountId: string) => {});
    deps.verifier.endSessionsOf = endSessionsOf;
    try {
      const confirmed = await post(`${CRITICAL.path}/deleteaccount/${token}/actions/confirm`, CRITICAL.email);
      expect(confirmed.status).toBe(204);
    } finally {
      delete deps.verifier.endSessionsOf;
    }
    expect(await profile(CRITICAL.email)).toMatchObject({ accountDeleted: true, email: CRITICAL.email });
    // Every session of the account ends with it (its tokens stop working: provider.test.ts).
    expect(endSessionsOf).toHaveBeenCalledWith(fakeClaims(CRITICAL.email)?.sub);

    const again = await post(`${CRITICAL.path}/deleteaccount/${token}/actions/confirm`, CRITICAL.email);
    expect(again.status).toBe(410);
    expect(again.body.detail).toMatch(/used already/);
    // The identity is gone: no new requests.
    expect(
      (await post(`${CRITICAL.path}/deleteaccount`, CRITICAL.email, { channel: 'bonusprint-gb' })).status,
    ).toBe(404);
    expect(
      (
        await post(`${CRITICAL.path}/emailchanges`, CRITICAL.email, {
          email: 'x@example.com',
          channel: 'bonusprint-gb',
        })
      ).status,
    ).toBe(404);
    // Other accounts are untouched, and a reset brings the account back.
    expect((await profile('demo@example.com')).accountDeleted).toBe(false);
    deps.reset();
    expect((await profile(CRITICAL.email)).accountDeleted).toBe(false);
  });

  it('links to the app the request came from', async () => {
    await post(
      `${CRITICAL.path}/deleteaccount`,
      CRITICAL.email,
      { channel: 'albelli-nl' },
      { Origin: 'http://albelli-nl.localhost:5173' },
    );
    const [message] = await mailbox(CRITICAL.email);
    expect(message?.link).toMatch(
      /^http:\/\/albelli-nl\.localhost:5173\/delete-account-confirmation\?confirmation-token=/,
    );
    await post(
      `${CRITICAL.path}/deleteaccount`,
      CRITICAL.email,
      { channel: 'albelli-nl' },
      { Origin: 'https://evil.example' },
    );
    expect((await mailbox(CRITICAL.email))[0]?.link).toMatch(/^https:\/\/account\.albelli\.nl\//);
  });

  it('answers 410 for the seeded expired token and for a token older than 24 hours', async () => {
    const expired = await post(
      `${CRITICAL.path}/deleteaccount/expired-deleteaccount-critical/actions/confirm`,
      CRITICAL.email,
    );
    expect(expired.status).toBe(410);
    expect(expired.body.detail).toMatch(/expired/);

    vi.useFakeTimers({ toFake: ['Date'] });
    await post(`${CRITICAL.path}/deleteaccount`, CRITICAL.email, { channel: 'bonusprint-gb' });
    const token = tokenOf((await mailbox(CRITICAL.email))[0]);
    vi.setSystemTime(Date.now() + TOKEN_TTL_MS + 1000);
    expect(
      (await post(`${CRITICAL.path}/deleteaccount/${token}/actions/confirm`, CRITICAL.email)).status,
    ).toBe(410);
    expect((await profile(CRITICAL.email)).accountDeleted).toBe(false);
  });

  it('answers 404 for unknown tokens, tokens of another identity and tokens of the other action', async () => {
    await post(`${BUSINESS.path}/deleteaccount`, BUSINESS.email, { channel: 'bonusprint-gb' });
    const theirs = tokenOf((await mailbox(BUSINESS.email))[0]);
    await post(`${CRITICAL.path}/emailchanges`, CRITICAL.email, {
      email: 'cris@example.org',
      channel: 'bonusprint-gb',
    });
    const emailToken = tokenOf((await mailbox('cris@example.org'))[0]);
    for (const token of ['no-such-token', theirs, emailToken, 'expired-deleteaccount-business']) {
      const res = await post(`${CRITICAL.path}/deleteaccount/${token}/actions/confirm`, CRITICAL.email);
      expect(res.status).toBe(404);
    }
    expect((await profile(BUSINESS.email)).accountDeleted).toBe(false);
  });

  it('answers 403 when the path names another identity, 400 for unknown channels, 401 without a token', async () => {
    expect(
      (await post(`${BUSINESS.path}/deleteaccount`, CRITICAL.email, { channel: 'bonusprint-gb' })).status,
    ).toBe(403);
    expect(
      (
        await post('/identity/v2/identities/b2c/critical/deleteaccount', CRITICAL.email, {
          channel: 'bonusprint-gb',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          `${BUSINESS.path}/deleteaccount/expired-deleteaccount-business/actions/confirm`,
          CRITICAL.email,
        )
      ).status,
    ).toBe(403);
    const unknownChannel = await post(`${CRITICAL.path}/deleteaccount`, CRITICAL.email, {
      channel: 'acme-xx',
    });
    expect(unknownChannel.status).toBe(400);
    // The contract's ChannelId enum names the channels: the request validator refuses the others.
    expect(unknownChannel.body.errors).toEqual([
      { field: 'body.channel', message: expect.stringMatching(/^must be one of: bonusprint-gb, /) },
    ]);
    expect((await post(`${CRITICAL.path}/deleteaccount`, CRITICAL.email, {})).status).toBe(400);
    expect((await post(`${CRITICAL.path}/deleteaccount`, null, { channel: 'bonusprint-gb' })).status).toBe(
      401,
    );
    expect(await mailbox()).toEqual([]);
  });
});

describe('e-mail change', () => {
  const request = (email: string, account = CRITICAL) =>
    post(`${account.path}/emailchanges`, account.email, { email, channel: 'bonusprint-gb' });

  it('e-mails the new address; confirming changes the profile e-mail once', async () => {
    expect((await request('cris.new@example.org')).status).toBe(202);
    expect(await mailbox(CRITICAL.email)).toEqual([]);
    const [message] = await mailbox('CRIS.NEW@example.org');
    expect(message).toMatchObject({ to: 'cris.new@example.org', subject: 'Confirm your new e-mail address' });
    expect(message?.link).toMatch(/\/change-email-confirmation\?confirmation-token=[0-9a-f]{32}$/);
    const token = tokenOf(message);

    expect(
      (await post(`${CRITICAL.path}/emailchanges/${token}/actions/confirm`, CRITICAL.email)).status,
    ).toBe(204);
    expect((await profile(CRITICAL.email)).email).toBe('cris.new@example.org');
    const again = await post(`${CRITICAL.path}/emailchanges/${token}/actions/confirm`, CRITICAL.email);
    expect(again.status).toBe(410);
    // The old address is free again, the new one is taken.
    expect((await request('critical@example.com', BUSINESS)).status).toBe(202);
    expect((await request('cris.new@example.org', BUSINESS)).status).toBe(409);
  });

  it('ends the earlier link when a newer e-mail change is requested: only the newest confirms', async () => {
    expect((await request('first.try@example.org')).status).toBe(202);
    const first = tokenOf((await mailbox('first.try@example.org'))[0]);
    expect((await request('second.try@example.org')).status).toBe(202);
    const second = tokenOf((await mailbox('second.try@example.org'))[0]);
    expect(
      (await post(`${CRITICAL.path}/emailchanges/${first}/actions/confirm`, CRITICAL.email)).status,
    ).toBe(410);
    expect((await profile(CRITICAL.email)).email).toBe(CRITICAL.email);
    expect(
      (await post(`${CRITICAL.path}/emailchanges/${second}/actions/confirm`, CRITICAL.email)).status,
    ).toBe(204);
  });

  it("answers 400 for an unknown channel (the contract's ChannelId enum) and sends nothing", async () => {
    const unknown = await post(`${CRITICAL.path}/emailchanges`, CRITICAL.email, {
      email: 'cris.new@example.org',
      channel: 'acme-xx',
    });
    expect(unknown.status).toBe(400);
    // The request validator refuses it before the handler runs.
    expect(unknown.body.errors).toEqual([
      { field: 'body.channel', message: expect.stringMatching(/^must be one of: bonusprint-gb, /) },
    ]);
    expect(await mailbox('cris.new@example.org')).toEqual([]);
  });

  it('answers 410 for the seeded expired token, 404 for an unknown one', async () => {
    const expired = await post(
      `${CRITICAL.path}/emailchanges/expired-emailchange-critical/actions/confirm`,
      CRITICAL.email,
    );
    expect(expired.status).toBe(410);
    expect((await post(`${CRITICAL.path}/emailchanges/nope/actions/confirm`, CRITICAL.email)).status).toBe(
      404,
    );
    expect((await profile(CRITICAL.email)).email).toBe(CRITICAL.email);
  });

  it("answers 404 for another identity's token, which changes neither address (a link opened by another account)", async () => {
    await request('cris.other@example.org');
    const theirs = tokenOf((await mailbox('cris.other@example.org'))[0]);
    const opened = await post(`${BUSINESS.path}/emailchanges/${theirs}/actions/confirm`, BUSINESS.email);
    expect(opened.status).toBe(404);
    expect((await profile(CRITICAL.email)).email).toBe(CRITICAL.email);
    expect((await profile(BUSINESS.email)).email).toBe(BUSINESS.email);
    // The link still works for its own account.
    expect(
      (await post(`${CRITICAL.path}/emailchanges/${theirs}/actions/confirm`, CRITICAL.email)).status,
    ).toBe(204);
  });

  it('answers 409 for an address of another account (any case) and 400 for the current one', async () => {
    const taken = await request('Demo@Example.com');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ status: 409, title: 'Conflict' });
    const same = await request(CRITICAL.email);
    expect(same.status).toBe(400);
    expect(same.body.errors[0].field).toBe('body.email');
    expect((await request('not an address')).status).toBe(400);
    expect(await mailbox()).toEqual([]);
  });

  it('answers 409 at confirmation when another account took the address meanwhile, leaving the token usable', async () => {
    await request('shared.address@example.org');
    const criticalToken = tokenOf((await mailbox('shared.address@example.org'))[0]);
    await request('shared.address@example.org', BUSINESS);
    const businessToken = tokenOf((await mailbox('shared.address@example.org'))[0]);
    expect(
      (await post(`${BUSINESS.path}/emailchanges/${businessToken}/actions/confirm`, BUSINESS.email)).status,
    ).toBe(204);

    const conflict = await post(
      `${CRITICAL.path}/emailchanges/${criticalToken}/actions/confirm`,
      CRITICAL.email,
    );
    expect(conflict.status).toBe(409);
    // Once the address is free again the same token works.
    await request('bea@example.org', BUSINESS);
    const back = tokenOf((await mailbox('bea@example.org'))[0]);
    await post(`${BUSINESS.path}/emailchanges/${back}/actions/confirm`, BUSINESS.email);
    expect(
      (await post(`${CRITICAL.path}/emailchanges/${criticalToken}/actions/confirm`, CRITICAL.email)).status,
    ).toBe(204);
  });

  it('answers 429 with Retry-After after 3 accepted requests within 10 minutes, refused ones not counted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect((await request('demo@example.com')).status).toBe(409);
    for (const n of [1, 2, 3]) expect((await request(`cris${n}@example.org`)).status).toBe(202);
    vi.setSystemTime(start + 60_000);
    const limited = await request('cris4@example.org');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect(Number(limited.headers.get('Retry-After'))).toBe(540);
    expect(await mailbox('cris4@example.org')).toEqual([]);
    // Another account has its own limit.
    expect((await request('bea2@example.org', BUSINESS)).status).toBe(202);
    vi.setSystemTime(start + EMAIL_CHANGE_WINDOW_MS + 1);
    expect((await request('cris4@example.org')).status).toBe(202);
  });

  it('answers 403 for another identity', async () => {
    const res = await post(`${BUSINESS.path}/emailchanges`, CRITICAL.email, {
      email: 'x@example.org',
      channel: 'bonusprint-gb',
    });
    expect(res.status).toBe(403);
    expect((await post(`${BUSINESS.path}/emailchanges/abc/actions/confirm`, CRITICAL.email)).status).toBe(
      403,
    );
  });
});

describe('mailbox', () => {
  it('lists every message newest first without a filter and is emptied by a reset', async () => {
    await post(`${CRITICAL.path}/deleteaccount`, CRITICAL.email, { channel: 'bonusprint-gb' });
    await post(`${BUSINESS.path}/deleteaccount`, BUSINESS.email, { channel: 'bonusprint-gb' });
    expect((await mailbox()).map((m) => m.to)).toEqual([BUSINESS.email, CRITICAL.email]);
    expect((await mailbox())[0]?.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    deps.reset();
    expect(await mailbox()).toEqual([]);
  });
});
