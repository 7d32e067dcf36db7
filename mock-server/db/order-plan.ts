/**
 * The orders seed plan (part of db/orders.ts, see there for the seed's rules): what each demo account has
 * ordered, without dates (each superorder's age from its anchor: today or SEED_REFERENCE_DATE), from faker with a
 * fixed seed per account, so codes, articles, statuses and addresses are the same on every run.
 */
import { base, de, en, en_GB, fr, nl, type Faker, type LocaleDefinition } from '@faker-js/faker';
import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts';
import {
  articleByName,
  currencyOf,
  DAY,
  HOUR,
  ORDER_ARTICLES,
  VOUCHERS,
  type Address,
  type DeliveryType,
  type OrderArticle,
  type OrderSource,
  type OrderStatus,
  type PaymentStatus,
  type SourceStatus,
} from './order-catalogue';
import { seededFaker } from './seeded-faker';

// ---------------------------------------------------------------------------------------------------------
// The plan: what is seeded, without dates

export type Anchor = 'today' | 'reference';

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

export interface ProductPlan {
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

export interface Plans {
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
