/**
 * The orders service's catalogue (part of db/orders.ts, see there): the contract's order types, the articles a
 * seeded order can hold (names as the merchandise catalogue spells them) and the voucher codes the service knows.
 */
import type { components } from '../../src/api/generated/orders';

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

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
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

export const articleByName = new Map(ORDER_ARTICLES.map((a) => [a.articleName, a]));

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
export const currencyOf = (countryCode: string) => CURRENCY[countryCode] ?? 'EUR';
