/**
 * Orders service (openapi/services/orders.yaml): the signed-in customer's superorders and orders, the delivery
 * address change, delivery dates, voucher offers, cut-off data (article groups, campaigns) and blocked orders.
 * Authentication and request validation happen in `createServiceHttp` (from the contract); the data and its
 * seed are in db/orders.ts (which also lists the assumptions about the data).
 *
 * Assumptions where the documents say nothing:
 * - Codes of another account answer 404, like unknown codes; listOrdersByAccount for another account 403.
 * - getOrderDeliveryDates takes a superorder code (the span over its orders) or an order code.
 * - getVoucherOffer takes a voucher code (any customer) or a code of the caller's superorder or order
 *   (the "voucher refresh by product code"): the offer of the voucher used on it.
 * - listArticleGroups: one group per product family, each with its Christmas cut-off date; getCampaign knows
 *   a few seasonal campaigns. Both are dated for the current or next occurrence (relative to today).
 * - The address change checks postal codes and street numbers per country (account-area.md section 5 names
 *   the messages, not the rules): 400 with the field and the message the app shows.
 */
import type { HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/orders';
import {
  ORDER_ARTICLES,
  accountPlans,
  changeDelivery,
  createOrdersState,
  deliveryChangeRefusal,
  deliveryDatesOf,
  findProductPlan,
  findSuperOrderPlan,
  findVoucher,
  matchesOrderState,
  orderOf,
  planOfCode,
  toSuperOrder,
  voucherValidUntil,
  type Address,
  type OrderArticle,
} from '../db/orders';
import type { TokenVerifier } from '../http/auth';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { FieldError } from '../openapi/request-validator';
import type { HandlerDeps } from '../deps';

export interface OrdersHandlerDeps extends Pick<HandlerDeps, 'accounts' | 'onReset' | 'control'> {
  verifier: TokenVerifier;
  /** The clock recent orders and cut-off dates are relative to (tests pin it). */
  now?: () => Date;
}

const notFound = (what: string, code: string) => problemResponse(404, `No ${what} ${code}.`);

// ---------------------------------------------------------------------------------------------------------
// Cut-off data

const GROUP_NAMES: Record<OrderArticle['group'], string> = {
  photobooks: 'Photo books',
  prints: 'Prints',
  walldecor: 'Wall decor',
  calendars: 'Calendars',
  cards: 'Cards',
};

/** Last day (December) to order for delivery before Christmas. */
const CHRISTMAS_CUT_OFF_DAY: Record<OrderArticle['group'], number> = {
  photobooks: 14,
  prints: 19,
  walldecor: 12,
  calendars: 16,
  cards: 18,
};

/** The year of the coming (or current) Christmas. */
function christmasYear(now: Date): number {
  const year = now.getUTCFullYear();
  return now.getTime() > Date.UTC(year, 11, 24, 23, 59) ? year + 1 : year;
}

function articleGroups(now: Date) {
  const year = christmasYear(now);
  return (Object.keys(GROUP_NAMES) as OrderArticle['group'][]).map((id) => ({
    id,
    name: GROUP_NAMES[id],
    articleNames: ORDER_ARTICLES.filter((a) => a.group === id).map((a) => a.articleName),
    cutOffDate: new Date(Date.UTC(year, 11, CHRISTMAS_CUT_OFF_DAY[id], 23, 59))
      .toISOString()
      .replace('.000', ''),
  }));
}

interface CampaignPeriod {
  /** Start and end (inclusive day) in a given year, UTC. */
  period(year: number): [start: number, end: number];
}

/** The fourth Thursday of November, plus one day. */
function blackFriday(year: number): number {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstOfNovember + 7) % 7);
  return Date.UTC(year, 10, firstThursday + 21 + 1);
}

const DAY = 24 * 60 * 60_000;
const CAMPAIGNS: Record<string, CampaignPeriod> = {
  christmas: { period: (y) => [Date.UTC(y, 10, 1), Date.UTC(y, 11, 24, 23, 59)] },
  blackfriday: { period: (y) => [blackFriday(y), blackFriday(y) + 4 * DAY - 60_000] },
  valentines: { period: (y) => [Date.UTC(y, 1, 1), Date.UTC(y, 1, 14, 23, 59)] },
  mothersday: { period: (y) => [Date.UTC(y, 3, 20), Date.UTC(y, 4, 10, 23, 59)] },
  fathersday: { period: (y) => [Date.UTC(y, 4, 25), Date.UTC(y, 5, 15, 23, 59)] },
  summer: { period: (y) => [Date.UTC(y, 6, 1), Date.UTC(y, 7, 31, 23, 59)] },
};

const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');

/** The campaign's current or next period. */
function campaign(name: string, now: Date) {
  const key = name.trim().toLowerCase();
  const definition = CAMPAIGNS[key];
  if (!definition) return undefined;
  let [start, end] = definition.period(now.getUTCFullYear());
  if (end < now.getTime()) [start, end] = definition.period(now.getUTCFullYear() + 1);
  return { name: key, startDate: iso(start), endDate: iso(end) };
}

// ---------------------------------------------------------------------------------------------------------
// Address checks beyond the schema

const POSTAL_CODES: Record<string, RegExp> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  IE: /^[A-Z\d]{3} ?[A-Z\d]{4}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  AT: /^\d{4}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
};

export function addressErrors(address: Address): FieldError[] {
  const errors: FieldError[] = [];
  const postal = POSTAL_CODES[address.countryCode];
  if (postal && !postal.test(address.postalCode.trim())) {
    errors.push({ field: 'body.postalCode', message: 'Postal Code must be valid' });
  }
  if (!/^\d/.test(address.streetNumber.trim())) {
    errors.push({ field: 'body.streetNumber', message: 'Street number must be valid' });
  }
  if (!/\p{L}/u.test(address.streetName)) {
    errors.push({ field: 'body.streetName', message: 'Street name must be valid' });
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------

function voucherOffer(code: string, now: Date) {
  const voucher = findVoucher(code);
  if (!voucher) return undefined;
  return {
    code: voucher.code,
    title: voucher.title,
    discountType: voucher.discountType,
    discountValue: voucher.discountValue,
    validUntil: voucherValidUntil(now),
  };
}

export function createOrdersHandlers({
  verifier,
  accounts,
  onReset,
  control,
  now = () => new Date(),
}: OrdersHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'orders', verifier });
  const store = createOrdersState({ accounts });
  onReset(store.reset);
  control?.count('orders', (accountId) => accountPlans(store, accountId, now()).length);
  control?.accountReset((accountId) => {
    for (const plan of store.plans.byAccount.get(accountId) ?? []) store.deliveryChanges.delete(plan.code);
  });

  return [
    api.get('/v2/superorders/me', ({ claims, input, response }) => {
      const { Offset = 0, Limit = 100, OrderState = 'notExpired' } = input.query;
      const today = now();
      const all = accountPlans(store, claims.sub, today).filter((plan) =>
        matchesOrderState(plan, OrderState),
      );
      const items = all.slice(Offset, Offset + Limit).map((plan) => toSuperOrder(store, plan, today));
      return response(200).json({ items, total: all.length });
    }),

    api.get('/v1/superorders/{id}', ({ claims, input, response }) => {
      const plan = findSuperOrderPlan(store, claims.sub, input.path.id);
      if (!plan) return notFound('order', input.path.id);
      return response(200).json(toSuperOrder(store, plan, now()));
    }),

    api.put('/v1/superorders/{id}/deliveryAddress', ({ claims, input, response }) => {
      const plan = findSuperOrderPlan(store, claims.sub, input.path.id);
      if (!plan) return notFound('order', input.path.id);
      const errors = addressErrors(input.body);
      if (errors.length > 0) return problemResponse(400, errors.map((e) => e.message).join('; '), errors);
      const refusal = deliveryChangeRefusal(plan);
      if (refusal) return problemResponse(409, refusal);
      changeDelivery(store, plan, input.body);
      return response(204).empty();
    }),

    api.get('/orders/byAccount/{accountId}', ({ claims, input, response }) => {
      if (input.path.accountId !== claims.sub) {
        return problemResponse(403, 'The account is not the signed-in account.');
      }
      const { articleNames, offset = 0, limit = 10 } = input.query;
      // A comma list (style form, explode false), split by the request validator.
      const wanted = articleNames && articleNames.length > 0 ? new Set(articleNames) : null;
      const today = now();
      const all = accountPlans(store, claims.sub, today).flatMap((plan) =>
        plan.orders
          .filter((product) => !wanted || wanted.has(product.articleName))
          .map((product) => orderOf(plan, product, today)),
      );
      return response(200).json({ items: all.slice(offset, offset + limit), total: all.length });
    }),

    api.get('/v1/Orders/{id}', ({ claims, input, response }) => {
      const found = findProductPlan(store, claims.sub, input.path.id);
      if (!found) return notFound('order', input.path.id);
      return response(200).json(orderOf(found.plan, found.product, now()));
    }),

    api.get('/OrderDeliveryDates/{id}', ({ claims, input, response }) => {
      const plan = planOfCode(store, claims.sub, input.path.id);
      const dates = plan && deliveryDatesOf(plan, input.path.id, now());
      if (!dates) return notFound('delivery dates for order', input.path.id);
      return response(200).json(dates);
    }),

    api.get('/api/v1/campaigns/offers/{code}', ({ claims, input, response }) => {
      const today = now();
      const { code } = input.path;
      const voucher = findVoucher(code)?.code ?? planOfCode(store, claims.sub, code)?.voucher ?? undefined;
      const offer = voucher && voucherOffer(voucher, today);
      if (!offer) return notFound('voucher offer for', code);
      return response(200).json(offer);
    }),

    api.get('/v1/ArticleGroup', ({ response }) => response(200).json(articleGroups(now()))),

    api.get('/v1/Campaign/{name}', ({ input, response }) => {
      const found = campaign(input.path.name, now());
      if (!found) return notFound('campaign', input.path.name);
      return response(200).json(found);
    }),

    api.anonymous.get('/v1/blockedorders/{id}', ({ input, response }) => {
      const { id } = input.path;
      const plan = store.plans.bySuperCode.get(id) ?? store.plans.byOrderCode.get(id)?.plan;
      if (!plan) return notFound('order', id);
      return response(200).json({
        orderCode: id,
        isBlocked: plan.blockedReason !== undefined,
        ...(plan.blockedReason ? { reason: plan.blockedReason } : {}),
      });
    }),
  ];
}
