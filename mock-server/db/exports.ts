/**
 * State of the export service: the exports (backups) requested, each with a copy of the account's photos taken
 * at request time and, once computed in the background, its zip chunks (entries and byte sizes).
 *
 * The status is a function of the time elapsed since the request (one `exportStepMs` per step):
 *   REQUESTED -> IN_PROGRESS -> READY (once the chunk sizes are computed too), or FAILED for `scenario.exportFails`.
 * An export is gone (404) 7 days after its `updated` date: for READY the links expire then; FAILED ones are
 * assumed to be cleaned up after the same period.
 *
 * Seed: demo@example.com has one READY export that expired long ago, id EXPIRED_DEMO_BACKUP_ID
 * (`a3c1e7f0-5b2d-4e8a-9f60-7d4c2b1e0a95`): the app's "Your download link has expired" path.
 *
 * Assumptions where the documents say nothing:
 *   - a chunk holds up to 500 photos (the real service cuts ~2 GB zips; the mock keeps files small);
 *   - the photos go in oldest taken first, in folders `My Photos/{year}/{month}/` (`Unknown date/` without one);
 *   - an account without photos gets READY with one chunk: a zip holding only the empty `My Photos/` folder
 *     (the export page then offers one small zip rather than an error for an empty library);
 *   - requesting while an export is REQUESTED, IN_PROGRESS or READY (not expired) answers that export instead
 *     of starting another one (the spec's example "An export is already available"); after FAILED or expiry a
 *     new one starts.
 */
import type { DemoAccount } from '../accounts';
import { SEED_REFERENCE_DATE } from '../accounts';
import type { components } from '../../src/api/generated/export';
import { archiveEntries, archiveSize, zipSize, type ArchiveEntry, type ArchivePhoto } from '../files/zip';
import { monthCounts, monthPhotos, type PhotoStore } from './photos';
import { isoSeconds } from './schema';
import type { ServiceState, StateInputs } from './state';

/** Lets the event loop serve requests (cached pictures resolve without ever giving it back). */
const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

export type Export = components['schemas']['Export'];
export type ExportChunk = components['schemas']['ExportChunk'];

export const CHUNK_PHOTOS = 500;
export const EXPORT_LINK_VALID_MS = 7 * 24 * 60 * 60_000;
export const EXPORT_ROOT_FOLDER = 'My Photos/';
export const EXPIRED_DEMO_BACKUP_ID = 'a3c1e7f0-5b2d-4e8a-9f60-7d4c2b1e0a95';
const EXPIRED_DEMO_EMAIL = 'demo@example.com';
const DAY = 24 * 60 * 60_000;

export interface ExportRecord {
  backupId: string;
  accountId: string;
  channel: string;
  /** Epoch ms of the request (`created`). */
  requestedAt: number;
  /** The export ends FAILED (scenario, or the archive could not be prepared). */
  fails: boolean;
  /** Held by the mock's console: it stays REQUESTED until finished or failed by hand. */
  held?: boolean;
  /** The account's photos at request time, oldest taken first. */
  photos: ArchivePhoto[];
  /** Once computed: the chunks' entries and sizes, and when they were computed. */
  prepared?: PreparedChunks & { at: number };
}

export interface PreparedChunks {
  /** Each chunk's zip entries (one empty chunk for an empty library). */
  entries: ArchiveEntry[][];
  chunks: ExportChunk[];
}

export interface ExportState extends ServiceState {
  byId: Map<string, ExportRecord>;
}

/** `My Photos/2025/07/` for a photo taken in July 2025, `My Photos/Unknown date/` without dateTaken. */
export function exportFolder(photo: ArchivePhoto): string {
  if (!photo.dateTaken) return `${EXPORT_ROOT_FOLDER}Unknown date/`;
  // dateTaken is ISO 8601 in UTC (`2025-07-14T10:00:00Z`): year and month are its first characters.
  return `${EXPORT_ROOT_FOLDER}${photo.dateTaken.slice(0, 4)}/${photo.dateTaken.slice(5, 7)}/`;
}

/** A copy of every photo of the account, oldest taken first (undated ones, in 1970/1, first). */
export function snapshotPhotos(store: PhotoStore, accountId: string): ArchivePhoto[] {
  return monthCounts(store, accountId)
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .flatMap(({ year, month }) => monthPhotos(store, accountId, `${year}/${month}`, 'dateTaken'))
    .map(({ imageId, accountId: owner, localFileName, dateTaken, created, width, height }) => ({
      imageId,
      accountId: owner,
      localFileName,
      dateTaken,
      created,
      width,
      height,
    }));
}

/**
 * Cuts the photos into chunks of up to CHUNK_PHOTOS zip entries and computes each zip's size (draws the pictures
 * not drawn yet). Works chunk by chunk, so a library of 100,000 photos does not hold up the server.
 * `stillWanted` is asked between chunks; preparing stops (undefined) when it says no.
 */
export async function prepareChunks(
  photos: readonly ArchivePhoto[],
  stillWanted: () => boolean = () => true,
): Promise<PreparedChunks | undefined> {
  const taken = new Set<string>();
  const prepared: PreparedChunks = { entries: [], chunks: [] };
  for (let at = 0; at < Math.max(photos.length, 1); at += CHUNK_PHOTOS) {
    const entries = archiveEntries(photos.slice(at, at + CHUNK_PHOTOS), exportFolder, taken);
    const size = await archiveSize(entries, EXPORT_ROOT_FOLDER);
    await yieldToServer();
    if (!stillWanted()) return undefined;
    prepared.chunks.push({ iteration: prepared.entries.length, size });
    prepared.entries.push(entries);
  }
  return prepared;
}

function seedRecords(accounts: readonly DemoAccount[]): ExportRecord[] {
  const demo = accounts.find((a) => a.email === EXPIRED_DEMO_EMAIL);
  if (!demo) return [];
  const requestedAt = SEED_REFERENCE_DATE.getTime() - 40 * DAY;
  return [
    {
      backupId: EXPIRED_DEMO_BACKUP_ID,
      accountId: demo.accountId,
      channel: 'bonusprint-gb',
      requestedAt,
      fails: false,
      // Its files are long gone with the links; what is left is an empty archive.
      photos: [],
      prepared: {
        entries: [[]],
        chunks: [{ iteration: 0, size: zipSize([{ name: EXPORT_ROOT_FOLDER, size: 0 }]) }],
        at: requestedAt + 2 * DAY,
      },
    },
  ];
}

export function createExportState({ accounts }: Pick<StateInputs, 'accounts'>): ExportState {
  const byId = new Map<string, ExportRecord>();
  const reset = () => {
    byId.clear();
    for (const record of seedRecords(accounts)) byId.set(record.backupId, record);
  };
  reset();
  return { byId, reset };
}

/**
 * The export as the service answers it at `now`; undefined once it is gone (7 days after `updated`).
 */
export function exportView(record: ExportRecord, stepMs: number, now = Date.now()): Export | undefined {
  const inProgressAt = record.requestedAt + stepMs;
  const doneAt = inProgressAt + stepMs;
  const created = isoSeconds(record.requestedAt);
  const base = { backupId: record.backupId, created };
  if (record.held || now < inProgressAt) return { status: 'REQUESTED', ...base, updated: created };
  if (record.fails && now >= doneAt) {
    if (now > doneAt + EXPORT_LINK_VALID_MS) return undefined;
    return { status: 'FAILED', ...base, updated: isoSeconds(doneAt) };
  }
  if (now < doneAt || !record.prepared) {
    return { status: 'IN_PROGRESS', ...base, updated: isoSeconds(inProgressAt) };
  }
  const updatedAt = Math.max(doneAt, record.prepared.at);
  if (now > updatedAt + EXPORT_LINK_VALID_MS) return undefined;
  return { status: 'READY', ...base, updated: isoSeconds(updatedAt), chunks: record.prepared.chunks };
}

/** The account's export a new request answers with: the newest one not FAILED and not gone. */
export function currentExport(
  db: ExportState,
  accountId: string,
  stepMs: number,
  now = Date.now(),
): { record: ExportRecord; view: Export } | undefined {
  const records = [...db.byId.values()]
    .filter((r) => r.accountId === accountId)
    .sort((a, b) => b.requestedAt - a.requestedAt);
  for (const record of records) {
    const view = exportView(record, stepMs, now);
    if (view && view.status !== 'FAILED') return { record, view };
  }
  return undefined;
}
