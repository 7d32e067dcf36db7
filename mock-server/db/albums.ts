/**
 * The user's own albums (photo service): which albums an account has and which of its photos each holds.
 * The photos stay in the photo store; an album keeps references to them and hears every photo delete
 * (`onPhotosDeleted`), so a photo deleted from the library leaves every album at once (count, cover, updated).
 *
 * Seed (deterministic: faker with a fixed seed per account and the fixed reference date; photos read from the
 * seeded photo store, so reset the store first): every account that has photos gets albums, 8 for a library of
 * 1,000 to 9,999 photos (demo@example.com), 4 for a larger one (large@example.com), 3 for a smaller one.
 * Each album is one trip or event: a run of 1 to 120 photos in a row by dateTaken; the last album of every
 * account is empty. Accounts without photos (empty@, importing@ before its import) have no albums.
 * An account with `scenario.albums` (bigalbums@example.com) gets that many: the newest one, BIG_ALBUM_NAME, a run
 * of `largest` photos, the others as above with every fifth one empty. An account whose photos are seeded on
 * first use gets its albums right after them (`onAccountSeeded`), so its albums cost the start-up nothing either.
 *
 * Assumptions where the documents say nothing:
 *   - The album list is ordered newest created first (then by albumId).
 *   - An album's "created" sort of photos is the photos' own created (added to the library), as everywhere
 *     else in the photo service; the cover photo is the album's newest photo by created, null when empty.
 *   - `updated` changes when the name or the set of photos changes (also when a photo is deleted from the
 *     library); adding a photo that is already in the album changes nothing.
 *   - Own albums are never shared here (isShared false): the legacy shared albums live in the shared-albums
 *     service (db/shared-albums.ts).
 */
import { SEED_REFERENCE_DATE, type DemoAccount } from '../accounts';
import {
  accountPhotos,
  byKey,
  comparePosition,
  ensureSeeded,
  isSeedDeferred,
  onAccountSeeded,
  onPhotosDeleted,
  removeSorted,
  SORT_KEYS,
  type PhotoStore,
  type SortKey,
} from './photos';
import { isoSeconds, type PhotoRecord } from './schema';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export interface AlbumRecord {
  albumId: string;
  /** Owner: the access token's `sub`. */
  accountId: string;
  albumName: string;
  created: string;
  updated: string;
  isShared: boolean;
  /** The album's photos by imageId. */
  photos: Map<string, PhotoRecord>;
  /** The photos ascending by (sort value, imageId) per sort key; built on first read, kept in step after. */
  sorted: Partial<Record<SortKey, PhotoRecord[]>>;
}

export interface AlbumState extends ServiceState {
  photos: PhotoStore;
  byId: Map<string, AlbumRecord>;
  /** Per account, ascending by (created, albumId). */
  byAccount: Map<string, AlbumRecord[]>;
}

/** The seeded albums of the accounts, following the photo store's deletes; `reset` seeds them again. */
export function createAlbumState({ store, accounts }: StateInputs): AlbumState {
  const albums: AlbumState = {
    photos: store,
    byId: new Map(),
    byAccount: new Map(),
    reset: () => seedAlbums(albums, accounts),
  };
  onPhotosDeleted(store, (accountId, imageIds) =>
    removeDeletedPhotos(albums, accountId, imageIds, isoSeconds(Date.now())),
  );
  onAccountSeeded(store, (accountId) => {
    const account = accounts.find((a) => a.accountId === accountId);
    if (account && !albums.byAccount.has(accountId)) seedAccountAlbums(albums, account);
  });
  seedAlbums(albums, accounts);
  return albums;
}

const byCreated = (a: AlbumRecord, b: AlbumRecord) =>
  comparePosition(a.created, a.albumId, b.created, b.albumId);

function insertAlbum(albums: AlbumState, album: AlbumRecord): void {
  ensureSeeded(albums.photos, album.accountId);
  albums.byId.set(album.albumId, album);
  const list = albums.byAccount.get(album.accountId) ?? [];
  list.push(album);
  list.sort(byCreated);
  albums.byAccount.set(album.accountId, list);
}

/** The account's albums ascending by (created, albumId) (read-only view: do not modify). */
export function accountAlbums(albums: AlbumState, accountId: string): readonly AlbumRecord[] {
  ensureSeeded(albums.photos, accountId);
  return albums.byAccount.get(accountId) ?? [];
}

export function countAlbums(albums: AlbumState, accountId: string): number {
  ensureSeeded(albums.photos, accountId);
  return albums.byAccount.get(accountId)?.length ?? 0;
}

/** An album of the account; undefined for unknown ids and for albums of other accounts. */
export function findAlbum(albums: AlbumState, accountId: string, albumId: string): AlbumRecord | undefined {
  ensureSeeded(albums.photos, accountId);
  const album = albums.byId.get(albumId);
  return album?.accountId === accountId ? album : undefined;
}

export function createAlbum(
  albums: AlbumState,
  accountId: string,
  albumName: string,
  now: string,
  albumId: string = crypto.randomUUID(),
): AlbumRecord {
  const album: AlbumRecord = {
    albumId,
    accountId,
    albumName,
    created: now,
    updated: now,
    isShared: false,
    photos: new Map(),
    sorted: {},
  };
  insertAlbum(albums, album);
  return album;
}

export function renameAlbum(album: AlbumRecord, albumName: string, now: string): void {
  album.albumName = albumName;
  album.updated = now;
}

/** Deletes the album; its photos stay in the library. */
export function deleteAlbum(albums: AlbumState, album: AlbumRecord): void {
  albums.byId.delete(album.albumId);
  const list = albums.byAccount.get(album.accountId);
  if (!list) return;
  const at = list.indexOf(album);
  if (at >= 0) list.splice(at, 1);
  if (list.length === 0) albums.byAccount.delete(album.accountId);
}

/** The album's photos ascending by the sort key (read-only view: do not modify). */
export function albumPhotos(album: AlbumRecord, key: SortKey): readonly PhotoRecord[] {
  let list = album.sorted[key];
  if (!list) {
    list = [...album.photos.values()].sort(byKey(key));
    album.sorted[key] = list;
  }
  return list;
}

/** The cover: the album's newest photo by created; undefined when the album is empty. */
export function albumCover(album: AlbumRecord): PhotoRecord | undefined {
  return albumPhotos(album, 'created').at(-1);
}

/** Adds photos (the caller's own, checked by the caller); photos already in it are skipped. Returns how many were added. */
export function addAlbumPhotos(album: AlbumRecord, photos: readonly PhotoRecord[], now: string): number {
  let added = 0;
  for (const photo of photos) {
    if (album.photos.has(photo.imageId)) continue;
    album.photos.set(photo.imageId, photo);
    for (const key of SORT_KEYS) {
      const list = album.sorted[key];
      if (list) list.splice(insertionIndex(list, photo, key), 0, photo);
    }
    added += 1;
  }
  if (added > 0) album.updated = now;
  return added;
}

/** Takes photos out of the album (not out of the library); ids not in it are skipped. Returns how many were removed. */
export function removeAlbumPhotos(album: AlbumRecord, imageIds: Iterable<string>, now: string): number {
  let removed = 0;
  for (const imageId of imageIds) {
    const photo = album.photos.get(imageId);
    if (!photo) continue;
    album.photos.delete(imageId);
    for (const key of SORT_KEYS) {
      const list = album.sorted[key];
      if (list) removeSorted(list, photo, key);
    }
    removed += 1;
  }
  if (removed > 0) album.updated = now;
  return removed;
}

/** First index of `list` (ascending by `key`) whose position is after `photo`'s. */
function insertionIndex(list: readonly PhotoRecord[], photo: PhotoRecord, key: SortKey): number {
  const compare = byKey(key);
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid] as PhotoRecord, photo) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Takes photos deleted from the library out of every album of the account. */
export function removeDeletedPhotos(
  albums: AlbumState,
  accountId: string,
  imageIds: readonly string[],
  now: string,
): void {
  const list = albums.byAccount.get(accountId);
  if (!list) return;
  let deleted: Set<string> | undefined;
  for (const album of list) {
    if (album.photos.size === 0) continue;
    // Walk the smaller side: a whole-library delete of 100,000 ids against an album of 120.
    if (imageIds.length <= album.photos.size) {
      removeAlbumPhotos(album, imageIds, now);
    } else {
      deleted ??= new Set(imageIds);
      const gone = [...album.photos.keys()].filter((id) => deleted?.has(id));
      removeAlbumPhotos(album, gone, now);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Seed

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PLACES = [
  'Cornwall',
  'Lisbon',
  'the Alps',
  'Tuscany',
  'Copenhagen',
  'Brittany',
  'the Lake District',
  'Mallorca',
  'Berlin',
  'Norway',
];

const NAMES: ((place: string, year: string) => string)[] = [
  (place) => `Summer in ${place}`,
  (place, year) => `${place} ${year}`,
  (place) => `Weekend in ${place}`,
  (_place, year) => `Family ${year}`,
  () => 'Birthday party',
  (_place, year) => `Christmas ${year}`,
  (_place, year) => `Best of ${year}`,
  () => 'Garden',
  (_place, year) => `Road trip ${year}`,
  () => 'Wedding',
];

/** The name of the seeded empty album. */
export const EMPTY_ALBUM_NAME = 'Favourites';
/** The name of the large album of an account with `scenario.albums` (its newest album). */
export const BIG_ALBUM_NAME = 'Family archive';
/** The most photos a seeded album holds (but the large album of `scenario.albums`). */
export const SEED_ALBUM_MAX_PHOTOS = 120;

/** How many albums the seed gives an account with this many photos. */
export function seedAlbumCount(photos: number): number {
  if (photos <= 0) return 0;
  if (photos >= 10_000) return 4;
  if (photos >= 1_000) return 8;
  return 3;
}

const albumFaker = (account: DemoAccount) => seededFaker({ key: `${account.accountId}:albums` });

/** What the seed makes album `n` of `count`: its size, empty or not, and whether it is the large one. */
function albumPlan(account: DemoAccount, n: number, count: number) {
  const plan = account.scenario?.albums;
  const big = plan !== undefined && n === 0;
  const empty = n === count - 1 || (plan !== undefined && n % 5 === 4);
  return { big, empty, largest: plan?.largest ?? 0 };
}

function seedAccountAlbums(albums: AlbumState, account: DemoAccount): void {
  const library = accountPhotos(albums.photos, account.accountId, 'dateTaken');
  const count =
    library.length === 0 ? 0 : (account.scenario?.albums?.count ?? seedAlbumCount(library.length));
  if (count === 0) return;
  const faker = albumFaker(account);
  const latest = SEED_REFERENCE_DATE.getTime() - HOUR;
  // ISO strings order like their dates: one parse, not one per photo.
  const firstCreated = Date.parse(
    library.reduce((min, photo) => (photo.created < min ? photo.created : min), isoSeconds(latest)),
  );
  for (let n = 0; n < count; n++) {
    const { big, empty, largest } = albumPlan(account, n, count);
    const albumId = faker.string.uuid();
    const place = faker.helpers.arrayElement(PLACES);
    const size = empty
      ? 0
      : big
        ? Math.min(largest, library.length)
        : faker.number.int({ min: 1, max: Math.min(SEED_ALBUM_MAX_PHOTOS, library.length) });
    const start = faker.number.int({ min: 0, max: library.length - Math.max(1, size) });
    const photos = library.slice(start, start + size);
    const year = (photos[0]?.dateTaken ?? photos[0]?.created ?? SEED_REFERENCE_DATE.toISOString()).slice(
      0,
      4,
    );
    const albumName = empty
      ? EMPTY_ALBUM_NAME
      : big
        ? BIG_ALBUM_NAME
        : faker.helpers.arrayElement(NAMES)(place, year);
    // Made a little after its newest photo arrived (an empty one: any time since the first upload); the large
    // album is the newest, so it heads the list.
    const newest = photos.reduce((max, p) => (p.created > max ? p.created : max), '');
    const newestAt = newest ? Date.parse(newest) : 0;
    const madeLatest = account.scenario?.albums && !big ? latest - MINUTE : latest;
    const createdAt = big
      ? latest
      : empty
        ? faker.number.int({ min: Math.min(firstCreated, madeLatest), max: madeLatest })
        : Math.min(madeLatest, newestAt + faker.number.int({ min: HOUR, max: 10 * DAY }));
    const updatedAt = Math.min(latest, createdAt + faker.number.int({ min: 0, max: 60 * DAY }));
    const album = createAlbum(albums, account.accountId, albumName, isoSeconds(createdAt), albumId);
    addAlbumPhotos(album, photos, isoSeconds(createdAt));
    album.updated = isoSeconds(Math.max(createdAt, updatedAt));
  }
}

/** Drops every album and seeds the accounts' albums from the photo store as it is now. */
function seedAlbums(albums: AlbumState, accounts: readonly DemoAccount[]): void {
  albums.byId.clear();
  albums.byAccount.clear();
  // An account seeded on first use gets its albums then (the onAccountSeeded listener).
  for (const account of accounts)
    if (!isSeedDeferred(albums.photos, account.accountId)) seedAccountAlbums(albums, account);
}

/** One account's albums back to their seed (from its photos as they are now); other accounts' albums stay. */
export function resetAccountAlbums(albums: AlbumState, account: DemoAccount): void {
  for (const album of albums.byAccount.get(account.accountId) ?? []) albums.byId.delete(album.albumId);
  albums.byAccount.delete(account.accountId);
  if (!isSeedDeferred(albums.photos, account.accountId)) seedAccountAlbums(albums, account);
}
