/**
 * The photo store: the @mswjs/data db plus the indexes the handlers read (by id, per account and month sorted
 * by each sort key, and per account sorted by each sort key). Every write goes through the functions here, so
 * the db and the indexes cannot drift apart. Reads never scan: a page costs the same for 2,000 or 100,000
 * photos. The whole-account lists are built lazily on the first read (one sort) and kept: a delete takes the
 * photos out of them in place (binary search), an insert drops them.
 * Whoever keeps photo ids elsewhere (the albums) subscribes with `onPhotosDeleted` and hears every delete.
 * An account can be seeded on first use (`deferSeed`): its photos are generated when something first reads or
 * writes them through the functions here, so the mock's start-up does not pay for a large scenario that most runs
 * never open; `onAccountSeeded` tells the states that seed from its photos (the albums). Photo ids are only known
 * after a read, so the by-id lookups (`getPhoto`, `byId`) need no such step.
 */
import { drop } from '@mswjs/data';
import { createDb, monthKeyOf, type Db, type NewPhoto, type PhotoRecord } from './schema';

export type SortKey = 'created' | 'dateTaken';

export const SORT_KEYS: readonly SortKey[] = ['created', 'dateTaken'];

interface MonthIndex {
  /** Ascending by (sort value, imageId) for each sort key. */
  sorted: Record<SortKey, PhotoRecord[]>;
}

interface AccountIndex {
  months: Map<string, MonthIndex>;
  count: number;
  /** Every photo of the account ascending by (sort value, imageId); built on first read, dropped on insert. */
  all: Partial<Record<SortKey, PhotoRecord[]>>;
}

/** Told which photos of an account were deleted, after the store no longer has them. */
export type PhotosDeletedListener = (accountId: string, imageIds: readonly string[]) => void;

export interface PhotoStore {
  db: Db;
  byId: Map<string, PhotoRecord>;
  accounts: Map<string, AccountIndex>;
  /** Accounts written since the last seed: a reset re-seeds only these. */
  dirty: Set<string>;
  /** Subscribers to deletes (see `onPhotosDeleted`). */
  deleteListeners: Set<PhotosDeletedListener>;
  /** Accounts whose seed waits for their first use: the function that generates their photos. */
  deferred: Map<string, () => readonly NewPhoto[]>;
  /** Subscribers to deferred seeds (see `onAccountSeeded`). */
  seededListeners: Set<(accountId: string) => void>;
}

export function createPhotoStore(): PhotoStore {
  return {
    db: createDb(),
    byId: new Map(),
    accounts: new Map(),
    dirty: new Set(),
    deleteListeners: new Set(),
    deferred: new Map(),
    seededListeners: new Set(),
  };
}

/**
 * Seeds the account on its first use instead of now: `generate` runs (and its photos are inserted, as a seed:
 * the account is not dirty after it) the first time a function of this module reads or writes the account.
 */
export function deferSeed(store: PhotoStore, accountId: string, generate: () => readonly NewPhoto[]): void {
  store.deferred.set(accountId, generate);
}

/** Whether the account's seed still waits for its first use. */
export function isSeedDeferred(store: PhotoStore, accountId: string): boolean {
  return store.deferred.has(accountId);
}

/** Runs the account's deferred seed now, when it has one (every account read and write calls this first). */
export function ensureSeeded(store: PhotoStore, accountId: string): void {
  const generate = store.deferred.get(accountId);
  if (!generate) return;
  store.deferred.delete(accountId);
  const wasDirty = store.dirty.has(accountId);
  insertPhotos(store, generate());
  if (!wasDirty) store.dirty.delete(accountId);
  for (const listener of store.seededListeners) listener(accountId);
}

/** Calls `listener` after an account's deferred seed ran. Returns the unsubscribe. */
export function onAccountSeeded(store: PhotoStore, listener: (accountId: string) => void): () => void {
  store.seededListeners.add(listener);
  return () => store.seededListeners.delete(listener);
}

/** Calls `listener` after every delete (by id, of an account, of the store). Returns the unsubscribe. */
export function onPhotosDeleted(store: PhotoStore, listener: PhotosDeletedListener): () => void {
  store.deleteListeners.add(listener);
  return () => store.deleteListeners.delete(listener);
}

function notifyDeleted(store: PhotoStore, accountId: string, imageIds: readonly string[]) {
  if (imageIds.length === 0) return;
  for (const listener of store.deleteListeners) listener(accountId, imageIds);
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

/** Orders photos ascending by (sort value, imageId): the order of every sorted list of the store. */
export const byKey = (key: SortKey) => (a: PhotoRecord, b: PhotoRecord) =>
  comparePosition(sortValue(a, key), a.imageId, sortValue(b, key), b.imageId);

/** Index of `record` in `list` (ascending by `key`), by binary search; -1 when it is not there. */
export function indexOfSorted(list: readonly PhotoRecord[], record: PhotoRecord, key: SortKey): number {
  const value = sortValue(record, key);
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const item = list[mid] as PhotoRecord;
    if (comparePosition(sortValue(item, key), item.imageId, value, record.imageId) < 0) lo = mid + 1;
    else hi = mid;
  }
  return list[lo]?.imageId === record.imageId ? lo : -1;
}

/** Takes `record` out of `list` (ascending by `key`) in place, when it is there. */
export function removeSorted(list: PhotoRecord[], record: PhotoRecord, key: SortKey): void {
  const at = indexOfSorted(list, record, key);
  if (at >= 0) list.splice(at, 1);
}

function accountIndex(store: PhotoStore, accountId: string): AccountIndex {
  ensureSeeded(store, accountId);
  let index = store.accounts.get(accountId);
  if (!index) {
    index = { months: new Map(), count: 0, all: {} };
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
    account.all = {};
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
  ensureSeeded(store, accountId);
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
      for (const key of SORT_KEYS) removeSorted(month.sorted[key], record, key);
      if (month.sorted.created.length === 0) account.months.delete(record.monthKey);
    }
    for (const key of SORT_KEYS) {
      const all = account.all[key];
      if (all) removeSorted(all, record, key);
    }
    account.count -= 1;
  }
  const deleted = records.map((r) => r.imageId);
  notifyDeleted(store, accountId, deleted);
  return deleted;
}

/** Removes every photo of one account. */
export function removeAccountPhotos(store: PhotoStore, accountId: string): void {
  ensureSeeded(store, accountId);
  const account = store.accounts.get(accountId);
  if (!account) return;
  store.db.photo.deleteMany({ where: { accountId: { equals: accountId } } });
  const deleted: string[] = [];
  for (const month of account.months.values()) {
    for (const record of month.sorted.created) {
      store.byId.delete(record.imageId);
      deleted.push(record.imageId);
    }
  }
  store.accounts.delete(accountId);
  store.dirty.add(accountId);
  notifyDeleted(store, accountId, deleted);
}

/** Empties the db and the indexes. */
export function clearPhotos(store: PhotoStore): void {
  const deleted = [...store.accounts].map(([accountId, account]) => ({
    accountId,
    imageIds: [...account.months.values()].flatMap((month) => month.sorted.created.map((r) => r.imageId)),
  }));
  drop(store.db);
  store.deferred.clear();
  store.byId.clear();
  store.accounts.clear();
  store.dirty.clear();
  for (const { accountId, imageIds } of deleted) notifyDeleted(store, accountId, imageIds);
}

export function getPhoto(store: PhotoStore, imageId: string): PhotoRecord | undefined {
  return store.byId.get(imageId);
}

/** A photo of the account; undefined for unknown ids and for photos of other accounts. */
export function getAccountPhoto(
  store: PhotoStore,
  accountId: string,
  imageId: string,
): PhotoRecord | undefined {
  ensureSeeded(store, accountId);
  const photo = store.byId.get(imageId);
  return photo?.accountId === accountId ? photo : undefined;
}

export function countPhotos(store: PhotoStore, accountId?: string): number {
  if (accountId === undefined) return store.byId.size;
  ensureSeeded(store, accountId);
  return store.accounts.get(accountId)?.count ?? 0;
}

export interface MonthCount {
  year: number;
  month: number;
  count: number;
}

/** The non-empty months of an account, unordered. */
export function monthCounts(store: PhotoStore, accountId: string): MonthCount[] {
  ensureSeeded(store, accountId);
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
  ensureSeeded(store, accountId);
  return store.accounts.get(accountId)?.months.get(monthKey)?.sorted[key] ?? [];
}

/**
 * Every photo of an account, ascending by the sort key (read-only view: do not modify). Built once from the
 * month lists and kept until the next insert, so paging through 100,000 photos never sorts per request.
 */
export function accountPhotos(store: PhotoStore, accountId: string, key: SortKey): readonly PhotoRecord[] {
  ensureSeeded(store, accountId);
  const account = store.accounts.get(accountId);
  if (!account) return [];
  let list = account.all[key];
  if (!list) {
    list = [...account.months.values()].flatMap((month) => month.sorted[key]).sort(byKey(key));
    account.all[key] = list;
  }
  return list;
}
