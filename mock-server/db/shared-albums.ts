/**
 * State of the shared-albums service (legacy, read-only apart from deleting): which albums exist, who owns
 * them, who participates and which photos were put into them. The photos themselves stay in the photo store;
 * an album keeps only their ids, so a photo deleted from its owner's library disappears from the album too.
 *
 * Seed (deterministic: faker with a fixed seed per scenario account, photos from the seeded photo store):
 *   every account with `scenario.sharedAlbums` (shared@example.com, sharer@example.com) has a partner
 *   (`scenario.sharedAlbumsPartner`, default demo@example.com; sharer@'s is sharee@example.com) and owns three
 *   albums:
 *     #1 shared with the partner and two people without a demo account,
 *     #2 shared with the partner and one person without a demo account,
 *     #3 shared only with people without a demo account: among the demo accounts only its owner sees it
 *        (the album the contract test deletes: it is the oldest, so it comes last in every list);
 *   and participates in two albums owned by the partner (one also shared with a person without an account).
 *   shared@ and demo@ are read by many specs (and shared@'s photos deleted by one): the e2e tests that delete
 *   shared albums use sharer@ and sharee@, which nothing else reads (ADR 013).
 *   Every other account has no shared album. An album's photos are one month of the owner's photos (an event)
 *   plus a few of each participant that has a demo account (same month where they have photos then).
 *
 * Assumptions where the documents say nothing:
 *   - readAlbumsCount is every album the user can read, i.e. what listSharedAlbums returns (owned and shared
 *     with them); grantedAlbumsCount the albums they own that still have at least one participant.
 *     The counts' created/updated are those of the oldest album and of the last change among them; absent when
 *     the user has no shared album.
 *   - The album list is ordered newest created first (then by albumId).
 *   - The cover photo is the first photo put into the album that still exists; null when none is left.
 *   - A participant leaving takes their photos out of the album (not out of their library) and sets `updated`.
 *   - Sort key `created` of the album's photos is when a photo entered its owner's library (the photo store
 *     keeps no separate time of adding it to the album).
 * So shared@ reads 5 albums and granted 3; demo@ reads 4 (its own 2, #1 and #2) and granted 2; the same for
 * sharer@ and sharee@.
 * Other services that need the albums (e.g. shared-album downloads) use `sharedState(deps,
 * createSharedAlbumState)` (db/state.ts): one state per photo store, so they see what this service deleted.
 */
import type { Faker } from '@faker-js/faker';
import type { DemoAccount } from '../accounts';
import { monthCounts, monthPhotos, type PhotoStore } from './photos';
import { UNDATED_MONTH_KEY, isoSeconds, type PhotoRecord } from './schema';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export interface Participant {
  id: string;
  email: string;
}

export interface SharedAlbumRecord {
  albumId: string;
  albumName: string;
  owner: Participant;
  /** Everyone the owner shared the album with (the owner not included). */
  participants: Participant[];
  /** The photos put into the album, in the order they were added (the first is the cover). */
  photoIds: string[];
  created: string;
  updated: string;
}

/**
 * Read by the shared-albums and downloads services: take it with `sharedState(deps, createSharedAlbumState)`.
 * Its reset reads the photo store as it is (the store is reset first).
 */
export interface SharedAlbumState extends ServiceState {
  albums: Map<string, SharedAlbumRecord>;
  /** The albums as last seeded (read only). */
  seed(): readonly SharedAlbumRecord[];
}

/** The demo account a scenario account shares albums with when its scenario names none. */
export const SHARED_ALBUM_PARTNER_EMAIL = 'demo@example.com';

/** The partner of a scenario account: `scenario.sharedAlbumsPartner`, else demo@example.com. */
export function sharedAlbumPartnerEmail(account: DemoAccount): string {
  return account.scenario?.sharedAlbumsPartner ?? SHARED_ALBUM_PARTNER_EMAIL;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** People without a demo account the albums are shared with (ids come from the seed). */
const OUTSIDE_EMAILS = ['anna.berger@example.org', 'tom.okafor@example.net', 'lea.marchetti@example.org'];
const EVENTS = ['Family weekend', 'Road trip', 'Birthday party', 'Garden days', 'City break'];

const scenarioFaker = (account: DemoAccount) => seededFaker({ key: `${account.accountId}:shared-albums` });

/** The months of an account with at least `min` photos, newest first ("year/month" keys). */
function busyMonths(store: PhotoStore, accountId: string, min: number): string[] {
  return monthCounts(store, accountId)
    .filter((m) => m.count >= min && `${m.year}/${m.month}` !== UNDATED_MONTH_KEY)
    .sort((a, b) => b.year - a.year || b.month - a.month)
    .map((m) => `${m.year}/${m.month}`);
}

/** A run of `count` photos of one month of an account, oldest taken first. */
function pickRun(
  faker: Faker,
  store: PhotoStore,
  accountId: string,
  monthKey: string,
  count: number,
): PhotoRecord[] {
  const photos = monthPhotos(store, accountId, monthKey, 'dateTaken');
  const size = Math.min(count, photos.length);
  const start = faker.number.int({ min: 0, max: photos.length - size });
  return photos.slice(start, start + size);
}

interface AlbumPlan {
  owner: DemoAccount;
  /** Participants with a demo account (their photos go in too). */
  members: DemoAccount[];
  outsiders: Participant[];
  event: string;
}

function buildAlbum(faker: Faker, store: PhotoStore, plan: AlbumPlan, monthKey: string): SharedAlbumRecord {
  const ownerPhotos = pickRun(
    faker,
    store,
    plan.owner.accountId,
    monthKey,
    faker.number.int({ min: 12, max: 30 }),
  );
  const memberPhotos = plan.members.flatMap((member) => {
    const months = busyMonths(store, member.accountId, 1);
    if (months.length === 0) return [];
    const month = months.includes(monthKey) ? monthKey : faker.helpers.arrayElement(months);
    return pickRun(faker, store, member.accountId, month, faker.number.int({ min: 3, max: 10 }));
  });
  const photos = [...ownerPhotos, ...memberPhotos];
  const added = photos.map((p) => Date.parse(p.created));
  const firstAdded = Math.min(...added);
  const [year, month] = monthKey.split('/').map(Number) as [number, number];
  return {
    albumId: faker.string.uuid(),
    albumName: `${plan.event}, ${MONTH_NAMES[month - 1]} ${year}`,
    owner: { id: plan.owner.accountId, email: plan.owner.email },
    participants: [...plan.members.map((m) => ({ id: m.accountId, email: m.email })), ...plan.outsiders],
    photoIds: photos.map((p) => p.imageId),
    // Created a little before the first photo went in; updated when the last one did.
    created: isoSeconds(firstAdded - faker.number.int({ min: 5, max: 3 * 24 * 60 }) * MINUTE),
    updated: isoSeconds(Math.max(...added)),
  };
}

/** `count` distinct months of `months` (newest first), chosen by the seed, newest first. */
function pickMonths(faker: Faker, months: readonly string[], count: number): string[] {
  return faker.helpers
    .arrayElements(months, Math.min(count, months.length))
    .sort((a, b) => monthOrder(b) - monthOrder(a));
}

function monthOrder(monthKey: string): number {
  const [year = 0, month = 0] = monthKey.split('/').map(Number);
  return year * 12 + month;
}

/** The albums of one scenario account (see the header): three it owns, two the partner owns. */
function scenarioAlbums(store: PhotoStore, account: DemoAccount, partner: DemoAccount | undefined) {
  const faker = scenarioFaker(account);
  const outsiders = OUTSIDE_EMAILS.map((email) => ({ id: faker.string.uuid(), email }));
  const [anna, tom, lea] = outsiders as [Participant, Participant, Participant];
  const events = faker.helpers.shuffle([...EVENTS]);
  const event = (i: number) => events[i % events.length] ?? '';
  const withPartner = partner ? [partner] : [];

  // Each album is a different month of its owner; the outsiders-only album is the owner's oldest one.
  const own = busyMonths(store, account.accountId, 8);
  const oldest = own.at(-1);
  const [first, second] = pickMonths(faker, own.slice(0, -1), 2);
  const outsidersPlan: AlbumPlan = { owner: account, members: [], outsiders: [anna, lea], event: event(2) };
  const plans: [AlbumPlan, string | undefined][] = [
    [{ owner: account, members: withPartner, outsiders: [anna, tom], event: event(0) }, first],
    [{ owner: account, members: withPartner, outsiders: [lea], event: event(1) }, second],
    [outsidersPlan, oldest],
  ];
  if (partner) {
    const newer = busyMonths(store, partner.accountId, 8).filter(
      (m) => oldest === undefined || monthOrder(m) > monthOrder(oldest),
    );
    const [third, fourth] = pickMonths(faker, newer, 2);
    plans.push(
      [{ owner: partner, members: [account], outsiders: [tom], event: event(3) }, third],
      [{ owner: partner, members: [account], outsiders: [], event: event(4) }, fourth],
    );
  }
  // An owner without (enough) photos shares nothing.
  const built = plans.flatMap(([plan, monthKey]) =>
    monthKey === undefined ? [] : [{ plan, album: buildAlbum(faker, store, plan, monthKey) }],
  );
  const albums = built.map((b) => b.album);
  // The outsiders-only album comes last in every list (newest created first): other tests pick from the top.
  const outsidersOnly = built.find((b) => b.plan === outsidersPlan)?.album;
  const earliest = albums
    .map((a) => a.created)
    .reduce((a, b) => (a < b ? a : b), outsidersOnly?.created ?? '');
  if (outsidersOnly && outsidersOnly.created > earliest) {
    outsidersOnly.created = isoSeconds(Date.parse(earliest) - DAY);
  }
  return albums;
}

/**
 * Every seeded album: those of each account with `scenario.sharedAlbums` and its partner (none when there is
 * none). Each scenario account has a partner of its own (shared@ and demo@, sharer@ and sharee@), so the albums
 * of one pair never depend on another pair's accounts.
 */
export function seedSharedAlbums(store: PhotoStore, accounts: readonly DemoAccount[]): SharedAlbumRecord[] {
  return accounts
    .filter((a) => a.scenario?.sharedAlbums)
    .flatMap((account) => {
      const partner = accounts.find((a) => a.email === sharedAlbumPartnerEmail(account));
      return scenarioAlbums(store, account, partner === account ? undefined : partner);
    });
}

const copyAlbum = (album: SharedAlbumRecord): SharedAlbumRecord => ({
  ...album,
  owner: { ...album.owner },
  participants: album.participants.map((p) => ({ ...p })),
  photoIds: [...album.photoIds],
});

export function createSharedAlbumState({ store, accounts }: StateInputs): SharedAlbumState {
  const albums = new Map<string, SharedAlbumRecord>();
  let seed: SharedAlbumRecord[] = [];
  const reset = () => {
    albums.clear();
    // Kept as seeded: a per-account reset reads it (re-seeding later would read a photo store others changed).
    seed = seedSharedAlbums(store, accounts);
    for (const album of seed) albums.set(album.albumId, copyAlbum(album));
  };
  reset();
  return { albums, reset, seed: () => seed };
}

/**
 * One account's part of the shared albums back to the seed (the console's "Reset this account"; the account's
 * photos are put back first):
 *   - the albums it owns as seeded (deleted ones back, participants who left back, photos as seeded);
 *   - in the albums of others that still exist, its seeded membership and the photos it put in back, in their
 *     seeded place; whatever the others did there (their own leaving, the owner deleting the album) stays.
 * Another account's own albums and memberships are not touched.
 */
export function resetAccountSharedAlbums(
  state: SharedAlbumState,
  store: PhotoStore,
  accountId: string,
): void {
  for (const [id, album] of [...state.albums]) if (album.owner.id === accountId) state.albums.delete(id);
  for (const seeded of state.seed()) {
    if (seeded.owner.id === accountId) {
      state.albums.set(seeded.albumId, copyAlbum(seeded));
      continue;
    }
    const album = state.albums.get(seeded.albumId);
    if (!album || !seeded.participants.some((p) => p.id === accountId)) continue;
    const present = new Set(album.participants.map((p) => p.id));
    album.participants = seeded.participants
      .filter((p) => p.id === accountId || present.has(p.id))
      .map((p) => ({ ...p }));
    const photos = new Set(album.photoIds);
    album.photoIds = seeded.photoIds.filter(
      (id) => photos.has(id) || store.byId.get(id)?.accountId === accountId,
    );
    // Nobody else changed it: it is the seeded album again, `updated` included.
    if (
      album.participants.length === seeded.participants.length &&
      album.photoIds.length === seeded.photoIds.length
    )
      album.updated = seeded.updated;
  }
}

export function isMember(album: SharedAlbumRecord, accountId: string): boolean {
  return album.owner.id === accountId || album.participants.some((p) => p.id === accountId);
}

/** An album the account may read; undefined for unknown ids and for albums of others. */
export function findSharedAlbum(
  state: SharedAlbumState,
  accountId: string,
  albumId: string,
): SharedAlbumRecord | undefined {
  const album = state.albums.get(albumId);
  return album && isMember(album, accountId) ? album : undefined;
}

/** The albums an account may read, ascending by (created, albumId) for keyset paging. */
export function readableAlbums(state: SharedAlbumState, accountId: string): SharedAlbumRecord[] {
  return [...state.albums.values()]
    .filter((album) => isMember(album, accountId))
    .sort((a, b) =>
      a.created === b.created ? (a.albumId < b.albumId ? -1 : 1) : a.created < b.created ? -1 : 1,
    );
}

/** The album's photos that still exist in the photo store, in the order they were added. */
export function albumPhotos(store: PhotoStore, album: SharedAlbumRecord): PhotoRecord[] {
  return album.photoIds.flatMap((id) => store.byId.get(id) ?? []);
}

export interface SharedAlbumCounts {
  readAlbumsCount: number;
  grantedAlbumsCount: number;
  created?: string;
  updated?: string;
}

export function sharedAlbumCounts(state: SharedAlbumState, accountId: string): SharedAlbumCounts {
  const readable = readableAlbums(state, accountId);
  const counts: SharedAlbumCounts = {
    readAlbumsCount: readable.length,
    grantedAlbumsCount: readable.filter((a) => a.owner.id === accountId && a.participants.length > 0).length,
  };
  if (readable.length === 0) return counts;
  return {
    ...counts,
    created: readable[0]?.created,
    updated: readable.map((a) => a.updated).reduce((a, b) => (a > b ? a : b)),
  };
}

export type DeleteOutcome = 'deleted' | 'left' | 'not-found';

/**
 * The owner deletes the album for everyone; a participant leaves it, and the photos they put in go with them.
 */
export function deleteSharedAlbum(
  state: SharedAlbumState,
  store: PhotoStore,
  accountId: string,
  albumId: string,
  now = new Date(),
): DeleteOutcome {
  const album = findSharedAlbum(state, accountId, albumId);
  if (!album) return 'not-found';
  if (album.owner.id === accountId) {
    state.albums.delete(albumId);
    return 'deleted';
  }
  album.participants = album.participants.filter((p) => p.id !== accountId);
  album.photoIds = album.photoIds.filter((id) => {
    const photo = store.byId.get(id);
    return photo !== undefined && photo.accountId !== accountId;
  });
  album.updated = isoSeconds(now);
  return 'left';
}
