// @vitest-environment node
/**
 * The export API functions against the mock's real export handlers (msw/node, in process): the states of an
 * export, the errors of my-photos.md section 5, the 404 of an expired export and the signed chunk URLs.
 * Answers the mock never gives (a FAILED answer to a request, broken bodies) are put in front of it per test.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EXPIRED_DEMO_BACKUP_ID } from '@mock/db/exports';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { setupMockApi } from '@/testing/mock-api';
import { BACKUP_REQUEST_FAILED, ExportError, UNPARSEABLE_RESPONSE, type Export } from './export-schema';
import { getExport } from './get-export';
import { getExportChunkUrl } from './get-export-chunk-url';
import { requestExport } from './request-export';

const STEP_MS = 40;
const mock = setupMockApi({ timing: { exportStepMs: STEP_MS } });
const server = mock.server;

/** The app's clients (same middleware) signed in as `email`. */
const apiFor = (email: string) => mock.api(email);

const channel = 'bonusprint-gb';

async function waitForStatus(email: string, backupId: string, status: Export['status']): Promise<Export> {
  const api = apiFor(email);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await getExport({ api, backupId });
    if (found?.status === status) return found;
    if (Date.now() > deadline) throw new Error(`export ${backupId} never became ${status}`);
    await new Promise((resolve) => setTimeout(resolve, STEP_MS / 2));
  }
}

/** Answers the next POST /backups with `body` (content type JSON) instead of the mock's handler. */
const answerRequestWith = (body: string) =>
  server.use(
    http.post(
      '*/export/backups',
      () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
    ),
  );

describe('requesting an export', () => {
  it('answers REQUESTED for a new export, and READY once it is ready', async () => {
    const api = apiFor('empty@example.com');
    const first = await requestExport({ api, channel });
    expect(first.status).toBe('REQUESTED');
    expect(first.backupId).toEqual(expect.any(String));
    await waitForStatus('empty@example.com', first.backupId!, 'READY');
    const again = await requestExport({ api, channel });
    expect(again).toMatchObject({ status: 'READY', backupId: first.backupId });
  });

  it('sends the channel in the body', async () => {
    await requestExport({ api: apiFor('empty@example.com'), channel: 'albelli-nl' });
    await expect
      .poll(() => mock.requests.find((request) => request.method === 'POST')?.body)
      .toEqual({ channel: 'albelli-nl' });
  });

  it('treats a FAILED answer as an error: "Unable to generate backup request!"', async () => {
    answerRequestWith(JSON.stringify({ status: 'FAILED', backupId: 'b1' }));
    const request = requestExport({ api: apiFor('empty@example.com'), channel });
    await expect(request).rejects.toThrow(ExportError);
    await expect(request).rejects.toThrow(BACKUP_REQUEST_FAILED);
  });

  it('treats an answer that is not an export as "Unable to parse response!"', async () => {
    for (const body of [
      JSON.stringify({ status: 'DONE' }),
      JSON.stringify({ status: 'READY', backupId: 'b1', chunks: [] }),
      JSON.stringify({ status: 'READY', backupId: '', chunks: [{ iteration: 0, size: 5 }] }),
      '{"status": "REQU',
    ]) {
      answerRequestWith(body);
      await expect(requestExport({ api: apiFor('empty@example.com'), channel }), body).rejects.toThrow(
        UNPARSEABLE_RESPONSE,
      );
    }
  });

  it('lets a failed request through as a request failure', async () => {
    server.use(http.post('*/export/backups', () => HttpResponse.json({}, { status: 503 })));
    await expect(requestExport({ api: apiFor('empty@example.com'), channel })).rejects.toBeInstanceOf(
      RequestFailureError,
    );
  });
});

describe('reading an export', () => {
  it('gives a READY export its dates and chunks, the chunks sorted by iteration', async () => {
    server.use(
      http.get('*/export/backups/b1', () =>
        HttpResponse.json({
          status: 'READY',
          backupId: 'b1',
          created: '2025-11-01T08:00:00Z',
          updated: '2025-11-01T20:14:00+01:00',
          chunks: [
            { iteration: 1, size: 734003200 },
            { iteration: 0, size: 2147483648 },
          ],
        }),
      ),
    );
    const found = await getExport({ api: apiFor('empty@example.com'), backupId: 'b1' });
    expect(found).toEqual({
      status: 'READY',
      backupId: 'b1',
      created: new Date('2025-11-01T08:00:00Z'),
      updated: new Date('2025-11-01T19:14:00Z'),
      chunks: [
        { iteration: 0, size: 2147483648 },
        { iteration: 1, size: 734003200 },
      ],
    });
  });

  it('is null (expired) for the long-expired export of demo@example.com', async () => {
    expect(await getExport({ api: apiFor('demo@example.com'), backupId: EXPIRED_DEMO_BACKUP_ID })).toBeNull();
  });

  it("is null for another account's export", async () => {
    const created = await requestExport({ api: apiFor('empty@example.com'), channel });
    expect(await getExport({ api: apiFor('business@example.com'), backupId: created.backupId! })).toBeNull();
  });

  it('ends FAILED for failing@example.com', async () => {
    const created = await requestExport({ api: apiFor('failing@example.com'), channel });
    expect(created.status).toBe('REQUESTED');
    const failed = await waitForStatus('failing@example.com', created.backupId!, 'FAILED');
    expect(failed).not.toHaveProperty('chunks');
  });

  it('treats a body that is not JSON as "Unable to parse response!"', async () => {
    server.use(
      http.get(
        '*/export/backups/b1',
        () => new HttpResponse('<html>', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(getExport({ api: apiFor('empty@example.com'), backupId: 'b1' })).rejects.toThrow(
      UNPARSEABLE_RESPONSE,
    );
  });

  it('lets other failures through', async () => {
    server.use(http.get('*/export/backups/b1', () => HttpResponse.json({}, { status: 500 })));
    await expect(getExport({ api: apiFor('empty@example.com'), backupId: 'b1' })).rejects.toMatchObject({
      name: 'RequestFailureError',
      status: 500,
    });
  });
});

describe('the link of a zip file', () => {
  it('is a signed URL of a real zip', async () => {
    const api = apiFor('empty@example.com');
    const created = await requestExport({ api, channel });
    await waitForStatus('empty@example.com', created.backupId!, 'READY');
    const url = await getExportChunkUrl({ api, backupId: created.backupId!, iteration: 0 });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });

  it('fails with 404 for a chunk the export does not have', async () => {
    const api = apiFor('empty@example.com');
    const created = await requestExport({ api, channel });
    await waitForStatus('empty@example.com', created.backupId!, 'READY');
    await expect(getExportChunkUrl({ api, backupId: created.backupId!, iteration: 7 })).rejects.toMatchObject(
      {
        status: 404,
      },
    );
  });

  it('treats an answer without a URL as "Unable to parse response!"', async () => {
    server.use(http.get('*/export/backups/b1/chunks/0/url', () => HttpResponse.json({ url: 'not a url' })));
    await expect(
      getExportChunkUrl({ api: apiFor('empty@example.com'), backupId: 'b1', iteration: 0 }),
    ).rejects.toThrow(UNPARSEABLE_RESPONSE);
  });
});
