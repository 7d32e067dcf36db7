/**
 * State of the downloads service: the zip archives of photos an account created (own photos or photos of a
 * shared album), each with the archive's entries taken at creation time and the state of its generation.
 *
 * Seed (deterministic: faker with a fixed seed per account and the fixed reference date): demo@example.com has
 * two finished downloads, "Summer holiday" (up to 24 photos of one summer month), created one day before the
 * mock started (or was reset), so it is ready for six more days, and an unnamed one (6 photos) from weeks before
 * the reference date, which has expired; every other account has none.
 *
 * Assumptions where the documents say nothing:
 *   - the list is newest first and holds every download of the account, also those still generating, failed
 *     or expired;
 *   - a finished download expires DOWNLOAD_TTL_MS (7 days, as an export's links) after it was created;
 *   - the entries are the photos at the archive size of files/zip.ts, named after their localFileName.
 */
import { SEED_REFERENCE_DATE, type DemoAccount } from '../accounts';
import { archiveEntries, type ArchiveEntry, type ArchivePhoto } from '../files/zip';
import { generateAccountPhotos } from './seed';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export type DownloadStatus = 'generating' | 'finished' | 'failed';

export interface DownloadRecord {
  id: string;
  accountId: string;
  name?: string;
  /** The photo ids as requested. */
  photos: string[];
  /** The archive's entries (owner and size of each photo at creation time). */
  entries: ArchiveEntry[];
  /** The shared album the photos came from (POST /shared-album-downloads). */
  albumId?: string;
  createdAt: number;
  state: DownloadStatus;
}

export interface DownloadsState extends ServiceState {
  byId: Map<string, DownloadRecord>;
}

const SEEDED_EMAIL = 'demo@example.com';
const DAY = 24 * 60 * 60_000;
/** How long a finished archive can be downloaded (assumed: as an export's links, 7 days). */
export const DOWNLOAD_TTL_MS = 7 * DAY;

/** The state a download shows at `now`: a finished archive expires DOWNLOAD_TTL_MS after its creation. */
export function downloadStateAt(record: DownloadRecord, now: number): DownloadStatus | 'expired' {
  if (record.state === 'finished' && now >= record.createdAt + DOWNLOAD_TTL_MS) return 'expired';
  return record.state;
}

const accountFaker = (account: DemoAccount) => seededFaker({ key: `${account.accountId}:downloads` });

export function newDownload(
  accountId: string,
  photos: readonly ArchivePhoto[],
  extra: { name?: string; albumId?: string; createdAt?: number; id?: string; state?: DownloadStatus } = {},
): DownloadRecord {
  return {
    id: extra.id ?? crypto.randomUUID(),
    accountId,
    ...(extra.name === undefined ? {} : { name: extra.name }),
    ...(extra.albumId === undefined ? {} : { albumId: extra.albumId }),
    photos: photos.map((p) => p.imageId),
    entries: archiveEntries(photos),
    createdAt: extra.createdAt ?? Date.now(),
    state: extra.state ?? 'generating',
  };
}

function seedRecords(accounts: readonly DemoAccount[]): DownloadRecord[] {
  const account = accounts.find((a) => a.email === SEEDED_EMAIL);
  if (!account || account.photos === 0 || account.scenario?.notActivated) return [];
  const faker = accountFaker(account);
  const photos = generateAccountPhotos(account).filter((p) => p.dateTaken);
  const monthOf = (p: (typeof photos)[number]) => p.dateTaken?.slice(0, 7) ?? '';
  const summer = photos.filter((p) => /-0[678]$/.test(monthOf(p)));
  const month = monthOf(faker.helpers.arrayElement(summer.length > 0 ? summer : photos));
  const holiday = photos.filter((p) => monthOf(p) === month).slice(0, 24);
  const ref = SEED_REFERENCE_DATE.getTime();
  return [
    newDownload(account.accountId, faker.helpers.arrayElements(photos, 6), {
      id: faker.string.uuid(),
      createdAt: ref - faker.number.int({ min: 20, max: 40 }) * DAY,
      state: 'finished',
    }),
    newDownload(account.accountId, holiday, {
      id: faker.string.uuid(),
      name: 'Summer holiday',
      // Ready whenever the mock runs: created a day before it started (or was reset).
      createdAt: Date.now() - DAY,
      state: 'finished',
    }),
  ];
}

export function createDownloadsState({ accounts }: Pick<StateInputs, 'accounts'>): DownloadsState {
  const byId = new Map<string, DownloadRecord>();
  const reset = () => {
    byId.clear();
    for (const record of seedRecords(accounts)) byId.set(record.id, record);
  };
  reset();
  return { byId, reset };
}

/** The account's downloads, newest first. */
export function accountDownloads(db: DownloadsState, accountId: string): DownloadRecord[] {
  return [...db.byId.values()]
    .filter((d) => d.accountId === accountId)
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
}

/** A download of the account; undefined for unknown ids and for downloads of other accounts. */
export function findDownload(db: DownloadsState, accountId: string, id: string): DownloadRecord | undefined {
  const record = db.byId.get(id);
  return record?.accountId === accountId ? record : undefined;
}
