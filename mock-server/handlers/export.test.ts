import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { countPhotos, deletePhotos } from '../db/photos';
import {
  CHUNK_PHOTOS,
  EXPIRED_DEMO_BACKUP_ID,
  EXPORT_LINK_VALID_MS,
  exportView,
  prepareChunks,
  type ExportRecord,
} from '../db/exports';
import { TEST_PUBLIC_URL, testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createExportHandlers } from './export';

const STEP_MS = 150;
const API = `${TEST_PUBLIC_URL}/export`;
const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const demo = account('demo@example.com');
const critical = account('critical@example.com');
const business = account('business@example.com');

// The whole timing: testHandlerDeps' `timing` override is typed as a full MockTiming.
const deps = testHandlerDeps({
  timing: { exportStepMs: STEP_MS, activationStepMs: 0, downloadStepMs: 0, signedUrlTtlMs: 60_000 },
});
const api = setupHandlerServer(createExportHandlers(deps), { base: API, deps });

const call = (method: string, path: string, email: string | null, body?: unknown) =>
  api.call(method, path, { as: email, body });

const requestExport = (email: string) => call('POST', '/backups', email, { channel: 'bonusprint-gb' });

/** Polls the export until `done` accepts it; returns every status seen, in order. */
async function follow(
  email: string,
  backupId: string,
  done: (status: string) => boolean = (status) => status === 'READY',
) {
  const statuses: string[] = [];
  const deadline = Date.now() + 25_000;
  for (;;) {
    const res = await call('GET', `/backups/${backupId}`, email);
    expect(res.status).toBe(200);
    if (statuses.at(-1) !== res.body.status) statuses.push(res.body.status);
    if (done(res.body.status)) return { statuses, body: res.body };
    if (Date.now() > deadline) throw new Error(`export ${backupId} stuck at ${statuses.join(' -> ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function download(url: string) {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

describe('exportView (status from elapsed time)', () => {
  const record: ExportRecord = {
    backupId: 'b1',
    accountId: 'a1',
    channel: 'bonusprint-gb',
    requestedAt: Date.parse('2026-11-01T10:00:00Z'),
    fails: false,
    photos: [],
  };
  const at = (ms: number) => record.requestedAt + ms;

  it('stays REQUESTED while the mock console holds it, however long', () => {
    expect(exportView({ ...record, held: true }, 1000, at(3_600_000))?.status).toBe('REQUESTED');
  });

  it('is REQUESTED for one step, IN_PROGRESS for the next, then READY once the chunks are known', () => {
    expect(exportView(record, 1000, at(999))).toMatchObject({ status: 'REQUESTED', backupId: 'b1' });
    expect(exportView(record, 1000, at(1000))?.status).toBe('IN_PROGRESS');
    expect(exportView(record, 1000, at(5000))?.status).toBe('IN_PROGRESS'); // chunks not computed yet
    const ready = {
      ...record,
      prepared: { entries: [[]], chunks: [{ iteration: 0, size: 118 }], at: at(2500) },
    };
    expect(exportView(ready, 1000, at(3000))).toEqual({
      status: 'READY',
      backupId: 'b1',
      created: '2026-11-01T10:00:00Z',
      updated: '2026-11-01T10:00:02Z',
      chunks: [{ iteration: 0, size: 118 }],
    });
  });

  it('is gone 7 days after updated, FAILED ones too', () => {
    const ready = {
      ...record,
      prepared: { entries: [[]], chunks: [{ iteration: 0, size: 118 }], at: at(2000) },
    };
    expect(exportView(ready, 1000, at(2000 + EXPORT_LINK_VALID_MS))?.status).toBe('READY');
    expect(exportView(ready, 1000, at(2001 + EXPORT_LINK_VALID_MS))).toBeUndefined();
    const failed = { ...record, fails: true };
    expect(exportView(failed, 1000, at(1999))?.status).toBe('IN_PROGRESS');
    expect(exportView(failed, 1000, at(2000))?.status).toBe('FAILED');
    expect(exportView(failed, 1000, at(2001 + EXPORT_LINK_VALID_MS))).toBeUndefined();
  });
});

describe('prepareChunks', () => {
  const photos = Array.from({ length: 1001 }, (_, i) => ({
    imageId: `photo-${i}`,
    accountId: 'a1',
    localFileName: 'IMG_0001.jpg',
    dateTaken: i === 0 ? null : '2025-07-14T10:00:00Z',
    created: '2025-07-20T10:00:00Z',
    width: 1600,
    height: 1200,
  }));

  it('cuts 500 photos a chunk, names unique across chunks, in month folders', async () => {
    const prepared = await prepareChunks(photos);
    expect(prepared!.entries.map((e) => e.length)).toEqual([500, 500, 1]);
    expect(prepared!.chunks.map((c) => c.iteration)).toEqual([0, 1, 2]);
    const names = prepared!.entries.flat().map((e) => e.name);
    expect(new Set(names).size).toBe(1001);
    expect(names.slice(0, 3)).toEqual([
      'My Photos/Unknown date/IMG_0001.jpg',
      'My Photos/2025/07/IMG_0001.jpg',
      'My Photos/2025/07/IMG_0001 (2).jpg',
    ]);
  });

  it('stops when the export is no longer wanted', async () => {
    let asked = 0;
    expect(await prepareChunks(photos, () => ++asked < 2)).toBeUndefined();
    expect(asked).toBe(2);
  });
});

describe('POST /backups and GET /backups/{backupId}', () => {
  it('moves REQUESTED -> IN_PROGRESS -> READY with one chunk per 500 photos, sized as the zips', async () => {
    const created = await requestExport(demo.email);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'REQUESTED', backupId: expect.any(String) });
    const { statuses, body } = await follow(demo.email, created.body.backupId);
    expect(['REQUESTED', 'IN_PROGRESS', 'READY'].filter((s) => statuses.includes(s))).toEqual(statuses);
    expect(statuses).toContain('READY');
    expect(body.created).toBe(created.body.created);
    expect(body.updated >= body.created).toBe(true);
    expect(body.chunks.map((c: { iteration: number }) => c.iteration)).toEqual(
      Array.from({ length: Math.ceil(demo.photos / CHUNK_PHOTOS) }, (_, i) => i),
    );
    for (const chunk of body.chunks) expect(chunk.size).toBeGreaterThan(1);
  });

  it('answers the running or ready export to a second request instead of starting another', async () => {
    const first = await requestExport(business.email);
    const second = await requestExport(business.email);
    expect(second.body.backupId).toBe(first.body.backupId);
    await follow(business.email, first.body.backupId);
    expect((await requestExport(business.email)).body).toMatchObject({
      status: 'READY',
      backupId: first.body.backupId,
    });
  });

  it('ends FAILED for failing@example.com, and the next request starts a new export', async () => {
    const created = await requestExport('failing@example.com');
    expect(created.body.status).toBe('REQUESTED');
    const { statuses, body } = await follow(
      'failing@example.com',
      created.body.backupId,
      (s) => s === 'FAILED',
    );
    expect(statuses).not.toContain('READY');
    expect(body).not.toHaveProperty('chunks');
    const url = await call('GET', `/backups/${created.body.backupId}/chunks/0/url`, 'failing@example.com');
    expect(url.status).toBe(404);
    const again = await requestExport('failing@example.com');
    expect(again.body.backupId).not.toBe(created.body.backupId);
  });

  it('answers READY with one chunk holding an empty folder for an account without photos', async () => {
    const created = await requestExport('empty@example.com');
    const { body } = await follow('empty@example.com', created.body.backupId);
    expect(body.chunks).toEqual([{ iteration: 0, size: expect.any(Number) }]);
    const url = await call('GET', `/backups/${body.backupId}/chunks/0/url`, 'empty@example.com');
    const { bytes } = await download(url.body.url);
    expect(bytes.length).toBe(body.chunks[0].size);
    expect(Object.keys(unzipSync(bytes))).toEqual(['My Photos/']);
  });

  it('answers 404 for the seeded expired export, and a request then starts a new one', async () => {
    const expired = await call('GET', `/backups/${EXPIRED_DEMO_BACKUP_ID}`, demo.email);
    expect(expired.status).toBe(404);
    expect(expired.contentType).toBe('application/problem+json');
    const chunk = await call('GET', `/backups/${EXPIRED_DEMO_BACKUP_ID}/chunks/0/url`, demo.email);
    expect(chunk.status).toBe(404);
    const created = await requestExport(demo.email);
    expect(created.body.backupId).not.toBe(EXPIRED_DEMO_BACKUP_ID);
  });

  it("answers 404 for unknown ids and for another account's export", async () => {
    const created = await requestExport(critical.email);
    expect((await call('GET', `/backups/${created.body.backupId}`, critical.email)).status).toBe(200);
    expect((await call('GET', `/backups/${created.body.backupId}`, demo.email)).status).toBe(404);
    expect((await call('GET', '/backups/no-such-export', critical.email)).status).toBe(404);
  });

  it('answers 400 for a channel that is not one, 401 without a token', async () => {
    const bad = await call('POST', '/backups', demo.email, { channel: 'Not A Channel' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.channel');
    // A well-formed id of no channel: refused like identity refuses it (the contract's ChannelId enum).
    const unknown = await call('POST', '/backups', demo.email, { channel: 'acme-xx' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('body.channel');
    expect((await call('POST', '/backups', demo.email, {})).status).toBe(400);
    expect((await call('POST', '/backups', null, { channel: 'bonusprint-gb' })).status).toBe(401);
    expect((await call('GET', '/backups/x', null)).status).toBe(401);
  });

  it('forgets the exports on reset, and keeps the expired seed', async () => {
    const created = await requestExport(critical.email);
    deps.reset();
    expect((await call('GET', `/backups/${created.body.backupId}`, critical.email)).status).toBe(404);
    expect((await call('GET', `/backups/${EXPIRED_DEMO_BACKUP_ID}`, demo.email)).status).toBe(404);
  });
});

describe('GET /backups/{backupId}/chunks/{iteration}/url and the file', () => {
  it('serves each chunk as a real zip of real JPEGs, as large as READY says', async () => {
    const created = await requestExport(demo.email);
    const { body } = await follow(demo.email, created.body.backupId);
    const last = body.chunks.length - 1;
    const seen = new Set<string>();
    for (const iteration of [0, last]) {
      const url = await call('GET', `/backups/${body.backupId}/chunks/${iteration}/url`, demo.email);
      expect(url.status).toBe(200);
      expect(url.body.url).toMatch(
        new RegExp(`^${TEST_PUBLIC_URL}/files/exports/${body.backupId}/${iteration}\\.zip\\?`),
      );
      const { response, bytes } = await download(url.body.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(
          `^attachment; filename="My Photos export \\(${iteration + 1} of ${body.chunks.length}\\)\\.zip"`,
        ),
      );
      expect(bytes.length).toBe(body.chunks[iteration].size);
      expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const entries = unzipSync(bytes);
      const expected = iteration === last ? demo.photos - last * CHUNK_PHOTOS : CHUNK_PHOTOS;
      expect(Object.keys(entries)).toHaveLength(expected);
      for (const [name, data] of Object.entries(entries)) {
        expect(name).toMatch(/^My Photos\/(\d{4}\/\d{2}|Unknown date)\/[^/]+\.(jpg|jpeg|JPG)$/);
        expect([...data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(seen.has(name)).toBe(false);
        seen.add(name);
      }
    }
  });

  it('keeps the photos of the request: deleting photos later changes neither the chunks nor the zip', async () => {
    const created = await requestExport(critical.email);
    const { body } = await follow(critical.email, created.body.backupId);
    const photo = [...deps.store.byId.values()].find((p) => p.accountId === critical.accountId)!;
    deletePhotos(deps.store, critical.accountId, [photo.imageId]);
    expect(countPhotos(deps.store, critical.accountId)).toBe(critical.photos - 1);
    const after = await call('GET', `/backups/${body.backupId}`, critical.email);
    expect(after.body.chunks).toEqual(body.chunks);
    const url = await call('GET', `/backups/${body.backupId}/chunks/0/url`, critical.email);
    const { bytes } = await download(url.body.url);
    expect(Object.keys(unzipSync(bytes))).toHaveLength(critical.photos);
  });

  it('answers 404 for a chunk that does not exist, before READY, and for other accounts', async () => {
    const created = await requestExport(critical.email);
    const early = await call('GET', `/backups/${created.body.backupId}/chunks/0/url`, critical.email);
    expect(early.status).toBe(404);
    await follow(critical.email, created.body.backupId);
    expect((await call('GET', `/backups/${created.body.backupId}/chunks/1/url`, critical.email)).status).toBe(
      404,
    );
    expect((await call('GET', `/backups/${created.body.backupId}/chunks/0/url`, demo.email)).status).toBe(
      404,
    );
    const negative = await call('GET', `/backups/${created.body.backupId}/chunks/-1/url`, critical.email);
    expect(negative.status).toBe(400);
  });

  it('answers 403 for a tampered or expired signature, 404 after the export is gone', async () => {
    const created = await requestExport(critical.email);
    await follow(critical.email, created.body.backupId);
    const { body } = await call('GET', `/backups/${created.body.backupId}/chunks/0/url`, critical.email);
    const tampered = body.url.replace(/signature=[^&]+/, 'signature=abc');
    expect((await download(tampered)).response.status).toBe(403);
    const otherPath = body.url.replace('/0.zip', '/1.zip');
    expect((await download(otherPath)).response.status).toBe(403);
    const moved = new URL(body.url);
    moved.searchParams.set('expires', String(Number(moved.searchParams.get('expires')) + 60_000));
    expect((await download(moved.href)).response.status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + deps.timing.signedUrlTtlMs + 1);
      const expired = await download(body.url);
      expect(expired.response.status).toBe(403);
      expect(new TextDecoder().decode(expired.bytes)).toContain('expired');
    } finally {
      vi.useRealTimers();
    }
    expect((await download(body.url)).response.status).toBe(200);
    deps.reset();
    expect((await download(body.url)).response.status).toBe(404);
  });
});
