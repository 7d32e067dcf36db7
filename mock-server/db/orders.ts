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
 *
 * The parts: order-catalogue.ts (types, articles, vouchers), order-plan.ts (the seed plan per account), this file
 * (the look-ups, the dates of a plan, the store and reorder).
 */
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE, findAccountById } from '../accounts';
import {
  articleByName,
  currencyOf,
  DAY,
  findVoucher,
  MINUTE,
  ORDER_EXPIRY_MS,
  type Address,
  type DeliveryDates,
  type DeliveryType,
  type Order,
  type OrderState,
  type OrderStatus,
  type SuperOrder,
} from './order-catalogue';
import { orderPlans, type Anchor, type Plans, type ProductPlan, type SuperOrderPlan } from './order-plan';
import { isoSeconds } from './schema';
import type { ServiceState, StateInputs } from './state';

export {
  isPhotoBookArticle,
  ORDER_ARTICLES,
  type Address,
  type DeliveryDates,
  type DeliveryType,
  type Order,
  type OrderArticle,
  type OrderState,
  type SuperOrder,
} from './order-catalogue';
export { orderPlans, type SuperOrderPlan } from './order-plan';
export { findVoucher };

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
