/**
 * State of the widgets and products service (openapi/services/widgets.yaml): the online versions (widgets) of
 * the photo-book orders of db/orders.ts, their shares, their gallery entries, and the product files of orders.
 *
 * Seed (faker with a fixed seed per account and the fixed reference date; the same on every run): every
 * photo-book order of a non-business account that is not cancelled has a widget record. Books in production
 * (Received, Confirmed, ProductionStarted): the newest is Requested, the rest NotRequested. Produced books
 * (ProductionCompleted, Dispatched): the first three are Available and shared, NotRequested, Available; the
 * others are drawn (40% Available, 20% Available and shared, 40% NotRequested). The first shared widget of an
 * account is published in the bonusprint-gb gallery.
 *
 * Assumptions where the documents say "not shown":
 * - the online version is made from the produced book: a request for a produced book becomes Available after
 *   two export steps (queued, rendered: `timing.exportStepMs` each); a book still in production stays
 *   Requested (the mock's orders never progress);
 * - deleting a widget removes it and its gallery entries (get answers 404, the list leaves it out); a new
 *   request creates it again with a new widgetId;
 * - business accounts have no widgets (account-area.md: non-business accounts only);
 * - product files: photo books have product.pdf and cover.jpg, calendars and cards product.pdf, prints an
 *   images.zip and wall decor a print.jpg; a cancelled order's files are purged (none).
 */
import { randomBytes } from 'node:crypto';
import { base, en, en_GB, type Faker } from '@faker-js/faker';
import type { components } from '../../src/api/generated/widgets';
import { SEED_REFERENCE_DATE, type DemoAccount } from '../accounts';
import { ORDER_ARTICLES, findOrderByCode, isPhotoBookArticle, orderCodesOf, type OrderRef } from './orders';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export type Widget = components['schemas']['Widget'];
export type WidgetStatus = Widget['status'];
export type GalleryEntry = components['schemas']['GalleryEntry'];
export type GalleryCategory = components['schemas']['GalleryCategory'];
export type ProductFile = components['schemas']['ProductFile'];
export type ProductPdf = components['schemas']['ProductPdf'];

export interface ShareRecord {
  vendorId: string;
  fromName: string;
  toEmailAddress: string;
  personalMessage?: string;
  sharedAt: string;
}

export interface WidgetRecord {
  accountId: string;
  orderCode: string;
  /** Set once the online version is requested. */
  widgetId: string | null;
  status: WidgetStatus;
  shares: ShareRecord[];
}

export interface GalleryRecord {
  accountId: string;
  widgetId: string;
  channel: GalleryEntry['channel'];
  title?: string;
  categories?: GalleryCategory[];
}

export interface WidgetsState extends ServiceState {
  accounts: readonly DemoAccount[];
  /** Widget records by order code (order codes are unique across accounts). */
  widgets: Map<string, WidgetRecord>;
  /** Gallery entries by `${widgetId} ${channel}`. */
  gallery: Map<string, GalleryRecord>;
  /** Pending Requested -> Available progressions, cleared on reset. */
  timers: Set<ReturnType<typeof setTimeout>>;
}

/** The gallery's categories (listGalleryCategories). */
export const GALLERY_CATEGORIES: readonly GalleryCategory[] = [
  'Travel',
  'Family',
  'Wedding',
  'Baby',
  'Holidays',
  'Friends',
  'Nature',
  'Pets',
  'Sports',
  'Christmas',
  'Birthday',
  'Other',
];

/** Steps from Requested to Available (queued, rendered), each `timing.exportStepMs`. */
export const WIDGET_RENDER_STEPS = 2;

const IN_PRODUCTION = new Set(['Received', 'Confirmed', 'ProductionStarted']);
const PRODUCED = new Set(['ProductionCompleted', 'Dispatched']);
const SEED_CHANNEL = 'bonusprint-gb';

const galleryKey = (widgetId: string, channel: string) => `${widgetId} ${channel}`;

// Widgets have their own seed stream (salt 5): they never shift the photos or the orders of an account.
const accountFaker = (account: DemoAccount) =>
  seededFaker({ key: account.accountId, salt: 5, locale: [en_GB, en, base] });

function newWidgetId(faker?: Faker): string {
  const hex = faker
    ? faker.string.hexadecimal({ length: 8, casing: 'lower', prefix: '' })
    : randomBytes(4).toString('hex');
  return `w-${hex}`;
}

/** The account's photo-book orders that can have an online version, newest first. */
function photoBookOrders(account: DemoAccount): OrderRef[] {
  if (account.business) return [];
  return orderCodesOf(account.accountId)
    .map((code) => findOrderByCode(code, SEED_REFERENCE_DATE))
    .filter((ref): ref is OrderRef => ref !== undefined && isWidgetOrder(ref));
}

function isWidgetOrder(ref: OrderRef): boolean {
  return isPhotoBookArticle(ref.order.articleName) && ref.order.status !== 'Cancelled';
}

type SeedState = { status: WidgetStatus; shared: boolean };

const PRODUCED_PATTERN: SeedState[] = [
  { status: 'Available', shared: true },
  { status: 'NotRequested', shared: false },
  { status: 'Available', shared: false },
];

function seedAccount(store: WidgetsState, account: DemoAccount): void {
  const faker = accountFaker(account);
  let produced = 0;
  let inProduction = 0;
  let published = false;
  for (const { order } of photoBookOrders(account)) {
    let state: SeedState = { status: 'NotRequested', shared: false };
    if (IN_PRODUCTION.has(order.status)) {
      if (inProduction++ === 0) state = { status: 'Requested', shared: false };
    } else if (PRODUCED.has(order.status)) {
      state =
        PRODUCED_PATTERN[produced] ??
        faker.helpers.weightedArrayElement([
          { weight: 4, value: { status: 'Available', shared: false } as SeedState },
          { weight: 2, value: { status: 'Available', shared: true } as SeedState },
          { weight: 4, value: { status: 'NotRequested', shared: false } as SeedState },
        ]);
      produced++;
    }
    const widgetId = state.status === 'NotRequested' ? null : newWidgetId(faker);
    const shares: ShareRecord[] = state.shared
      ? [
          {
            vendorId: SEED_CHANNEL,
            fromName: account.displayName,
            toEmailAddress: faker.internet.email().toLowerCase(),
            sharedAt: new Date(
              new Date(order.createdAt ?? SEED_REFERENCE_DATE).getTime() +
                faker.number.int({ min: 10, max: 40 }) * 86_400_000,
            ).toISOString(),
          },
        ]
      : [];
    store.widgets.set(order.code, {
      accountId: account.accountId,
      orderCode: order.code,
      widgetId,
      status: state.status,
      shares,
    });
    if (state.shared && widgetId && !published) {
      published = true;
      store.gallery.set(galleryKey(widgetId, SEED_CHANNEL), {
        accountId: account.accountId,
        widgetId,
        channel: SEED_CHANNEL,
        title: `${faker.helpers.arrayElement(['Summer in', 'A weekend in', 'Our trip to'])} ${faker.location.city()}`,
        categories: ['Travel', faker.helpers.arrayElement(['Family', 'Friends', 'Holidays'])],
      });
    }
  }
}

function seed(store: WidgetsState): void {
  for (const account of store.accounts) seedAccount(store, account);
}

/** One account's online photo books (and its gallery entries) back to their seed; the others stay as they are. */
export function resetAccountWidgets(store: WidgetsState, accountId: string): void {
  const account = store.accounts.find((a) => a.accountId === accountId);
  for (const [code, record] of [...store.widgets])
    if (record.accountId === accountId) store.widgets.delete(code);
  for (const [key, record] of [...store.gallery])
    if (record.accountId === accountId) store.gallery.delete(key);
  if (account) seedAccount(store, account);
}

/** The seeded widgets and gallery; `reset` puts the seed back and cancels pending progressions. */
export function createWidgetsState({ accounts }: Pick<StateInputs, 'accounts'>): WidgetsState {
  const store: WidgetsState = {
    accounts,
    widgets: new Map(),
    gallery: new Map(),
    timers: new Set(),
    reset() {
      for (const timer of store.timers) clearTimeout(timer);
      store.timers.clear();
      store.widgets.clear();
      store.gallery.clear();
      seed(store);
    },
  };
  seed(store);
  return store;
}

// ---------------------------------------------------------------------------------------------------------
// Orders and widgets

/** An order of the account, whatever its article; undefined for unknown codes and other accounts' orders. */
export function ownOrder(accountId: string, code: string): OrderRef | undefined {
  const ref = findOrderByCode(code);
  return ref?.accountId === accountId ? ref : undefined;
}

/** A photo-book order of a non-business account of the store that can have an online version. */
function widgetOrder(store: WidgetsState, accountId: string, code: string): OrderRef | undefined {
  const account = store.accounts.find((a) => a.accountId === accountId);
  if (!account || account.business) return undefined;
  const ref = ownOrder(accountId, code);
  return ref && isWidgetOrder(ref) ? ref : undefined;
}

export function findWidget(store: WidgetsState, accountId: string, code: string): WidgetRecord | undefined {
  const record = store.widgets.get(code);
  return record?.accountId === accountId ? record : undefined;
}

export function findWidgetById(
  store: WidgetsState,
  accountId: string,
  widgetId: string,
): WidgetRecord | undefined {
  for (const record of store.widgets.values()) {
    if (record.widgetId === widgetId && record.accountId === accountId) return record;
  }
  return undefined;
}

/** The widgets of some order codes of the account, in the order asked; other codes are left out. */
export function widgetsOf(store: WidgetsState, accountId: string, codes: readonly string[]): WidgetRecord[] {
  const unique = [...new Set(codes)];
  return unique.flatMap((code) => findWidget(store, accountId, code) ?? []);
}

/** Where the online version is viewed (the plain route of handlers/widgets.ts serves it). */
export function onlineUrl(publicUrl: string, widgetId: string): string {
  return `${publicUrl}/widgets/online/${widgetId}`;
}

export function toWidget(record: WidgetRecord, publicUrl: string): Widget {
  return {
    orderCode: record.orderCode,
    ...(record.widgetId ? { widgetId: record.widgetId } : {}),
    status: record.status,
    url: record.status === 'Available' && record.widgetId ? onlineUrl(publicUrl, record.widgetId) : null,
    isShared: record.shares.length > 0,
  };
}

/**
 * Requests the online version. Undefined when the code is not a photo-book order of the account. A widget
 * already Requested or Available is answered as it is (idempotent).
 */
export function requestWidget(
  store: WidgetsState,
  accountId: string,
  code: string,
  stepMs: number,
): WidgetRecord | undefined {
  const ref = widgetOrder(store, accountId, code);
  if (!ref) return undefined;
  let record = store.widgets.get(code);
  if (!record) {
    record = { accountId, orderCode: code, widgetId: null, status: 'NotRequested', shares: [] };
    store.widgets.set(code, record);
  }
  if (record.status !== 'NotRequested') return record;
  record.widgetId = newWidgetId();
  record.status = 'Requested';
  if (PRODUCED.has(ref.order.status)) scheduleAvailable(store, record, record.widgetId, stepMs);
  return record;
}

function scheduleAvailable(store: WidgetsState, record: WidgetRecord, widgetId: string, stepMs: number) {
  const timer = setTimeout(() => {
    store.timers.delete(timer);
    // Deleted (or deleted and requested again) in the meantime: nothing to finish.
    if (store.widgets.get(record.orderCode) === record && record.widgetId === widgetId)
      record.status = 'Available';
  }, stepMs * WIDGET_RENDER_STEPS);
  timer.unref?.();
  store.timers.add(timer);
}

/** Deletes the widget and its gallery entries; false when the account has no widget for the code. */
export function deleteWidget(store: WidgetsState, accountId: string, code: string): boolean {
  const record = findWidget(store, accountId, code);
  if (!record) return false;
  store.widgets.delete(code);
  if (record.widgetId) {
    for (const [key, entry] of store.gallery) {
      if (entry.widgetId === record.widgetId) store.gallery.delete(key);
    }
  }
  return true;
}

export function shareWidget(
  record: WidgetRecord,
  share: Omit<ShareRecord, 'sharedAt'>,
  now = new Date(),
): void {
  record.shares.push({ ...share, sharedAt: now.toISOString() });
}

// ---------------------------------------------------------------------------------------------------------
// Gallery

export function findGalleryEntry(
  store: WidgetsState,
  accountId: string,
  widgetId: string,
  channel: string,
): GalleryRecord | undefined {
  const entry = store.gallery.get(galleryKey(widgetId, channel));
  return entry?.accountId === accountId ? entry : undefined;
}

/** Adds or replaces the account's entry of a widget in a channel's gallery. */
export function putGalleryEntry(store: WidgetsState, accountId: string, entry: GalleryEntry): GalleryRecord {
  const record: GalleryRecord = {
    accountId,
    widgetId: entry.widgetId,
    channel: entry.channel,
    ...(entry.title === undefined ? {} : { title: entry.title }),
    ...(entry.categories === undefined ? {} : { categories: [...entry.categories] }),
  };
  store.gallery.set(galleryKey(entry.widgetId, entry.channel), record);
  return record;
}

export function deleteGalleryEntry(store: WidgetsState, entry: GalleryRecord): void {
  store.gallery.delete(galleryKey(entry.widgetId, entry.channel));
}

export function toGalleryEntry(record: GalleryRecord): GalleryEntry {
  const { accountId: _owner, ...entry } = record;
  return { ...entry, ...(record.categories ? { categories: [...record.categories] } : {}) };
}

// ---------------------------------------------------------------------------------------------------------
// Product files

const groupOf = new Map(ORDER_ARTICLES.map((a) => [a.articleName, a.group]));

/** The files of an order's product. */
export function productFiles(ref: OrderRef): ProductFile[] {
  const { code, status, articleName } = ref.order;
  if (status === 'Cancelled') return [];
  switch (articleName === undefined ? undefined : groupOf.get(articleName)) {
    case 'photobooks':
      return [
        { purpose: 'product.pdf', fileName: `${code}.pdf` },
        { purpose: 'cover.jpg', fileName: `${code}-cover.jpg` },
      ];
    case 'calendars':
    case 'cards':
      return [{ purpose: 'product.pdf', fileName: `${code}.pdf` }];
    case 'prints':
      return [{ purpose: 'images.zip', fileName: `${code}-images.zip` }];
    case 'walldecor':
      return [{ purpose: 'print.jpg', fileName: `${code}-print.jpg` }];
    default:
      return [];
  }
}

export const PDF_PURPOSE = 'product.pdf';

export function hasPdf(ref: OrderRef): boolean {
  return productFiles(ref).some((f) => f.purpose === PDF_PURPOSE);
}

/** The account's products that have a PDF, newest order first. */
export function productPdfsOf(accountId: string): ProductPdf[] {
  return orderCodesOf(accountId)
    .map((code) => findOrderByCode(code))
    .filter((ref): ref is OrderRef => ref !== undefined && hasPdf(ref))
    .map(({ order }) => ({
      id: order.code,
      fileName: `${order.code}.pdf`,
      ...(order.createdAt ? { created: order.createdAt } : {}),
    }));
}
