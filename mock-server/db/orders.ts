/**
 * The orders of the demo accounts (orders service, openapi/services/orders.yaml), and the look-ups other mock
 * services build on: `orderCodesOf(accountId)` (the widgets service: widget codes are order codes) and
 * `findOrderByCode(code)`.
 *
 * Seed: a fixed plan per account (faker with a fixed seed per account), so codes, articles, statuses and
 * addresses are the same on every run. Dates come in two kinds:
 * - history (dispatched, cancelled and expired superorders) is dated back from SEED_REFERENCE_DATE (fixed);
 * - the "recent" superorders (in progress, and the recently dispatched ones; my-photos.md section 9: recent is
 *   within the last 30 days) are dated back from the start of the CURRENT UTC day, so the account always has
 *   recent orders, whenever the mock runs. Their dates move with the calendar day; nothing else does.
 * Codes never depend on a date: `orderCodesOf` is pure.
 *
 * State: the only writable field is a superorder's delivery address (and type); the store keeps those
 * changes over the seed, and a reset drops them.
 *
 * Assumptions where the documents say nothing (see the spec's x-assumption notes too):
 * - Superorder codes are 9 digits; an order (product) code is `{superorder code}-{n}`.
 * - An order expires 3 years after it was placed (OrderState=expired); history is judged at the reference
 *   date. Without OrderState the service lists notExpired (what the app always asks for).
 * - The delivery address can change while every order of the superorder is Received or Confirmed; once any
 *   is in production, dispatched or cancelled the change is refused (409). The new address is a home address:
 *   the delivery type becomes Home.
 * - Blocked orders: a superorder whose payment verification failed (Resnap source status `verification
 *   failed`) is blocked; every other known code answers isBlocked false; unknown codes 404.
 */
import { base, de, en, en_GB, fr, nl, type Faker, type LocaleDefinition } from '@faker-js/faker';
import type { components } from '../../src/api/generated/orders';
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE, findAccountById, type DemoAccount } from '../accounts';
import { isoSeconds } from './schema';
import { seededFaker } from './seeded-faker';
import type { ServiceState, StateInputs } from './state';

export type SuperOrder = components['schemas']['SuperOrder'];
export type Order = components['schemas']['Order'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type SourceStatus = components['schemas']['SourceStatus'];
export type OrderSource = components['schemas']['OrderSource'];
export type DeliveryType = components['schemas']['DeliveryType'];
export type Address = components['schemas']['AddressInput'];
export type DeliveryDates = components['schemas']['DeliveryDates'];
export type OrderState = 'notExpired' | 'expired' | 'all';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** An order expires this long after it was placed (assumed). */
export const ORDER_EXPIRY_MS = 3 * 365 * DAY;

// ---------------------------------------------------------------------------------------------------------
// Articles

export interface OrderArticle {
  articleName: string;
  title: string;
  /** Article group id (listArticleGroups). */
  group: 'photobooks' | 'prints' | 'walldecor' | 'calendars' | 'cards';
  /** Photo books have an online version (widgets). */
  photoBook: boolean;
  /** Resnap (the photo app) orders prints only. */
  resnap?: boolean;
  /** No longer sold (hidden in the merchandise catalogue): cannot be reordered. */
  discontinued?: boolean;
  /** Price of one item (of one print for prints), in the order's currency (assumed: the same number in each). */
  unitPrice: number;
}

/** Article names as the merchandise catalogue (db/merchandise.ts) spells its article IDs. */
export const ORDER_ARTICLES: readonly OrderArticle[] = [
  {
    articleName: 'PB_HARDCOVER_A4',
    title: 'A4 hardcover photo book',
    group: 'photobooks',
    photoBook: true,
    unitPrice: 34.99,
  },
  {
    articleName: 'PB_HARDCOVER_A4_LANDSCAPE',
    title: 'A4 landscape photo book',
    group: 'photobooks',
    photoBook: true,
    unitPrice: 39.99,
  },
  {
    articleName: 'PAP_LAY_FLAT_A4',
    title: 'A4 lay-flat photo book',
    group: 'photobooks',
    photoBook: true,
    unitPrice: 49.99,
  },
  {
    articleName: 'PB_MINI_SQUARE_15',
    title: 'Mini photo book 15 x 15',
    group: 'photobooks',
    photoBook: true,
    unitPrice: 14.99,
  },
  {
    articleName: 'PB_CLASSIC_A5',
    title: 'A5 classic photo book',
    group: 'photobooks',
    photoBook: true,
    discontinued: true,
    unitPrice: 24.99,
  },
  {
    articleName: 'PRINTS_10X15',
    title: 'Photo prints 10 x 15',
    group: 'prints',
    photoBook: false,
    resnap: true,
    unitPrice: 0.19,
  },
  {
    articleName: 'POSTER_50X70',
    title: 'Poster 50 x 70',
    group: 'walldecor',
    photoBook: false,
    unitPrice: 19.99,
  },
  {
    articleName: 'CANVAS_40X30',
    title: 'Canvas 40 x 30',
    group: 'walldecor',
    photoBook: false,
    unitPrice: 29.99,
  },
  {
    articleName: 'CAL_WALL_A3',
    title: 'A3 wall calendar',
    group: 'calendars',
    photoBook: false,
    unitPrice: 22.99,
  },
  {
    articleName: 'CARD_FOLDED_A6',
    title: 'Folded cards A6',
    group: 'cards',
    photoBook: false,
    unitPrice: 1.49,
  },
];

const articleByName = new Map(ORDER_ARTICLES.map((a) => [a.articleName, a]));

/** Whether an article is a photo book (has an online version). */
export function isPhotoBookArticle(articleName: string | undefined): boolean {
  return articleName !== undefined && (articleByName.get(articleName)?.photoBook ?? false);
}

// ---------------------------------------------------------------------------------------------------------
// Vouchers

export interface VoucherDefinition {
  code: string;
  title: string;
  discountType: 'Percentage' | 'Amount';
  discountValue: number;
}

/** The voucher codes the orders service knows (getVoucherOffer); valid until the end of next year. */
export const VOUCHERS: readonly VoucherDefinition[] = [
  { code: 'WELCOME10', title: '10% off your next photo book', discountType: 'Percentage', discountValue: 10 },
  { code: 'PHOTOBOOK15', title: '15% off all photo books', discountType: 'Percentage', discountValue: 15 },
  { code: 'XMAS20', title: '20% off your Christmas order', discountType: 'Percentage', discountValue: 20 },
  { code: 'FREESHIP', title: 'Free shipping', discountType: 'Amount', discountValue: 4.99 },
];

export function findVoucher(code: string): VoucherDefinition | undefined {
  const wanted = code.trim().toUpperCase();
  return VOUCHERS.find((v) => v.code === wanted);
}

const CURRENCY: Record<string, string> = { GB: 'GBP', NO: 'NOK', SE: 'SEK', DK: 'DKK' };
const currencyOf = (countryCode: string) => CURRENCY[countryCode] ?? 'EUR';

// ---------------------------------------------------------------------------------------------------------
// The plan: what is seeded, without dates

type Anchor = 'today' | 'reference';

interface ProductSpec {
  status: OrderStatus;
  payment?: PaymentStatus;
  source?: OrderSource;
  sourceStatus?: SourceStatus;
  article?: string;
}

interface SuperOrderSpec {
  anchor: Anchor;
  /** Days before the anchor. */
  ageDays: number;
  products: ProductSpec[];
  deliveryType?: DeliveryType;
  voucher?: string;
  /** Production runs late: delivery dates moved, isDelayed. */
  delayed?: boolean;
  blockedReason?: string;
  /** Sent to someone else (a gift). */
  gift?: boolean;
}

interface ProductPlan {
  code: string;
  articleName: string;
  title: string;
  quantity: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  sourceStatus?: SourceStatus;
  orderSource: OrderSource;
  /** Minutes after the superorder was placed that the payment status last changed. */
  paymentAfterMinutes: number;
  parcel?: string;
  /** What the order cost (quantity included), in `currency`. */
  amount: number;
  currency: string;
}

/** One seeded superorder, dates relative to its anchor. */
export interface SuperOrderPlan {
  accountId: string;
  code: string;
  anchor: Anchor;
  /** Milliseconds before the anchor it was placed. */
  ageMs: number;
  deliveryType: DeliveryType;
  deliveryAddress: Address;
  voucher: string | null;
  delayed: boolean;
  blockedReason?: string;
  orders: ProductPlan[];
}

const dispatched = (extra: Partial<ProductSpec> = {}): ProductSpec => ({ status: 'Dispatched', ...extra });

/** demo@example.com: ~25 superorders over 3 years, 8 of them recent (in progress or just sent). */
const DEMO_RECENT: SuperOrderSpec[] = [
  {
    anchor: 'today',
    ageDays: 1,
    products: [{ status: 'Received', payment: 'paymentPending', article: 'PAP_LAY_FLAT_A4' }],
  },
  {
    anchor: 'today',
    ageDays: 2,
    products: [
      { status: 'Received', payment: 'paymentFailed', source: 'Resnap', sourceStatus: 'verification failed' },
    ],
    blockedReason: 'Payment verification failed',
  },
  {
    anchor: 'today',
    ageDays: 4,
    voucher: 'WELCOME10',
    products: [
      { status: 'Confirmed', article: 'PB_HARDCOVER_A4' },
      { status: 'Confirmed', article: 'CAL_WALL_A3' },
    ],
  },
  {
    anchor: 'today',
    ageDays: 7,
    deliveryType: 'PickupPoint',
    products: [
      { status: 'ProductionStarted', article: 'PB_MINI_SQUARE_15' },
      { status: 'ProductionCompleted', article: 'CANVAS_40X30' },
    ],
  },
  {
    anchor: 'today',
    ageDays: 9,
    products: [{ status: 'ProductionStarted', source: 'Resnap', sourceStatus: 'producing' }],
  },
  {
    anchor: 'today',
    ageDays: 13,
    delayed: true,
    products: [{ status: 'ProductionStarted', article: 'PB_HARDCOVER_A4_LANDSCAPE' }],
  },
  { anchor: 'today', ageDays: 11, products: [dispatched({ article: 'PAP_LAY_FLAT_A4' }), dispatched()] },
  { anchor: 'today', ageDays: 24, gift: true, products: [dispatched({ article: 'PB_HARDCOVER_A4' })] },
];

/** demo@example.com's history: dispatched, one cancelled, one free, and two expired (over 3 years). */
function demoHistory(faker: Faker): SuperOrderSpec[] {
  const count = 17;
  const specs: SuperOrderSpec[] = [];
  for (let i = 0; i < count; i++) {
    // Spread from ~5 weeks to just under 3 years before the reference date.
    const ageDays = Math.round(35 + (i * (1080 - 35)) / (count - 1)) - faker.number.int({ min: 0, max: 9 });
    const resnap = faker.datatype.boolean({ probability: 0.25 });
    const products = Array.from({ length: faker.number.int({ min: 1, max: resnap ? 1 : 3 }) }, () =>
      dispatched(resnap ? { source: 'Resnap', sourceStatus: 'shipped' } : {}),
    );
    specs.push({
      anchor: 'reference',
      ageDays,
      products,
      deliveryType: faker.datatype.boolean({ probability: 0.2 }) ? 'PickupPoint' : 'Home',
      gift: faker.datatype.boolean({ probability: 0.15 }),
      ...(faker.datatype.boolean({ probability: 0.25 })
        ? { voucher: faker.helpers.arrayElement(VOUCHERS).code }
        : {}),
    });
  }
  const cancelled = specs[2];
  if (cancelled)
    cancelled.products = [{ status: 'Cancelled', payment: 'paymentFailed', article: 'PAP_LAY_FLAT_A4' }];
  const partly = specs[4];
  if (partly)
    partly.products = [dispatched({ article: 'PB_CLASSIC_A5' }), dispatched({ article: 'CAL_WALL_A3' })];
  const free = specs[6];
  if (free) {
    free.products = [dispatched({ payment: 'paymentFree', article: 'CARD_FOLDED_A6' })];
    free.voucher = 'FREESHIP';
  }
  specs.push(
    { anchor: 'reference', ageDays: 1180, products: [dispatched({ article: 'PB_HARDCOVER_A4' })] },
    { anchor: 'reference', ageDays: 1310, products: [dispatched(), dispatched()] },
  );
  return specs;
}

/** A few dispatched superorders dated back from the reference date. */
function history(faker: Faker, ages: number[]): SuperOrderSpec[] {
  return ages.map((ageDays) => ({
    anchor: 'reference' as const,
    ageDays,
    products: Array.from({ length: faker.number.int({ min: 1, max: 2 }) }, () => dispatched()),
  }));
}

/**
 * `count` superorders: five in progress (one of each status before Sent, one delayed), the rest history spread
 * over the last three years (none expired), every tenth with a voucher and every seventh cancelled.
 */
function manyOrders(faker: Faker, count: number): SuperOrderSpec[] {
  const recent: SuperOrderSpec[] = [
    { anchor: 'today', ageDays: 1, products: [{ status: 'Received' }] },
    { anchor: 'today', ageDays: 2, products: [{ status: 'Confirmed' }] },
    { anchor: 'today', ageDays: 4, products: [{ status: 'ProductionStarted' }] },
    { anchor: 'today', ageDays: 6, products: [{ status: 'ProductionCompleted' }] },
    { anchor: 'today', ageDays: 12, delayed: true, products: [{ status: 'ProductionStarted' }] },
  ];
  const rest = count - recent.length;
  const past = Array.from({ length: rest }, (_, i): SuperOrderSpec => {
    const ageDays = Math.round(35 + (i * (1070 - 35)) / Math.max(1, rest - 1));
    const products = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () =>
      i % 7 === 3 ? { status: 'Cancelled' as const } : dispatched(),
    );
    return {
      anchor: 'reference',
      ageDays,
      products,
      ...(i % 10 === 5 ? { voucher: faker.helpers.arrayElement(VOUCHERS).code } : {}),
    };
  });
  return [...recent, ...past];
}

function specsOf(account: DemoAccount, faker: Faker): SuperOrderSpec[] {
  switch (account.email) {
    case 'demo@example.com':
      return [...DEMO_RECENT, ...demoHistory(faker)];
    case 'empty@example.com':
      return [];
    case 'business@example.com':
      return [
        { anchor: 'today', ageDays: 3, products: [{ status: 'Confirmed', article: 'PB_HARDCOVER_A4' }] },
        { anchor: 'today', ageDays: 6, products: [{ status: 'ProductionStarted', article: 'CAL_WALL_A3' }] },
        { anchor: 'reference', ageDays: 62, products: [dispatched({ article: 'PAP_LAY_FLAT_A4' })] },
        { anchor: 'reference', ageDays: 210, voucher: 'PHOTOBOOK15', products: [dispatched(), dispatched()] },
      ];
    case 'critical@example.com':
      // Storage critical: the last order was about 17.5 months before the reference date.
      return history(faker, [532, 700]);
    case 'large@example.com':
      return history(faker, [90, 400, 800, 1500, 2600, 4000]);
    case 'orders300@example.com':
      return manyOrders(faker, 300);
    case 'orders-edit@example.com':
      return [
        { anchor: 'today', ageDays: 1, products: [{ status: 'Received', article: 'PB_HARDCOVER_A4' }] },
        { anchor: 'today', ageDays: 2, products: [{ status: 'Confirmed', article: 'CAL_WALL_A3' }] },
        { anchor: 'today', ageDays: 3, products: [{ status: 'Confirmed', article: 'POSTER_50X70' }] },
        {
          anchor: 'today',
          ageDays: 4,
          deliveryType: 'PickupPoint',
          products: [{ status: 'Confirmed', article: 'CANVAS_40X30' }],
        },
        {
          anchor: 'today',
          ageDays: 8,
          products: [{ status: 'ProductionStarted', article: 'PAP_LAY_FLAT_A4' }],
        },
        { anchor: 'reference', ageDays: 90, products: [dispatched({ article: 'PB_HARDCOVER_A4' })] },
      ];
    case 'orders-faults@example.com':
      return [
        {
          anchor: 'today',
          ageDays: 2,
          voucher: 'WELCOME10',
          products: [{ status: 'Confirmed', article: 'PB_HARDCOVER_A4' }],
        },
        { anchor: 'today', ageDays: 6, products: [{ status: 'ProductionStarted', article: 'CAL_WALL_A3' }] },
        { anchor: 'reference', ageDays: 120, products: [dispatched({ article: 'PAP_LAY_FLAT_A4' })] },
      ];
    default:
      return history(faker, [120, 300]);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Faker per account

interface Locality {
  locale: LocaleDefinition[];
  countryCode: string;
}

const LOCALITY: Record<string, Locality> = {
  'business@example.com': { locale: [nl, en, base], countryCode: 'NL' },
  'large@example.com': { locale: [de, en, base], countryCode: 'DE' },
  'critical@example.com': { locale: [fr, en, base], countryCode: 'FR' },
};
const DEFAULT_LOCALITY: Locality = { locale: [en_GB, en, base], countryCode: 'GB' };

/** A stable number per account id (the seed's per-account part). */

/**
 * Orders have their own seed streams: salt 2 for the contents, salt 4 for the codes alone, so codes stay the
 * same when the contents' generation changes (and adding orders never changes an account's photos).
 */
function ordersFaker(account: DemoAccount, locale: LocaleDefinition[], salt: 2 | 4): Faker {
  return seededFaker({ key: account.accountId, salt, locale });
}

function nameOf(account: DemoAccount): { firstName: string; lastName: string } {
  const [firstName = account.displayName, ...rest] = account.displayName.split(' ');
  return { firstName, lastName: rest.join(' ') || firstName };
}

/** Postal code formats of the seeded countries (the locale's own formats are not always valid ones). */
const POSTAL_CODE_FORMAT: Record<string, string> = {
  GB: '[A-PR-UWYZ]{2}[1-9] [0-9][ABD-HJLNP-UW-Z]{2}',
  NL: '[1-9][0-9]{3} [A-PR-Z]{2}',
  DE: '[0-9]{5}',
  FR: '[0-9]{5}',
};

function addressOf(
  faker: Faker,
  countryCode: string,
  name: { firstName: string; lastName: string },
): Address {
  return {
    ...name,
    streetName: faker.location.street(),
    streetNumber: faker.location.buildingNumber(),
    postalCode: faker.helpers.fromRegExp(POSTAL_CODE_FORMAT[countryCode] ?? '[0-9]{5}'),
    city: faker.location.city(),
    countryCode,
  };
}

function pickArticle(faker: Faker, source: OrderSource): OrderArticle {
  const pool = ORDER_ARTICLES.filter((a) => (source === 'Resnap' ? a.resnap : true));
  return faker.helpers.arrayElement(pool);
}

function planAccount(account: DemoAccount, taken: Set<string>): SuperOrderPlan[] {
  const locality = LOCALITY[account.email] ?? DEFAULT_LOCALITY;
  const faker = ordersFaker(account, locality.locale, 2);
  const codes = ordersFaker(account, [base], 4);
  const home = addressOf(faker, locality.countryCode, nameOf(account));
  if (account.business) home.companyName = faker.company.name();
  const specs = specsOf(account, faker);
  return specs.map((spec) => {
    let code: string;
    do code = codes.string.numeric({ length: 9, allowLeadingZeros: false });
    while (taken.has(code));
    taken.add(code);
    const address = spec.gift
      ? addressOf(faker, locality.countryCode, {
          firstName: faker.person.firstName(),
          lastName: faker.person.lastName(),
        })
      : home;
    const orders = spec.products.map((product, n): ProductPlan => {
      const source = product.source ?? 'Albelli';
      const article = (product.article && articleByName.get(product.article)) || pickArticle(faker, source);
      const quantity =
        article.group === 'prints'
          ? faker.number.int({ min: 12, max: 120 })
          : faker.number.int({ min: 1, max: 3 });
      const free = product.payment === 'paymentFree';
      return {
        code: `${code}-${n + 1}`,
        amount: free ? 0 : Math.round(article.unitPrice * quantity * 100) / 100,
        currency: currencyOf(locality.countryCode),
        articleName: article.articleName,
        title: article.title,
        quantity,
        status: product.status,
        paymentStatus: product.payment ?? 'paymentSuccess',
        ...(source === 'Resnap' ? { sourceStatus: product.sourceStatus ?? 'processing' } : {}),
        orderSource: source,
        paymentAfterMinutes: faker.number.int({ min: 1, max: 15 }),
        ...(product.status === 'Dispatched'
          ? { parcel: faker.string.alphanumeric({ length: 12, casing: 'upper' }) }
          : {}),
      };
    });
    return {
      accountId: account.accountId,
      code,
      anchor: spec.anchor,
      ageMs: spec.ageDays * DAY + faker.number.int({ min: 0, max: 10 * HOUR }),
      deliveryType: spec.deliveryType ?? 'Home',
      deliveryAddress: address,
      voucher: spec.voucher ?? null,
      delayed: spec.delayed ?? false,
      ...(spec.blockedReason ? { blockedReason: spec.blockedReason } : {}),
      orders,
    };
  });
}

/** Recent superorders (dated from today) are newer than the history (dated from the reference date). */
function newestFirst(a: SuperOrderPlan, b: SuperOrderPlan): number {
  const rank = (plan: SuperOrderPlan) => (plan.anchor === 'today' ? 0 : 1);
  return rank(a) - rank(b) || a.ageMs - b.ageMs;
}

interface Plans {
  byAccount: Map<string, SuperOrderPlan[]>;
  bySuperCode: Map<string, SuperOrderPlan>;
  byOrderCode: Map<string, { plan: SuperOrderPlan; product: ProductPlan }>;
}

const plansCache = new WeakMap<readonly DemoAccount[], Plans>();

/** The seeded plan of every account (computed once per accounts list; the same on every run). */
export function orderPlans(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Plans {
  const cached = plansCache.get(accounts);
  if (cached) return cached;
  const taken = new Set<string>();
  const plans: Plans = { byAccount: new Map(), bySuperCode: new Map(), byOrderCode: new Map() };
  for (const account of accounts) {
    const list = planAccount(account, taken).sort(newestFirst);
    plans.byAccount.set(account.accountId, list);
    for (const plan of list) {
      plans.bySuperCode.set(plan.code, plan);
      for (const product of plan.orders) plans.byOrderCode.set(product.code, { plan, product });
    }
  }
  plansCache.set(accounts, plans);
  return plans;
}

// ---------------------------------------------------------------------------------------------------------
// The widgets service's look-ups (pure)

/**
 * The order (product) codes of an account's seeded orders, newest superorder first, e.g. `['482913577-1', ...]`.
 * Pure and deterministic: the same list on every run and every day. Unknown accounts have none.
 */
export function orderCodesOf(accountId: string): string[] {
  if (!findAccountById(accountId)) return [];
  const plans = orderPlans(DEMO_ACCOUNTS).byAccount.get(accountId) ?? [];
  return plans.flatMap((plan) => plan.orders.map((order) => order.code));
}

export interface OrderRef {
  /** The account that placed the order. */
  accountId: string;
  superOrderCode: string;
  order: Order;
}

/** An order (product) of the seed by its code, with its owner; undefined for unknown codes. */
export function findOrderByCode(code: string, now: Date = new Date()): OrderRef | undefined {
  const found = orderPlans(DEMO_ACCOUNTS).byOrderCode.get(code);
  if (!found) return undefined;
  const placed = placedAt(found.plan, now);
  return {
    accountId: found.plan.accountId,
    superOrderCode: found.plan.code,
    order: toOrder(found.product, placed),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Dates

export function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

function anchorTime(anchor: Anchor, now: Date): number {
  return anchor === 'today' ? startOfUtcDay(now) : SEED_REFERENCE_DATE.getTime();
}

/** When a superorder was placed (epoch ms). */
export function placedAt(plan: SuperOrderPlan, now: Date): number {
  return anchorTime(plan.anchor, now) - plan.ageMs;
}

/** Expired: placed over 3 years before its anchor (history is judged at the reference date). */
export function isExpired(plan: SuperOrderPlan): boolean {
  return plan.ageMs > ORDER_EXPIRY_MS;
}

export function matchesOrderState(plan: SuperOrderPlan, state: OrderState): boolean {
  if (state === 'all') return true;
  return state === 'expired' ? isExpired(plan) : !isExpired(plan);
}

function toOrder(product: ProductPlan, placed: number): Order {
  return {
    code: product.code,
    articleName: product.articleName,
    title: product.title,
    quantity: product.quantity,
    createdAt: isoSeconds(placed),
    status: product.status,
    paymentStatus: product.paymentStatus,
    ...(product.sourceStatus ? { sourceStatus: product.sourceStatus } : {}),
    paymentChangedDate: isoSeconds(placed + product.paymentAfterMinutes * MINUTE),
    orderSource: product.orderSource,
    ...(product.parcel ? { trackingUrl: `https://tracking.example.com/parcel/${product.parcel}` } : {}),
    price: { amount: product.amount, currency: product.currency },
  };
}

/** What the superorder cost after its voucher (a percentage off, or an amount off), never below 0. */
function totalOf(plan: SuperOrderPlan): { amount: number; currency: string } {
  const sum = plan.orders.reduce((total, o) => total + o.amount, 0);
  const voucher = plan.voucher ? findVoucher(plan.voucher) : undefined;
  let discount = 0;
  if (voucher?.discountType === 'Percentage') discount = (sum * voucher.discountValue) / 100;
  if (voucher?.discountType === 'Amount') discount = voucher.discountValue;
  const amount = Math.max(0, Math.round((sum - discount) * 100) / 100);
  return { amount, currency: plan.orders[0]?.currency ?? 'EUR' };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from the expected date onward that production still needs, per status. */
const DAYS_LEFT: Partial<Record<OrderStatus, number>> = {
  Received: 6,
  Confirmed: 5,
  ProductionStarted: 3,
  ProductionCompleted: 2,
};

/** Expected delivery window of one order, or null when there is none (cancelled, long delivered). */
function productDeliveryWindow(
  plan: SuperOrderPlan,
  product: ProductPlan,
  now: Date,
): { earliest: number; latest: number; delayed: boolean } | null {
  const placed = placedAt(plan, now);
  const today = startOfUtcDay(now);
  if (product.status === 'Cancelled') return null;
  if (product.status === 'Dispatched') {
    // Only recently dispatched orders still have their delivery window.
    if (plan.anchor !== 'today') return null;
    const earliest = startOfUtcDay(new Date(placed + 6 * DAY));
    return { earliest, latest: earliest + 2 * DAY, delayed: false };
  }
  if (plan.delayed) return { earliest: today + 4 * DAY, latest: today + 7 * DAY, delayed: true };
  const left = DAYS_LEFT[product.status] ?? 5;
  const earliest = Math.max(startOfUtcDay(new Date(placed + 7 * DAY)), today + left * DAY);
  return { earliest, latest: earliest + 3 * DAY, delayed: false };
}

/**
 * Delivery dates of a superorder (by its code: the span over its orders) or of one order (by its code);
 * null when there are none.
 */
export function deliveryDatesOf(plan: SuperOrderPlan, code: string, now: Date): DeliveryDates | null {
  const products = code === plan.code ? plan.orders : plan.orders.filter((o) => o.code === code);
  const windows = products.flatMap((product) => productDeliveryWindow(plan, product, now) ?? []);
  if (windows.length === 0) return null;
  return {
    orderCode: code,
    earliestDeliveryDate: isoDate(Math.min(...windows.map((w) => w.earliest))),
    latestDeliveryDate: isoDate(Math.max(...windows.map((w) => w.latest))),
    isDelayed: windows.some((w) => w.delayed),
  };
}

/** End of next year: the seeded vouchers stay valid whenever the mock runs. */
export function voucherValidUntil(now: Date): string {
  return `${now.getUTCFullYear() + 1}-12-31T23:59:59Z`;
}

// ---------------------------------------------------------------------------------------------------------
// The store: delivery address changes over the seed

export interface DeliveryChange {
  deliveryAddress: Address;
  deliveryType: DeliveryType;
}

export interface OrdersState extends ServiceState {
  plans: Plans;
  /** Delivery address changes by superorder code. */
  deliveryChanges: Map<string, DeliveryChange>;
}

/** The seeded order plans (never changed) and the delivery changes over them (`reset` drops these). */
export function createOrdersState({ accounts }: Pick<StateInputs, 'accounts'>): OrdersState {
  const deliveryChanges = new Map<string, DeliveryChange>();
  return { plans: orderPlans(accounts), deliveryChanges, reset: () => deliveryChanges.clear() };
}

export function toSuperOrder(store: OrdersState, plan: SuperOrderPlan, now: Date): SuperOrder {
  const placed = placedAt(plan, now);
  const change = store.deliveryChanges.get(plan.code);
  const voucher = plan.voucher ? findVoucher(plan.voucher) : undefined;
  const deliveryAddress = change?.deliveryAddress ?? plan.deliveryAddress;
  return {
    code: plan.code,
    createdAt: isoSeconds(placed),
    orderCount: plan.orders.length,
    orders: plan.orders.map((product) => toOrder(product, placed)),
    deliveryType: change?.deliveryType ?? plan.deliveryType,
    deliveryAddress: { ...deliveryAddress },
    totalPrice: totalOf(plan),
    voucher: plan.voucher,
    voucherDetails: voucher
      ? {
          code: voucher.code,
          discountValue: voucher.discountValue,
          currency: voucher.discountType === 'Amount' ? currencyOf(deliveryAddress.countryCode) : '%',
        }
      : null,
  };
}

/** The superorders of an account, newest first. */
export function accountPlans(store: OrdersState, accountId: string, now: Date): SuperOrderPlan[] {
  const list = store.plans.byAccount.get(accountId) ?? [];
  return [...list].sort((a, b) => placedAt(b, now) - placedAt(a, now) || (a.code < b.code ? -1 : 1));
}

/** A superorder of the account by code (another account's code is not found). */
export function findSuperOrderPlan(
  store: OrdersState,
  accountId: string,
  code: string,
): SuperOrderPlan | undefined {
  const plan = store.plans.bySuperCode.get(code);
  return plan?.accountId === accountId ? plan : undefined;
}

/** An order (product) of the account by code. */
export function findProductPlan(
  store: OrdersState,
  accountId: string,
  code: string,
): { plan: SuperOrderPlan; product: ProductPlan } | undefined {
  const found = store.plans.byOrderCode.get(code);
  return found?.plan.accountId === accountId ? found : undefined;
}

/** The order of the account as the service returns it. */
export function orderOf(plan: SuperOrderPlan, product: ProductPlan, now: Date): Order {
  return toOrder(product, placedAt(plan, now));
}

/** Why the delivery address can no longer change, or null when it can. */
export function deliveryChangeRefusal(plan: SuperOrderPlan): string | null {
  const open = plan.orders.every((o) => o.status === 'Received' || o.status === 'Confirmed');
  return open ? null : 'The delivery address can no longer be changed.';
}

export function changeDelivery(store: OrdersState, plan: SuperOrderPlan, address: Address): void {
  store.deliveryChanges.set(plan.code, { deliveryAddress: { ...address }, deliveryType: 'Home' });
}

// ---------------------------------------------------------------------------------------------------------
// Reorder

export type ReorderAvailability = 'Available' | 'PartiallyAvailable' | 'NotAvailable';

/**
 * Whether an order (product) can be reordered in the shop: an Albelli order (Resnap orders are made in the
 * app) of an article still sold, of a superorder that has not expired (its project is gone). Assumed.
 */
export function isReorderable(plan: SuperOrderPlan, product: ProductPlan): boolean {
  return (
    product.orderSource === 'Albelli' &&
    !articleByName.get(product.articleName)?.discontinued &&
    !isExpired(plan)
  );
}

/** Availability of a superorder (by its code: over its orders) or of one order (by its code). */
export function reorderAvailability(plan: SuperOrderPlan, code: string): ReorderAvailability {
  const products = code === plan.code ? plan.orders : plan.orders.filter((o) => o.code === code);
  const reorderable = products.filter((product) => isReorderable(plan, product)).length;
  if (reorderable === 0) return 'NotAvailable';
  return reorderable === products.length ? 'Available' : 'PartiallyAvailable';
}

/** The superorder a code names for this account: its own code, or the code of one of its orders. */
export function planOfCode(store: OrdersState, accountId: string, code: string): SuperOrderPlan | undefined {
  return findSuperOrderPlan(store, accountId, code) ?? findProductPlan(store, accountId, code)?.plan;
}
