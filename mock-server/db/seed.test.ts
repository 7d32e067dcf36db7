import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE } from '../accounts';
import {
  countPhotos,
  createPhotoStore,
  deletePhotos,
  insertPhotos,
  monthCounts,
  monthPhotos,
} from './photos';
import { generateAccountPhotos, resetStore, seedStore } from './seed';
import { UNDATED_MONTH_KEY } from './schema';

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const demo = account('demo@example.com');
const empty = account('empty@example.com');
const large = account('large@example.com');

describe('seed', () => {
  it('generates the same photos on every run', () => {
    const first = generateAccountPhotos(demo);
    // Another Date of the same instant is generated afresh (only the fixed reference date's seed is kept).
    const again = generateAccountPhotos(demo, new Date(SEED_REFERENCE_DATE.getTime()));
    expect(again).not.toBe(first);
    expect(again.slice(0, 20)).toEqual(first.slice(0, 20));
    expect(again).toEqual(first);
    expect(generateAccountPhotos(demo)).toBe(first);
  });

  it('creates the configured number of photos, the undated ones under 1970/1', () => {
    const photos = generateAccountPhotos(demo);
    expect(photos).toHaveLength(demo.photos);
    expect(photos.filter((p) => p.dateTaken === null)).toHaveLength(demo.undated);
    expect(new Set(photos.map((p) => p.imageId)).size).toBe(demo.photos);
    expect(generateAccountPhotos(empty)).toEqual([]);
  });

  it('spreads photos realistically: within the period, summer busier than winter, some months empty', () => {
    const photos = generateAccountPhotos(large);
    const dated = photos.filter((p) => p.dateTaken !== null);
    const months = new Map<string, number>();
    for (const p of dated)
      months.set(p.dateTaken!.slice(0, 7), (months.get(p.dateTaken!.slice(0, 7)) ?? 0) + 1);
    const byMonthOfYear = (m: string) => dated.filter((p) => p.dateTaken!.slice(5, 7) === m).length;
    expect(byMonthOfYear('08')).toBeGreaterThan(byMonthOfYear('02') * 2);
    expect(months.size).toBeLessThan(large.years * 12);
    expect(months.size).toBeGreaterThan(large.years * 12 * 0.7);
    const implausible = photos.filter(
      (p) =>
        p.created > p.uploadEnd ||
        p.uploadEnd >= '2026-11-01T12:00:00Z' ||
        (p.dateTaken !== null && p.dateTaken > p.created),
    );
    expect(implausible).toEqual([]);
    expect(photos.some((p) => /^IMG_\d{4}\.(jpg|HEIC)$/.test(p.localFileName))).toBe(true);
    expect(photos.some((p) => /^PXL_\d{8}_\d{9}\.jpg$/.test(p.localFileName))).toBe(true);
    expect(photos.some((p) => p.height > p.width)).toBe(true);
  });
});

describe('store', () => {
  it('counts per month add up to the account total', () => {
    const store = createPhotoStore();
    seedStore(store, [demo, empty]);
    const total = monthCounts(store, demo.accountId).reduce((sum, m) => sum + m.count, 0);
    expect(total).toBe(demo.photos);
    expect(countPhotos(store, demo.accountId)).toBe(demo.photos);
    expect(countPhotos(store)).toBe(demo.photos);
    expect(store.db.photo.count()).toBe(demo.photos);
    expect(monthPhotos(store, demo.accountId, UNDATED_MONTH_KEY, 'dateTaken')).toHaveLength(demo.undated);
    expect(monthCounts(store, empty.accountId)).toEqual([]);
  });

  it('keeps the month lists sorted when photos are added and deleted', () => {
    const store = createPhotoStore();
    seedStore(store, [demo]);
    const [first] = monthCounts(store, demo.accountId).filter((m) => m.year > 1970);
    const key = `${first!.year}/${first!.month}`;
    const before = monthPhotos(store, demo.accountId, key, 'created');
    const victim = before[1]!;
    expect(deletePhotos(store, demo.accountId, [victim.imageId, 'unknown'])).toEqual([victim.imageId]);
    expect(store.db.photo.findFirst({ where: { imageId: { equals: victim.imageId } } })).toBeNull();
    expect(monthPhotos(store, demo.accountId, key, 'created')).not.toContain(victim);
    const [added] = insertPhotos(store, [
      { ...victim, imageId: 'new-photo', created: '2000-01-01T00:00:00Z' },
    ]);
    expect(monthPhotos(store, demo.accountId, key, 'created')[0]).toBe(added);
    expect(deletePhotos(store, 'someone-else', ['new-photo'])).toEqual([]);
  });

  it('reset restores the seeded state, re-seeding only the accounts that changed', () => {
    const store = createPhotoStore();
    seedStore(store, [demo, empty]);
    const initial = monthPhotos(store, demo.accountId, '1970/1', 'created').map((p) => p.imageId);
    deletePhotos(store, demo.accountId, initial);
    expect(countPhotos(store, demo.accountId)).toBe(demo.photos - demo.undated);
    const result = resetStore(store, [demo, empty]);
    expect(result.photos).toBe(demo.photos);
    expect(countPhotos(store, demo.accountId)).toBe(demo.photos);
    expect(monthPhotos(store, demo.accountId, '1970/1', 'created').map((p) => p.imageId)).toEqual(initial);
    expect(resetStore(store, [demo, empty]).photos).toBe(0);
  });
});
