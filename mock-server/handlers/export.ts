/**
 * Export service (openapi/services/export.yaml): exports of all the account's photos as zip chunks.
 * POST /backups starts one (REQUESTED, IN_PROGRESS after `timing.exportStepMs`, READY or FAILED after another
 * step); the chunk URLs are signed and expiring, served by the plain route GET /files/exports/{backupId}/{n}.zip
 * (not part of the contract) as real zips of real JPEGs. The state, the seed (an expired export of
 * demo@example.com) and the assumptions are described in db/exports.ts.
 *
 * Scenario: `scenario.exportFails` (failing@example.com) ends every export FAILED.
 * The chunk sizes are computed (the pictures drawn) right after the request; an export is READY only when
 * they are known, so READY always carries the real byte sizes of the zips the URLs serve.
 */
import { http, type HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/export';
import {
  createExportState,
  currentExport,
  EXPORT_ROOT_FOLDER,
  exportView,
  prepareChunks,
  snapshotPhotos,
  type ExportState,
  type ExportRecord,
} from '../db/exports';
import { createUrlSigner } from '../files/signed-url';
import { buildZip, createZipCache, fileResponse } from '../files/zip';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

const CHUNK_FILE = /^(\d+)\.zip$/;

const notFound = (detail = 'No such export.') => problemResponse(404, detail);

/** Computes the chunks of a new export (draws its pictures); marks it failed when that fails. */
async function prepare(db: ExportState, record: ExportRecord): Promise<void> {
  const current = () => db.byId.get(record.backupId) === record; // not reset meanwhile
  try {
    const prepared = await prepareChunks(record.photos, current);
    if (prepared && current()) record.prepared = { ...prepared, at: Date.now() };
  } catch (error) {
    console.error(`export ${record.backupId}: the chunks could not be prepared`, error);
    record.fails = true;
  }
}

export function createExportHandlers(deps: HandlerDeps): HttpHandler[] {
  const { store, verifier, publicUrl, accounts, timing } = deps;
  const api = createServiceHttp<paths>({ service: 'export', verifier });
  const db = createExportState(deps);
  deps.onReset(db.reset);
  const signer = createUrlSigner({ publicUrl, ttlMs: timing.signedUrlTtlMs });
  const zips = createZipCache();
  deps.onReset(() => zips.clear());

  /** The export of this account as it is now; undefined for unknown ids, other accounts' and expired ones. */
  const visible = (accountId: string, backupId: string) => {
    const record = db.byId.get(backupId);
    if (!record || record.accountId !== accountId) return undefined;
    const view = exportView(record, timing.exportStepMs);
    return view ? { record, view } : undefined;
  };

  // The mock's console (issue 26): the exports not READY or FAILED yet, "finish now" / "fail now" (the status is
  // a function of the time since the request: both move `requestedAt` back two steps; finishing first computes the
  // chunks, so READY carries real sizes), and one account's exports back to their seed.
  /** Accounts whose new exports the console holds at REQUESTED. */
  const heldAccounts = new Set<string>();
  const inFlight = (record: ExportRecord) => {
    const status = exportView(record, timing.exportStepMs)?.status;
    return status === 'REQUESTED' || status === 'IN_PROGRESS' ? status : undefined;
  };
  const endNow = async (backupId: string, fail: boolean) => {
    const record = db.byId.get(backupId);
    if (!record || !inFlight(record)) return false;
    record.held = false;
    if (fail) record.fails = true;
    else if (!record.fails && !record.prepared) {
      const prepared = await prepareChunks(record.photos, () => db.byId.get(backupId) === record);
      if (!prepared) return false;
      record.prepared = { ...prepared, at: Date.now() };
    }
    record.requestedAt = Math.min(record.requestedAt, Date.now() - 2 * timing.exportStepMs - 1);
    if (record.prepared) record.prepared.at = Math.min(record.prepared.at, Date.now());
    return true;
  };
  deps.control?.progressions({
    kind: 'export',
    list: () =>
      [...db.byId.values()].flatMap((record) => {
        const status = inFlight(record);
        return status
          ? [
              {
                kind: 'export' as const,
                id: record.backupId,
                accountId: record.accountId,
                status,
                startedAt: new Date(record.requestedAt).toISOString(),
              },
            ]
          : [];
      }),
    finish: (backupId) => endNow(backupId, false),
    fail: (backupId) => endNow(backupId, true),
    hold: (accountId, held) => {
      if (held) heldAccounts.add(accountId);
      else heldAccounts.delete(accountId);
    },
  });
  deps.control?.accountReset((accountId) => {
    heldAccounts.delete(accountId);
    for (const record of [...db.byId.values()])
      if (record.accountId === accountId) db.byId.delete(record.backupId);
    for (const record of createExportState({
      accounts: accounts.filter((a) => a.accountId === accountId),
    }).byId.values())
      db.byId.set(record.backupId, record);
  });

  const chunkPath = (backupId: string, iteration: number) =>
    `/files/exports/${encodeURIComponent(backupId)}/${iteration}.zip`;

  return [
    api.post('/backups', ({ claims, input, response }) => {
      const current = currentExport(db, claims.sub, timing.exportStepMs);
      if (current) return response(200).json(current.view);
      const account = accounts.find((a) => a.accountId === claims.sub);
      const record: ExportRecord = {
        backupId: crypto.randomUUID(),
        accountId: claims.sub,
        channel: input.body.channel,
        requestedAt: Date.now(),
        fails: account?.scenario?.exportFails === true,
        photos: snapshotPhotos(store, claims.sub),
        ...(heldAccounts.has(claims.sub) && { held: true }),
      };
      db.byId.set(record.backupId, record);
      if (!record.fails) void prepare(db, record);
      const view = exportView(record, timing.exportStepMs, record.requestedAt);
      return view ? response(200).json(view) : notFound();
    }),

    api.get('/backups/{backupId}', ({ claims, input, response }) => {
      const found = visible(claims.sub, input.path.backupId);
      return found ? response(200).json(found.view) : notFound('No such export, or it has expired.');
    }),

    api.get('/backups/{backupId}/chunks/{iteration}/url', ({ claims, input, response }) => {
      const { backupId, iteration } = input.path;
      const found = visible(claims.sub, backupId);
      if (!found) return notFound('No such export, or it has expired.');
      if (found.view.status !== 'READY') {
        return notFound(`The export is ${found.view.status}: it has no chunks.`);
      }
      if (!found.view.chunks.some((c) => c.iteration === iteration)) {
        return notFound(`The export has no chunk ${iteration}.`);
      }
      return response(200).json({ url: signer.sign(chunkPath(backupId, iteration)) });
    }),

    // The signed chunk URL (not part of the contract): the signature is its authorization.
    http.get('*/files/exports/:backupId/:file', async ({ request, params }) => {
      const rejected = signer.reject(request);
      if (rejected) return rejected;
      const backupId = String(params.backupId);
      const iteration = Number(CHUNK_FILE.exec(String(params.file))?.[1] ?? NaN);
      const record = db.byId.get(backupId);
      const view = record && exportView(record, timing.exportStepMs);
      const entries = record?.prepared?.entries[iteration];
      if (!record || view?.status !== 'READY' || !entries) return notFound('No such export file.');
      const zip = await zips.get(`${backupId}/${iteration}`, () => buildZip(entries, EXPORT_ROOT_FOLDER));
      const total = view.chunks.length;
      return fileResponse(zip, 'application/zip', `My Photos export (${iteration + 1} of ${total}).zip`);
    }),
  ];
}
