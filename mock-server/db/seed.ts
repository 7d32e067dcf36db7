/**
 * Deterministic seed: the same photos on every run (faker with a fixed seed per account AND a fixed reference
 * date). Photos cluster in events (a day out, a holiday), more in summer and December, some months empty;
 * file names and sizes follow the device that took them.
 */
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE, type DemoAccount } from '../accounts';
import { clearPhotos, deferSeed, insertPhotos, removeAccountPhotos, type PhotoStore } from './photos';
import { isoSeconds, type NewPhoto } from './schema';
import { seededFaker } from './seeded-faker';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative number of photos per calendar month (January first): summer holidays and December peak. */
const SEASON = [0.6, 0.5, 0.6, 0.8, 1.0, 1.3, 1.9, 2.0, 1.1, 0.8, 0.7, 1.5];
/** Share of months without any photo. */
const EMPTY_MONTH_PROBABILITY = 0.1;

interface Device {
  weight: number;
  width: number;
  height: number;
  /** Share of portrait shots. */
  portrait: number;
  fileName(seq: number, taken: Date): string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
const hms = (d: Date) => `${pad(d.getUTCHours(), 2)}${pad(d.getUTCMinutes(), 2)}${pad(d.getUTCSeconds(), 2)}`;

const DEVICES: Device[] = [
  {
    weight: 40,
    width: 4032,
    height: 3024,
    portrait: 0.35,
    fileName: (seq) => `IMG_${pad(seq % 10_000, 4)}.${seq % 7 === 0 ? 'HEIC' : 'jpg'}`,
  },
  {
    weight: 20,
    width: 4080,
    height: 3072,
    portrait: 0.3,
    fileName: (seq, t) => `PXL_${ymd(t)}_${hms(t)}${pad(seq % 1000, 3)}.jpg`,
  },
  { weight: 12, width: 4000, height: 3000, portrait: 0.3, fileName: (_seq, t) => `${ymd(t)}_${hms(t)}.jpg` },
  {
    weight: 10,
    width: 6000,
    height: 4000,
    portrait: 0.15,
    fileName: (seq) => `DSC${pad(seq % 100_000, 5)}.JPG`,
  },
  {
    weight: 5,
    width: 4608,
    height: 3456,
    portrait: 0.15,
    fileName: (seq) => `DSCN${pad(seq % 10_000, 4)}.JPG`,
  },
  {
    weight: 10,
    width: 1600,
    height: 1200,
    portrait: 0.4,
    fileName: (seq, t) => `IMG-${ymd(t)}-WA${pad(seq % 10_000, 4)}.jpg`,
  },
  { weight: 3, width: 1080, height: 1080, portrait: 0, fileName: (seq) => `image_${pad(seq, 5)}.jpg` },
];

/** Photos without dateTaken: scans and edited exports lose their metadata. */
const UNDATED_DEVICE: Device = {
  weight: 0,
  width: 3508,
  height: 2480,
  portrait: 0.5,
  fileName: (seq) => `Scan_${pad(seq % 10_000, 4)}.jpg`,
};

const accountFaker = (account: DemoAccount) => seededFaker({ key: account.accountId });

/** Splits `total` over weights by largest remainder (exact sum, deterministic). */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let rest = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/**
 * Each account's seed as generated from the fixed reference date, kept for the process: a reset re-seeds the
 * accounts written since the last one, and generating large@example.com's 100,000 photos again was most of the
 * cost of a reset in the mock's and the app's tests. The records are made from copies (insertPhotos), so the
 * kept list is never changed.
 */
const generated = new WeakMap<DemoAccount, readonly NewPhoto[]>();

/** Generates the photos of one account (the same list on every call). */
export function generateAccountPhotos(
  account: DemoAccount,
  referenceDate = SEED_REFERENCE_DATE,
): readonly NewPhoto[] {
  if (referenceDate !== SEED_REFERENCE_DATE) return generatePhotos(account, referenceDate);
  let photos = generated.get(account);
  if (!photos) {
    photos = generatePhotos(account, referenceDate);
    generated.set(account, photos);
  }
  return photos;
}

function generatePhotos(account: DemoAccount, referenceDate: Date): NewPhoto[] {
  if (account.photos <= 0) return [];
  const faker = accountFaker(account);
  const now = referenceDate.getTime();
  const photos: NewPhoto[] = [];
  const sequence = new Map<Device, number>(DEVICES.map((d) => [d, faker.number.int({ min: 1, max: 9000 })]));
  const nextSeq = (device: Device) => {
    const seq = (sequence.get(device) ?? 0) + 1;
    sequence.set(device, seq);
    return seq;
  };
  const pickDevice = () =>
    faker.helpers.weightedArrayElement(DEVICES.map((value) => ({ weight: value.weight, value })));

  const add = (device: Device, taken: Date | null, created: number, uploadId: string) => {
    const portrait = faker.datatype.boolean({ probability: device.portrait });
    const createdAt = Math.min(created, now - MINUTE);
    photos.push({
      imageId: faker.string.uuid(),
      accountId: account.accountId,
      uploadId,
      localFileName: device.fileName(nextSeq(device), taken ?? new Date(createdAt)),
      dateTaken: taken ? isoSeconds(taken) : null,
      created: isoSeconds(createdAt),
      uploadEnd: isoSeconds(createdAt + faker.number.int({ min: 1_000, max: 20_000 })),
      width: portrait ? device.height : device.width,
      height: portrait ? device.width : device.height,
    });
  };

  // Months: the `years * 12` full calendar months before the reference month.
  const refYear = referenceDate.getUTCFullYear();
  const refMonth = referenceDate.getUTCMonth();
  const months = Array.from({ length: Math.max(1, account.years * 12) }, (_, i) => {
    const start = Date.UTC(refYear, refMonth - account.years * 12 + i, 1);
    return { start, end: Date.UTC(refYear, refMonth - account.years * 12 + i + 1, 1) };
  });
  const weights = months.map(({ start }) =>
    faker.datatype.boolean({ probability: EMPTY_MONTH_PROBABILITY })
      ? 0
      : (SEASON[new Date(start).getUTCMonth()] ?? 1) * faker.number.float({ min: 0.4, max: 1.6 }),
  );
  const dated = Math.max(0, account.photos - account.undated);
  const perMonth = apportion(dated, weights);

  months.forEach(({ start, end }, i) => {
    let remaining = perMonth[i] ?? 0;
    const days = Math.round((end - start) / DAY);
    while (remaining > 0) {
      // An event: a day with a burst of photos from one device, uploaded together later.
      const size = Math.min(
        remaining,
        faker.number.int({ min: 1, max: Math.max(3, Math.ceil(remaining / 3)) }),
      );
      const day = start + faker.number.int({ min: 0, max: days - 1 }) * DAY;
      const eventStart = day + faker.number.int({ min: 8 * HOUR, max: 18 * HOUR });
      const device = pickDevice();
      const uploadId = faker.string.uuid();
      const taken: number[] = [];
      for (let n = 0, at = eventStart; n < size; n++) {
        at = Math.min(end - 1000, at + faker.number.int({ min: 5_000, max: 10 * MINUTE }));
        taken.push(at);
      }
      // Uploaded together, an hour to a month after the last shot.
      const uploadAt = (taken.at(-1) ?? eventStart) + faker.number.int({ min: HOUR, max: 30 * DAY });
      taken.forEach((at, n) => add(device, new Date(at), uploadAt + n * 2_000, uploadId));
      remaining -= size;
    }
  });

  // Undated photos: a few scan uploads spread over the whole period.
  const first = months[0]?.start ?? now - DAY;
  for (let n = 0; n < account.undated;) {
    const size = Math.min(account.undated - n, faker.number.int({ min: 1, max: 6 }));
    const uploadAt = faker.number.int({ min: first, max: now - DAY });
    const uploadId = faker.string.uuid();
    for (let k = 0; k < size; k++) add(UNDATED_DEVICE, null, uploadAt + k * 2_000, uploadId);
    n += size;
  }
  return photos;
}

/** An account whose activation is not done has no photos yet: activating imports them (db/activation.ts). */
const seededAtStart = (account: DemoAccount) => !account.scenario?.notActivated;

export interface SeedResult {
  photos: number;
  ms: number;
}

/** Seeds the account now, or defers its seed to its first use (`seedOnFirstUse`); answers the photos inserted. */
function seedAccount(store: PhotoStore, account: DemoAccount): number {
  if (account.seedOnFirstUse) {
    deferSeed(store, account.accountId, () => generateAccountPhotos(account));
    return 0;
  }
  return insertPhotos(store, generateAccountPhotos(account)).length;
}

/** Empties the store and seeds every account (the initial state; `seedOnFirstUse` accounts on first use). */
export function seedStore(store: PhotoStore, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): SeedResult {
  const started = performance.now();
  clearPhotos(store);
  let photos = 0;
  for (const account of accounts.filter(seededAtStart)) photos += seedAccount(store, account);
  store.dirty.clear();
  return { photos, ms: Math.round(performance.now() - started) };
}

/**
 * Back to the initial state, fast: only the accounts written since the last seed are re-seeded (a test that
 * deletes photos of demo@example.com does not pay for large@example.com's 100,000); a `seedOnFirstUse` account
 * that was written waits for its next use again.
 */
export function resetStore(store: PhotoStore, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): SeedResult {
  const started = performance.now();
  let photos = 0;
  for (const accountId of [...store.dirty]) {
    removeAccountPhotos(store, accountId);
    const account = accounts.find((a) => a.accountId === accountId);
    if (account && seededAtStart(account)) photos += seedAccount(store, account);
  }
  store.dirty.clear();
  return { photos, ms: Math.round(performance.now() - started) };
}

/** One account's photos back to its seed (the console's "Reset this account"); the other accounts are left alone. */
export function resetAccountPhotos(store: PhotoStore, account: DemoAccount): void {
  removeAccountPhotos(store, account.accountId);
  if (seededAtStart(account)) seedAccount(store, account);
  store.dirty.delete(account.accountId);
}
