import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../accounts';
import { startMockServer, type MockServer } from '../server';
import { fakeIdentityProvider, fakeToken } from '../testing/fake-identity';
import {
  accountsAnswerSchema,
  errorReportSchema,
  faultRuleAnswerSchema,
  mailMessageSchema,
  operationSchema,
  progressionSchema,
  requestLogEntrySchema,
} from './schemas';

const byEmail = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const demo = byEmail('demo@example.com');
const empty = byEmail('empty@example.com');
const failing = byEmail('failing@example.com');
const bearer = (email: string) => ({ Authorization: `Bearer ${fakeToken(email)}` });

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({
    port: 0,
    quiet: true,
    identityProvider: fakeIdentityProvider,
    accounts: [demo, empty, failing],
    imageCacheDir: null,
    appUrl: 'http://localhost:4999',
    timing: { exportStepMs: 60_000, downloadStepMs: 60_000 },
  });
  // Seeding and loading every contract take a few seconds; on a busy machine more than the default 10 s.
}, 60_000);
afterAll(() => mock.close());

const url = (path: string) => `${mock.address}${path}`;
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe("the console's control endpoints", () => {
  it('list every account with its scenario and counts, and the app to open', async () => {
    const answer = accountsAnswerSchema.parse(await (await fetch(url('/__mock/accounts'))).json());
    expect(answer.appUrl).toBe('http://localhost:4999');
    expect(answer.password).toBe('demo');
    const row = answer.accounts.find((a) => a.email === demo.email);
    expect(row?.counts).toMatchObject({ photos: demo.photos, albums: 8 });
    expect(row?.counts.orders).toBeGreaterThan(0);
    expect(row?.counts.addresses).toBeGreaterThan(0);
    expect(answer.accounts.find((a) => a.email === failing.email)?.scenario).toContain('exports fail');
  });

  it('reset one account to its seed and leave the others alone', async () => {
    const list = async (email: string) =>
      (await (await fetch(url('/customer/customers/me/addresses'), { headers: bearer(email) })).json()) as {
        id: string;
      }[];
    const addresses = async (email: string) => (await list(email)).length;
    const demoBefore = await addresses(demo.email);
    const emptyBefore = await list(empty.email);
    for (const email of [demo.email, empty.email]) {
      const first = (await list(email))[0]!;
      const deleted = await fetch(url(`/customer/customers/me/addresses/${first.id}`), {
        method: 'DELETE',
        headers: bearer(email),
      });
      expect(deleted.status).toBe(204);
    }
    const reset = await fetch(url('/__mock/reset-account'), json({ account: demo.email }));
    expect(reset.status).toBe(204);
    expect(await addresses(demo.email)).toBe(demoBefore);
    expect(await list(empty.email)).toHaveLength(emptyBefore.length - 1);
  });

  it('reset one account’s saved projects to their seed, not another’s', async () => {
    const projects = async (account: typeof demo) =>
      (
        (await (
          await fetch(url(`/saved-projects/api/v2/projects/${account.accountId}?limit=100`), {
            headers: bearer(account.email),
          })
        ).json()) as { projects: { id: string }[] }
      ).projects.map((project) => project.id);
    const before = { demo: await projects(demo), failing: await projects(failing) };
    for (const account of [demo, failing]) {
      const [first] = before[account === demo ? 'demo' : 'failing'];
      const deleted = await fetch(url('/saved-projects/api/v2/project'), {
        method: 'DELETE',
        headers: { ...bearer(account.email), 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: first, accountId: account.accountId }),
      });
      expect(deleted.status).toBe(204);
    }
    expect((await fetch(url('/__mock/reset-account'), json({ account: demo.email }))).status).toBe(204);
    expect(await projects(demo)).toEqual(before.demo);
    expect(await projects(failing)).toEqual(before.failing.slice(1));
  });

  it('answer a bad or unknown account with a declared 4xx, never a 500', async () => {
    expect((await fetch(url('/__mock/reset-account'), json({ account: 'nobody@example.com' }))).status).toBe(
      404,
    );
    const bad = await fetch(url('/__mock/reset-account'), json({ account: 'not an address' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ field: 'body.account' }] });
    const notJson = await fetch(url('/__mock/push'), { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await fetch(url('/__mock/progressions/finish'), json({ kind: 'export' }))).status).toBe(400);
    expect((await fetch(url('/__mock/mailbox'), { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(url('/__mock/request?seq=oops'))).status).toBe(404);
  });

  it('list every contract operation with the path a fault rule takes', async () => {
    const operations = z.array(operationSchema).parse(await (await fetch(url('/__mock/operations'))).json());
    expect(operations).toContainEqual({
      service: 'customer',
      operationId: 'deleteAddress',
      method: 'DELETE',
      path: '/customer/customers/me/addresses/*',
    });
  });

  it('remove one fault rule by id, and all of them', async () => {
    const add = async () =>
      faultRuleAnswerSchema.parse(
        await (
          await fetch(url('/__mock/faults'), json({ path: '/photo/users', fault: { status: 503 } }))
        ).json(),
      );
    const first = await add();
    const second = await add();
    expect((await fetch(url(`/__mock/faults?id=${first.id}`), { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(url(`/__mock/faults?id=${first.id}`), { method: 'DELETE' })).status).toBe(404);
    expect(mock.faults.list().map((r) => r.id)).toEqual([second.id]);
    expect((await fetch(url('/__mock/faults'), { method: 'DELETE' })).status).toBe(204);
    expect(mock.faults.list()).toEqual([]);
  });

  it('log each call with its operation, account, correlation id and the contract it broke', async () => {
    const correlationId = crypto.randomUUID();
    await fetch(url('/photo/photos/timeline/2026/13'), {
      headers: { ...bearer(demo.email), 'X-CorrelationId': correlationId },
    });
    const list = z.array(requestLogEntrySchema).parse(await (await fetch(url('/__mock/requests'))).json());
    const entry = list.find((e) => e.correlationId === correlationId);
    expect(entry).toMatchObject({
      method: 'GET',
      service: 'photo',
      status: 400,
      account: demo.email,
      violation: { side: 'request' },
    });
    expect(entry?.requestHeaders).toBeUndefined();
    const detail = requestLogEntrySchema.parse(
      await (await fetch(url(`/__mock/request?seq=${entry?.seq}`))).json(),
    );
    expect(detail.requestHeaders?.authorization).toBe('[not kept]');
    expect(detail.responseBody).toContain('"status":400');
  });

  it('push each new call on the Server-Sent Events stream', async () => {
    const controller = new AbortController();
    const stream = await fetch(url('/__mock/requests/events'), { signal: controller.signal });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    const correlationId = crypto.randomUUID();
    await fetch(url('/photo/users'), {
      headers: { ...bearer(demo.email), 'X-CorrelationId': correlationId },
    });
    let text = '';
    while (!text.includes(correlationId)) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const data = /event: request\ndata: (.+)\n/.exec(text.slice(text.lastIndexOf('event: request')))?.[1];
    expect(requestLogEntrySchema.parse(JSON.parse(data!))).toMatchObject({ correlationId, status: 200 });
  });

  it('finish an export in flight now: READY at once, gone from the progressions', async () => {
    const started = (await (
      await fetch(url('/export/backups'), {
        ...json({ channel: 'bonusprint-gb' }),
        headers: { ...bearer(empty.email), 'Content-Type': 'application/json' },
      })
    ).json()) as { backupId: string; status: string };
    expect(started.status).toBe('REQUESTED');
    const inFlight = z
      .array(progressionSchema)
      .parse(await (await fetch(url('/__mock/progressions'))).json());
    expect(inFlight).toContainEqual(
      expect.objectContaining({ kind: 'export', id: started.backupId, account: empty.email }),
    );
    const finish = await fetch(
      url('/__mock/progressions/finish'),
      json({ kind: 'export', id: started.backupId }),
    );
    expect(finish.status).toBe(204);
    const now = (await (
      await fetch(url(`/export/backups/${started.backupId}`), { headers: bearer(empty.email) })
    ).json()) as { status: string };
    expect(now.status).toBe('READY');
    const again = await fetch(
      url('/__mock/progressions/finish'),
      json({ kind: 'export', id: started.backupId }),
    );
    expect(again.status).toBe(404);
  });

  it('hold an account’s new exports and download archives at their first step (and let go); an activation cannot be held', async () => {
    const hold = (body: unknown) => fetch(url('/__mock/progressions/hold'), json(body));
    expect((await hold({ kind: 'export', account: failing.email, held: true })).status).toBe(204);
    expect((await hold({ kind: 'download', account: failing.email, held: true })).status).toBe(204);
    expect((await hold({ kind: 'download', account: failing.email, held: false })).status).toBe(204);
    expect((await hold({ kind: 'activation', account: failing.email, held: true })).status).toBe(404);
    expect((await hold({ kind: 'export', account: 'nobody@example.com', held: true })).status).toBe(404);
    expect((await hold({ kind: 'export', account: failing.email })).status).toBe(400);
    expect((await hold({ kind: 'export', account: failing.email, held: false })).status).toBe(204);
  });

  it('fail a download archive in flight now: it leaves the progressions', async () => {
    const photo = (await (
      await fetch(url('/photo/photos?limit=1'), { headers: bearer(demo.email) })
    ).json()) as { images: { imageId: string }[] };
    const created = (await (
      await fetch(url('/downloads-api/downloads'), {
        ...json({ photos: [photo.images[0]!.imageId] }),
        headers: { ...bearer(demo.email), 'Content-Type': 'application/json' },
      })
    ).json()) as { id: string };
    const fail = await fetch(url('/__mock/progressions/fail'), json({ kind: 'download', id: created.id }));
    expect(fail.status).toBe(204);
    const inFlight = z
      .array(progressionSchema)
      .parse(await (await fetch(url('/__mock/progressions'))).json());
    expect(inFlight.find((p) => p.id === created.id)).toBeUndefined();
  });

  it('list the mailbox with each link’s state, and the error reports', async () => {
    const mail = z.array(mailMessageSchema).parse(await (await fetch(url('/__mock/mailbox'))).json());
    const optIn = mail.find((m) => m.kind === 'doubleOptIn' && m.to === demo.email);
    expect(optIn).toMatchObject({ state: 'unused', account: demo.email });
    expect(optIn?.link).toMatch(/^http:\/\/localhost:4999\/subscription-confirmation\?/);
    const reports = z
      .array(errorReportSchema)
      .parse(await (await fetch(url('/__mock/error-reports'))).json());
    expect(reports).toEqual([]);
  });

  it('send a push to an account’s sockets and say how many got it', async () => {
    const sent = await fetch(
      url('/__mock/push'),
      json({ account: demo.email, channel: 'downloads', message: '{"key":"x"}' }),
    );
    expect(await sent.json()).toEqual({ delivered: 0 });
  });

  it('serve the console page and nothing outside its build', async () => {
    const outside = await fetch(url('/__mock/console/%2e%2e%2fpackage.json'));
    expect(await outside.text()).not.toContain('"name": "photo-account-area"');
    const page = await fetch(url('/__mock/console'), { redirect: 'manual' });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe('/__mock/console/');
    expect((await fetch(url('/__mock/console/'), { method: 'POST' })).status).toBe(405);
  });
});
