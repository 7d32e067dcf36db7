/**
 * Contract of the export service: requesting an export, following it to READY, and downloading a chunk (a real
 * zip). Against the mock the export of demo@example.com is READY within seconds (timing 150 ms per step);
 * requesting again while it runs or is ready answers the same export, so this file creates at most one.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

/** The seeded export of demo@example.com whose links expired (mock-server/db/exports.ts). */
const EXPIRED_DEMO_BACKUP_ID = 'a3c1e7f0-5b2d-4e8a-9f60-7d4c2b1e0a95';
const CHANNEL = 'bonusprint-gb';

interface Export {
  status: 'REQUESTED' | 'IN_PROGRESS' | 'READY' | 'FAILED';
  backupId?: string;
  chunks?: { iteration: number; size: number }[];
}

/** Polls getExport until the status is final (READY or FAILED); returns the statuses seen and the last body. */
async function follow(token: string, backupId: string, timeoutMs = 25_000) {
  const statuses: string[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('getExport', { token, path: { backupId } });
    expect(res.status).toBe(200);
    const body = res.body as Export;
    if (statuses.at(-1) !== body.status) statuses.push(body.status);
    if (body.status === 'READY' || body.status === 'FAILED') return { statuses, body };
    if (Date.now() > deadline) throw new Error(`export ${backupId} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let ready: Promise<{ token: string; body: Export }> | undefined;
/** The READY export of the default account (requested once per file). */
function readyExport() {
  ready ??= (async () => {
    const token = await tokenFor();
    const res = await call('requestExport', { token, body: { channel: CHANNEL } });
    expect(res.status).toBe(200);
    expect(['REQUESTED', 'IN_PROGRESS', 'READY']).toContain(res.body.status);
    const { body } = await follow(token, res.body.backupId);
    expect(body.status).toBe('READY');
    return { token, body };
  })();
  return ready;
}

describe.skipIf(!serviceConfigured('export'))('export service', () => {
  describe('requestExport', () => {
    it.runIf(mutationsAllowed)('starts an export that becomes READY with sorted chunks', async () => {
      const { body } = await readyExport();
      const iterations = body.chunks!.map((c) => c.iteration);
      expect(iterations).toEqual([...iterations].sort((a, b) => a - b));
      for (const chunk of body.chunks!) expect(chunk.size).toBeGreaterThanOrEqual(1);
    });

    it.runIf(mutationsAllowed)('answers the ready export to another request', async () => {
      const { token, body } = await readyExport();
      const again = await call('requestExport', { token, body: { channel: CHANNEL } });
      expect(again.body).toMatchObject({ status: 'READY', backupId: body.backupId });
    });

    it.runIf(isMock)('moves REQUESTED -> IN_PROGRESS -> FAILED for failing@example.com', async () => {
      const token = await tokenFor('failing@example.com');
      const res = await call('requestExport', { token, body: { channel: CHANNEL } });
      expect(res.body.status).toBe('REQUESTED');
      const { statuses } = await follow(token, res.body.backupId);
      expect(statuses.at(-1)).toBe('FAILED');
      expect(statuses).not.toContain('READY');
    });

    it('answers 400 naming the channel when it is not a channel id', async () => {
      const res = await call('requestExport', {
        token: await tokenFor(),
        body: { channel: 'Not a channel!' },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('channel');
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('requestExport', { body: { channel: CHANNEL } });
      expect(res.status).toBe(401);
    });
  });

  describe('getExport', () => {
    it.runIf(mutationsAllowed)('answers the state of an export of the caller', async () => {
      const { token, body } = await readyExport();
      const res = await call('getExport', { token, path: { backupId: body.backupId! } });
      expect(res.body).toMatchObject({ status: 'READY', backupId: body.backupId, chunks: body.chunks });
    });

    it('answers 404 for an unknown export', async () => {
      const res = await call('getExport', { token: await tokenFor(), path: { backupId: 'no-such-export' } });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)('answers 404 for an export whose links expired', async () => {
      const res = await call('getExport', {
        token: await tokenFor(),
        path: { backupId: EXPIRED_DEMO_BACKUP_ID },
      });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)("answers 404 for another account's export", async () => {
      const { body } = await readyExport();
      const res = await call('getExport', {
        token: await tokenFor('empty@example.com'),
        path: { backupId: body.backupId! },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getExport', { path: { backupId: EXPIRED_DEMO_BACKUP_ID } });
      expect(res.status).toBe(401);
    });
  });

  describe('getExportChunkUrl', () => {
    it.runIf(mutationsAllowed)('answers a URL of a real zip as large as the chunk says', async () => {
      const { token, body } = await readyExport();
      const [chunk] = body.chunks!;
      const res = await call('getExportChunkUrl', {
        token,
        path: { backupId: body.backupId!, iteration: chunk!.iteration },
      });
      expect(res.status).toBe(200);
      const file = await fetch(res.body.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/zip');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(bytes.length).toBe(chunk!.size);
      expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const entries = Object.entries(unzipSync(bytes)).filter(([name]) => !name.endsWith('/'));
      expect(entries.length).toBeGreaterThan(0);
      if (isMock) expect(entries).toHaveLength(500); // demo@example.com has 2,000 photos, 500 a chunk
      for (const [, data] of entries) expect([...data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });

    it.runIf(mutationsAllowed)('answers 404 for an iteration the export does not have', async () => {
      const { token, body } = await readyExport();
      const res = await call('getExportChunkUrl', {
        token,
        path: { backupId: body.backupId!, iteration: body.chunks!.length + 100 },
      });
      expect(res.status).toBe(404);
    });

    it('answers 404 for an unknown export', async () => {
      const res = await call('getExportChunkUrl', {
        token: await tokenFor(),
        path: { backupId: 'no-such-export', iteration: 0 },
      });
      expect(res.status).toBe(404);
    });

    it('answers 400 for an iteration below 0', async () => {
      const res = await call('getExportChunkUrl', {
        token: await tokenFor(),
        path: { backupId: EXPIRED_DEMO_BACKUP_ID, iteration: -1 },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getExportChunkUrl', {
        path: { backupId: EXPIRED_DEMO_BACKUP_ID, iteration: 0 },
      });
      expect(res.status).toBe(401);
    });
  });
});
