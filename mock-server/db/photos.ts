/**
 * The photo store: the @mswjs/data db plus the indexes the handlers read (by id, and per account and month
 * sorted by each sort key). Every write goes through the functions here, so the db and the indexes cannot
 * drift apart. Reads never scan: a month page costs the same for 2,000 or 100,000 photos.
 */
import { drop } from '@mswjs/data';
import { createDb, monthKeyOf, type Db, type NewPhoto, type PhotoRecord } from './schema';

export type SortKey = 'created' | 'dateTaken';
export type SortOrder = 'asc' | 'desc';

interface MonthIndex {
  /** Ascending by (sort value, imageId) for each sort key. */
  sorted: Record<SortKey, PhotoRecord[]>;
}

interface AccountIndex {
  months: Map<string, MonthIndex>;
  count: number;
}

export interface PhotoStore {
  db: Db;
  byId: Map<string, PhotoRecord>;
  accounts: Map<string, AccountIndex>;
  /** Accounts written since the last seed: a reset re-seeds only these. */
  dirty: Set<string>;
}

export function createPhotoStore(): PhotoStore {
  return { db: createDb(), byId: new Map(), accounts: new Map(), dirty: new Set() };
}

/** The value a photo is ordered by; undated photos (all in 1970/1) order by their created date. */
export function sortValue(photo: PhotoRecord, key: SortKey): string {
  return key === 'dateTaken' ? (photo.dateTaken ?? photo.created) : photo.created;
}

/** Compares (sort value, imageId) tuples; imageIds are unique, so the order is total. */
export function comparePosition(aValue: string, aId: string, bValue: string, bId: string): number {
  if (aValue !== bValue) return aValue < bValue ? -1 : 1;
  return aId === bId ? 0 : aId < bId ? -1 : 1;
}

const byKey = (key: SortKey) => (a: PhotoRecord, b: PhotoRecord) =>
  comparePosition(sortValue(a, key), a.imageId, sortValue(b, key), b.imageId);

function accountIndex(store: PhotoStore, accountId: string): AccountIndex {
  let index = store.accounts.get(accountId);
  if (!index) {
    index = { months: new Map(), count: 0 };
    store.accounts.set(accountId, index);
  }
  return index;
}

/** Adds photos (one or many, e.g. a whole seed) to the db and the indexes. */
export function insertPhotos(store: PhotoStore, photos: readonly NewPhoto[]): PhotoRecord[] {
  const touched = new Set<MonthIndex>();
  const created = photos.map((photo) => {
    const record = store.db.photo.create({ ...photo, monthKey: monthKeyOf(photo.dateTaken) });
    store.byId.set(record.imageId, record);
    const account = accountIndex(store, record.accountId);
    let month = account.months.get(record.monthKey);
    if (!month) {
      month = { sorted: { created: [], dateTaken: [] } };
      account.months.set(record.monthKey, month);
    }
    month.sorted.created.push(record);
    month.sorted.dateTaken.push(record);
    account.count += 1;
    store.dirty.add(record.accountId);
    touched.add(month);
    return record;
  });
  for (const month of touched) {
    month.sorted.created.sort(byKey('created'));
    month.sorted.dateTaken.sort(byKey('dateTaken'));
  }
  return created;
}

/** Deletes photos of one account; ids of other accounts or unknown ids are skipped. Returns the deleted ids. */
export function deletePhotos(store: PhotoStore, accountId: string, imageIds: readonly string[]): string[] {
  const records = [...new Set(imageIds)]
    .map((imageId) => store.byId.get(imageId))
    .filter((record): record is PhotoRecord => record?.accountId === accountId);
  if (records.length === 0) return [];
  // One db scan for the whole batch (a delete by primary key scans too).
  store.db.photo.deleteMany({ where: { imageId: { in: records.map((r) => r.imageId) } } });
  const account = accountIndex(store, accountId);
  store.dirty.add(accountId);
  for (const record of records) {
    store.byId.delete(record.imageId);
    const month = account.months.get(record.monthKey);
    if (month) {
      for (const key of ['created', 'dateTaken'] as const) {
        const list = month.sorted[key];
        const at = list.indexOf(record);
        if (at >= 0) list.splice(at, 1);
      }
      if (month.sorted.created.length === 0) account.months.delete(record.monthKey);
    }
    account.count -= 1;
  }
  return records.map((r) => r.imageId);
}

/** Removes every photo of one account. */
export function removeAccountPhotos(store: PhotoStore, accountId: string): void {
  const account = store.accounts.get(accountId);
  if (!account) return;
  store.db.photo.deleteMany({ where: { accountId: { equals: accountId } } });
  for (const month of account.months.values()) {
    for (const record of month.sorted.created) store.byId.delete(record.imageId);
  }
  store.accounts.delete(accountId);
  store.dirty.add(accountId);
}

/** Empties the db and the indexes. */
export function clearPhotos(store: PhotoStore): void {
  drop(store.db);
  store.byId.clear();
  store.accounts.clear();
  store.dirty.clear();
}

export function getPhoto(store: PhotoStore, imageId: string): PhotoRecord | undefined {
  return store.byId.get(imageId);
}

export function countPhotos(store: PhotoStore, accountId?: string): number {
  return accountId === undefined ? store.byId.size : (store.accounts.get(accountId)?.count ?? 0);
}

export interface MonthCount {
  year: number;
  month: number;
  count: number;
}

/** The non-empty months of an account, unordered. */
export function monthCounts(store: PhotoStore, accountId: string): MonthCount[] {
  const months = store.accounts.get(accountId)?.months;
  if (!months) return [];
  return [...months].map(([key, month]) => {
    const [year = 0, monthOfYear = 0] = key.split('/').map(Number);
    return { year, month: monthOfYear, count: month.sorted.created.length };
  });
}

/** The photos of one month, ascending by the sort key (read-only view: do not modify). */
export function monthPhotos(
  store: PhotoStore,
  accountId: string,
  monthKey: string,
  key: SortKey,
): readonly PhotoRecord[] {
  return store.accounts.get(accountId)?.months.get(monthKey)?.sorted[key] ?? [];
}
