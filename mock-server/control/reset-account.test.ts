/**
 * "Reset this account" (POST /__mock/reset-account, the mock's console) puts back everything one account owns and
 * nothing of another's: one test per kind of state the control endpoints' own test does not cover already.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import { createInvoiceState, resetAccountInvoices } from '../db/invoices';
import { startMockServer, type MockServer } from '../server';
import { fakeIdentityProvider, fakeToken } from '../testing/fake-identity';
import { mailMessageSchema, progressionSchema } from './schemas';

const byEmail = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const demo = byEmail('demo@example.com');
const shared = byEmail('shared@example.com');
const sharer = byEmail('sharer@example.com');
const sharee = byEmail('sharee@example.com');
const importing = byEmail('importing@example.com');
const importfail = byEmail('importfail@example.com');
const bearer = (account: DemoAccount) => ({ Authorization: `Bearer ${fakeToken(account.email)}` });

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({
    port: 0,
    quiet: true,
    identityProvider: fakeIdentityProvider,
    accounts: [demo, shared, sharer, sharee, importing, importfail],
    imageCacheDir: null,
    appUrl: 'http://localhost:4999',
    timing: { exportStepMs: 60_000, downloadStepMs: 60_000, activationStepMs: 60_000 },
  });
}, 60_000);
afterAll(() => mock.close());

const url = (path: string) => `${mock.address}${path}`;
const call = async (account: DemoAccount, method: string, path: string, body?: unknown) =>
  fetch(url(path), {
    method,
    headers: { ...bearer(account), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const read = async <T>(account: DemoAccount, path: string) =>
  (await (await call(account, 'GET', path)).json()) as T;
const control = (path: string, body?: unknown) =>
  fetch(url(`/__mock/${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const resetAccount = async (account: DemoAccount) =>
  expect((await control('reset-account', { account: account.email })).status).toBe(204);
const firstPhotos = async (account: DemoAccount, limit = 2) =>
  (await read<{ images: { imageId: string }[] }>(account, `/photo/photos?limit=${limit}`)).images.map(
    (image) => image.imageId,
  );
const inFlight = async () => z.array(progressionSchema).parse(await (await control('progressions')).json());

describe('Reset this account', () => {
  it('puts the shared albums it owns and its memberships in others’ back as seeded, not another pair’s', async () => {
    interface Album {
      albumId: string;
      ownerId: string;
      photosCount: number;
      updated: string;
    }
    const albums = async (account: DemoAccount) =>
      (await read<{ albums: Album[] }>(account, '/shared-albums-api/shared-albums')).albums;
    const participants = async (account: DemoAccount, albumId: string) =>
      (
        await read<{ participants: { id: string }[] }>(
          account,
          `/shared-albums-api/shared-albums/${albumId}/participants`,
        )
      ).participants.map((p) => p.id);
    const before = { shared: await albums(shared), demo: await albums(demo), sharer: await albums(sharer) };
    const own = before.shared.filter((a) => a.ownerId === shared.accountId);
    const others = before.shared.filter((a) => a.ownerId !== shared.accountId);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const ownParticipants = await participants(shared, own[0]!.albumId);
    const otherParticipants = await participants(shared, others[0]!.albumId);
    // shared@ deletes an album it owns, leaves one of its partner's; demo@ leaves one of shared@'s;
    // sharer@ (another pair) deletes one of its own.
    const remove = (account: DemoAccount, albumId: string) =>
      call(account, 'DELETE', `/shared-albums-api/shared-albums/${albumId}`);
    expect((await remove(shared, own.at(-1)!.albumId)).status).toBe(204);
    expect((await remove(shared, others[0]!.albumId)).status).toBe(204);
    expect((await remove(demo, own[0]!.albumId)).status).toBe(204);
    const sharerOwn = before.sharer.find((a) => a.ownerId === sharer.accountId)!;
    expect((await remove(sharer, sharerOwn.albumId)).status).toBe(204);

    await resetAccount(shared);

    expect(await albums(shared)).toEqual(before.shared);
    expect(await albums(demo)).toEqual(before.demo);
    expect(await participants(shared, own[0]!.albumId)).toEqual(ownParticipants);
    expect(await participants(shared, others[0]!.albumId)).toEqual(otherParticipants);
    expect((await albums(sharer)).map((a) => a.albumId)).toEqual(
      before.sharer.filter((a) => a !== sharerOwn).map((a) => a.albumId),
    );
  });

  it('drops its temporary selections, not another account’s', async () => {
    const select = async (account: DemoAccount) =>
      (
        (await (
          await call(account, 'POST', '/temp-selections-api/temp-selections', {
            photoIds: await firstPhotos(account),
          })
        ).json()) as { tempSelectionId: string }
      ).tempSelectionId;
    const mine = await select(demo);
    const theirs = await select(shared);
    await resetAccount(demo);
    expect((await call(demo, 'GET', `/temp-selections-api/temp-selections/${mine}`)).status).toBe(404);
    expect((await call(shared, 'GET', `/temp-selections-api/temp-selections/${theirs}`)).status).toBe(200);
  });

  it('drops its uploads (and their photos), not another account’s nor the anonymous ones', async () => {
    const upload = async (account: DemoAccount) => {
      const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a6' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('files', new File([new Uint8Array(bytes)], 'IMG_1.jpg', { type: 'image/jpeg' }));
      const answer = await fetch(url('/storage/uploads'), {
        method: 'POST',
        headers: bearer(account),
        body: form,
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { uploads: { id: string }[] }).uploads[0]!.id;
    };
    const lookUp = (account: DemoAccount, id: string) =>
      call(account, 'GET', `/storage/uploads/${id}?accountId=${account.accountId}`);
    const photos = async (account: DemoAccount) =>
      (await read<{ photosCount: number }>(account, '/photo/users')).photosCount;
    const demoPhotos = await photos(demo);
    const mine = await upload(demo);
    const sharedPhotos = await photos(shared);
    const theirs = await upload(shared);
    expect(await photos(demo)).toBe(demoPhotos + 1);

    await resetAccount(demo);

    expect((await lookUp(demo, mine)).status).toBe(404);
    expect(await photos(demo)).toBe(demoPhotos);
    expect((await lookUp(shared, theirs)).status).toBe(200);
    expect(await photos(shared)).toBe(sharedPhotos + 1);
    const anonymous = await call(demo, 'POST', '/storage/getanonymousuploads', {
      ids: ['0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c'],
    });
    expect(anonymous.status).toBe(200);
  });

  it('cancels its activation import in flight and puts its activation status back, not another’s', async () => {
    const status = async (account: DemoAccount) =>
      (await read<{ status: string }>(account, '/photo/users/activate')).status;
    for (const account of [importing, importfail])
      expect((await call(account, 'POST', '/photo/users/activate')).status).toBeLessThan(300);
    expect(await status(importing)).toBe('IMPORTING');

    await resetAccount(importing);

    expect(await status(importing)).toBe('NOT_ACTIVE');
    expect(await status(importfail)).toBe('IMPORTING');
    const accounts = (await inFlight()).filter((p) => p.kind === 'activation').map((p) => p.account);
    expect(accounts).toEqual([importfail.email]);
  });

  it('ends its exports and download archives in flight, not another account’s', async () => {
    const exportOf = async (account: DemoAccount) =>
      (
        (await (await call(account, 'POST', '/export/backups', { channel: 'bonusprint-gb' })).json()) as {
          backupId: string;
        }
      ).backupId;
    const archiveOf = async (account: DemoAccount) =>
      (
        (await (
          await call(account, 'POST', '/downloads-api/downloads', { photos: await firstPhotos(account, 1) })
        ).json()) as { id: string }
      ).id;
    const mine = [await exportOf(demo), await archiveOf(demo)];
    const theirs = [await exportOf(shared), await archiveOf(shared)];
    expect((await inFlight()).map((p) => p.id)).toEqual(expect.arrayContaining([...mine, ...theirs]));

    await resetAccount(demo);

    const ids = (await inFlight()).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(theirs));
    expect(ids).not.toContain(mine[0]);
    expect(ids).not.toContain(mine[1]);
    expect((await call(demo, 'GET', `/export/backups/${mine[0]}`)).status).toBe(404);
  });

  it('takes its mailbox messages away and leaves its double opt-in unused, not another account’s', async () => {
    const changeEmail = (account: DemoAccount) =>
      call(account, 'POST', `/identity/v2/identities/${account.idpType}/${account.idpSub}/emailchanges`, {
        email: `new-${account.idpSub}@example.com`,
        channel: 'bonusprint-gb',
      });
    const confirmOptIn = (account: DemoAccount) =>
      fetch(
        url(`/email-gateway/api/v1/Profiles/${account.email}/subscription/confirm/optin-${account.idpSub}`),
        {
          method: 'POST',
        },
      );
    for (const account of [demo, shared]) {
      expect((await changeEmail(account)).status).toBe(202);
      expect((await confirmOptIn(account)).status).toBe(204);
    }
    const mailbox = async () => z.array(mailMessageSchema).parse(await (await control('mailbox')).json());
    const of = (mail: z.infer<typeof mailMessageSchema>[], account: DemoAccount) =>
      mail
        .filter((m) => m.account === account.email)
        .map((m) => ({ kind: m.kind, state: m.state }))
        .sort((a, b) => a.kind.localeCompare(b.kind));
    const before = await mailbox();
    expect(of(before, demo)).toContainEqual({ kind: 'emailChange', state: 'unused' });

    await resetAccount(demo);

    const after = await mailbox();
    expect(of(after, demo)).toEqual([{ kind: 'doubleOptIn', state: 'unused' }]);
    expect(of(after, shared)).toEqual(of(before, shared));
    expect(of(after, shared)).toContainEqual({ kind: 'doubleOptIn', state: 'used' });
  });

  it('removes the fault rules for that account, not those for another account or for every account', async () => {
    const add = async (account?: DemoAccount) =>
      (
        (await (
          await control('faults', {
            path: '/photo/users',
            ...(account ? { account: account.email } : {}),
            fault: { status: 503 },
          })
        ).json()) as { id: string }
      ).id;
    const mine = await add(demo);
    const theirs = await add(shared);
    const everyone = await add();
    await resetAccount(demo);
    const ids = ((await (await control('faults')).json()) as { id: string }[]).map((rule) => rule.id);
    expect(ids).toEqual([theirs, everyone]);
    expect(ids).not.toContain(mine);
    await fetch(url('/__mock/faults'), { method: 'DELETE' });
  });
});

describe('resetAccountInvoices', () => {
  it('puts one business account’s invoices back as seeded and leaves another’s as they are', () => {
    const business = [byEmail('business@example.com'), byEmail('company@example.com')];
    const state = createInvoiceState({ accounts: business });
    const of = (accountId: string) => [...state.invoices.values()].filter((i) => i.accountId === accountId);
    const files = (accountId: string) =>
      [...state.groupFiles.values()].filter((f) => f.accountId === accountId);
    const [mine, theirs] = business.map((a) => a.accountId) as [string, string];
    const seeded = { invoices: structuredClone(of(mine)), files: structuredClone(files(mine)) };
    for (const accountId of [mine, theirs]) {
      state.invoices.delete(of(accountId)[0]!.id);
      state.groupFiles.delete(files(accountId)[0]!.id);
    }
    const theirsChanged = { invoices: of(theirs).length, files: files(theirs).length };

    resetAccountInvoices(state, business, mine);

    expect(of(mine)).toEqual(expect.arrayContaining(seeded.invoices));
    expect(of(mine)).toHaveLength(seeded.invoices.length);
    expect(files(mine)).toHaveLength(seeded.files.length);
    expect({ invoices: of(theirs).length, files: files(theirs).length }).toEqual(theirsChanged);
  });
});
