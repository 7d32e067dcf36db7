import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SEED_REFERENCE_DATE, type DemoAccount } from '../accounts';
import { findOrderByCode, isPhotoBookArticle, orderCodesOf } from '../db/orders';
import { fakeVerifier } from '../testing/fake-identity';
import { setupHandlerServer } from '../testing/handler-server';
import { addressErrors, createOrdersHandlers } from './orders';

// Every response is checked against the contract (a mismatch answers 500).
process.env.MOCK_VALIDATE_RESPONSES = '1';

const API = 'http://api.test/orders-api';
const DAY = 24 * 60 * 60_000;
const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const demo = account('demo@example.com');
const business = account('business@example.com');
const empty = account('empty@example.com');

/** The mock's clock: recent orders and cut-off dates are relative to it. */
let clock = new Date('2027-03-10T09:30:00Z');
const resets: (() => void)[] = [];
const api = setupHandlerServer(
  createOrdersHandlers({
    verifier: fakeVerifier,
    accounts: DEMO_ACCOUNTS,
    onReset: (fn) => resets.push(fn),
    now: () => clock,
  }),
  {
    base: API,
    deps: {
      reset() {
        for (const fn of resets) fn();
        clock = new Date('2027-03-10T09:30:00Z');
      },
    },
  },
);

type Order = {
  code: string;
  status: string;
  paymentStatus?: string;
  paymentChangedDate?: string;
  createdAt?: string;
  orderSource: string;
  articleName?: string;
  sourceStatus?: string;
};
type SuperOrder = {
  code: string;
  createdAt: string;
  orderCount: number;
  orders: Order[];
  deliveryType?: string;
  deliveryAddress?: Record<string, string>;
  voucher?: string | null;
};

const request = (method: string, path: string, email: string | null = demo.email, body?: unknown) =>
  api.call(method, path, { as: email, body });
const get = (path: string, email: string | null = demo.email) => request('GET', path, email);

async function allSuperOrders(email: string, state = 'notExpired'): Promise<SuperOrder[]> {
  const items: SuperOrder[] = [];
  let total = Infinity;
  while (items.length < total) {
    const res = await get(`/v2/superorders/me?Offset=${items.length}&Limit=10&OrderState=${state}`, email);
    expect(res.status).toBe(200);
    total = res.body.total;
    if (res.body.items.length === 0) break;
    items.push(...res.body.items);
  }
  return items;
}

/** Recent as my-photos.md section 9 says: within 30 days, but not dispatched with payment changed > 14 days ago. */
function isRecent(order: SuperOrder, now: Date): boolean {
  const age = now.getTime() - Date.parse(order.createdAt);
  if (age > 30 * DAY) return false;
  return order.orders.some(
    (o) => !(o.status === 'Dispatched' && now.getTime() - Date.parse(o.paymentChangedDate ?? '') > 14 * DAY),
  );
}

const validAddress = {
  firstName: 'Bea',
  lastName: 'Business',
  companyName: 'Studio B',
  streetName: 'Keizersgracht',
  streetNumber: '123a',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
};

describe('the widgets look-ups (orderCodesOf, findOrderByCode)', () => {
  it('are deterministic and independent of the date', () => {
    const codes = orderCodesOf(demo.accountId);
    expect(codes.length).toBeGreaterThan(25);
    expect(orderCodesOf(demo.accountId)).toEqual(codes);
    for (const code of codes) expect(code).toMatch(/^\d{9}-\d+$/);
    const later = findOrderByCode(codes[0]!, new Date('2030-01-01T00:00:00Z'));
    expect(later?.order.code).toBe(codes[0]);
  });

  it('gives the same codes on every run (other services rely on them)', () => {
    expect(orderCodesOf(demo.accountId).slice(0, 4)).toEqual([
      '716769669-1',
      '574345973-1',
      '263352666-1',
      '263352666-2',
    ]);
  });

  it('gives empty@ and unknown accounts no codes', () => {
    expect(orderCodesOf(empty.accountId)).toEqual([]);
    expect(orderCodesOf('not-an-account')).toEqual([]);
  });

  it('finds every code with its owner, and codes are unique across accounts', () => {
    const seen = new Set<string>();
    for (const a of DEMO_ACCOUNTS) {
      for (const code of orderCodesOf(a.accountId)) {
        expect(seen.has(code)).toBe(false);
        seen.add(code);
        const found = findOrderByCode(code);
        expect(found?.accountId).toBe(a.accountId);
        expect(code.startsWith(`${found?.superOrderCode}-`)).toBe(true);
      }
    }
    expect(findOrderByCode('000000000-1')).toBeUndefined();
  });

  it('includes photo books (online versions) for demo@', () => {
    const books = orderCodesOf(demo.accountId).filter((c) =>
      isPhotoBookArticle(findOrderByCode(c)?.order.articleName),
    );
    expect(books.length).toBeGreaterThan(3);
  });

  it('agree with what the service lists', async () => {
    const res = await get(`/orders/byAccount/${demo.accountId}?limit=100`);
    expect(res.body.items.map((o: Order) => o.code)).toEqual(orderCodesOf(demo.accountId));
  });
});

describe('GET /v2/superorders/me', () => {
  it('pages demo@ 25 superorders (not expired) newest first, each once', async () => {
    const items = await allSuperOrders(demo.email);
    expect(items).toHaveLength(25);
    expect(new Set(items.map((s) => s.code)).size).toBe(25);
    const dates = items.map((s) => s.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const s of items) expect(s.orderCount).toBe(s.orders.length);
    const first = await get('/v2/superorders/me?OrderState=notExpired');
    expect(first.body.total).toBe(25);
    expect(first.body.items).toHaveLength(25);
  });

  it('spans about 3 years, with expired ones only under OrderState=expired/all', async () => {
    const items = await allSuperOrders(demo.email);
    const oldest = Date.parse(items.at(-1)!.createdAt);
    expect(SEED_REFERENCE_DATE.getTime() - oldest).toBeGreaterThan(2.5 * 365 * DAY);
    const expired = await allSuperOrders(demo.email, 'expired');
    expect(expired.length).toBe(2);
    expect((await allSuperOrders(demo.email, 'all')).length).toBe(27);
    expect((await get('/v2/superorders/me')).body.total).toBe(25);
  });

  it('has every internal status, both sources, both delivery types, vouchers, one cancelled', async () => {
    const items = await allSuperOrders(demo.email);
    const orders = items.flatMap((s) => s.orders);
    const statuses = new Set(orders.map((o) => o.status));
    for (const status of [
      'Received',
      'Confirmed',
      'ProductionStarted',
      'ProductionCompleted',
      'Dispatched',
    ]) {
      expect(statuses).toContain(status);
    }
    expect(items.filter((s) => s.orders.every((o) => o.status === 'Cancelled'))).toHaveLength(1);
    const payments = new Set(orders.map((o) => o.paymentStatus));
    for (const p of ['paymentPending', 'paymentFailed', 'paymentSuccess', 'paymentFree'])
      expect(payments).toContain(p);
    expect(new Set(orders.map((o) => o.orderSource))).toEqual(new Set(['Albelli', 'Resnap']));
    for (const o of orders) expect(o.sourceStatus !== undefined).toBe(o.orderSource === 'Resnap');
    expect(new Set(items.map((s) => s.deliveryType))).toEqual(new Set(['Home', 'PickupPoint']));
    expect(items.some((s) => s.voucher)).toBe(true);
  });

  it('always has recent orders relative to the current date', async () => {
    for (const now of ['2027-03-10T09:30:00Z', '2029-08-01T23:00:00Z']) {
      clock = new Date(now);
      const items = await allSuperOrders(demo.email);
      const recent = items.filter((s) => isRecent(s, clock));
      expect(recent.length).toBeGreaterThanOrEqual(6);
      expect(items.filter((s) => Date.parse(s.createdAt) > clock.getTime())).toEqual([]);
      // A dispatched order of the last 30 days whose payment changed over 14 days ago is not recent.
      expect(
        items.some((s) => clock.getTime() - Date.parse(s.createdAt) < 30 * DAY && !isRecent(s, clock)),
      ).toBe(true);
    }
  });

  it('seeds delivery addresses that pass the address checks', async () => {
    for (const email of DEMO_ACCOUNTS.map((a) => a.email)) {
      for (const s of await allSuperOrders(email, 'all')) {
        expect(addressErrors(s.deliveryAddress as never), JSON.stringify(s.deliveryAddress)).toEqual([]);
      }
    }
  });

  it('gives business@ a few and empty@ none', async () => {
    expect((await allSuperOrders(business.email)).length).toBe(4);
    expect(await get('/v2/superorders/me', empty.email)).toMatchObject({
      status: 200,
      body: { items: [], total: 0 },
    });
  });

  it('answers 401 without a token and 400 for a limit over 100', async () => {
    expect((await get('/v2/superorders/me', null)).status).toBe(401);
    const res = await get('/v2/superorders/me?Limit=101');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Limit');
  });
});

describe('superorders and orders by code', () => {
  it('answers the caller own superorder and order, and 404 for another account', async () => {
    const [first] = await allSuperOrders(demo.email);
    const superOrder = await get(`/v1/superorders/${first!.code}`);
    expect(superOrder.status).toBe(200);
    expect(superOrder.body).toEqual(first);
    const order = await get(`/v1/Orders/${first!.orders[0]!.code}`);
    expect(order.body).toMatchObject({ code: first!.orders[0]!.code, createdAt: first!.createdAt });
    for (const path of [`/v1/superorders/${first!.code}`, `/v1/Orders/${first!.orders[0]!.code}`]) {
      const other = await get(path, business.email);
      expect(other.status).toBe(404);
      expect(other.contentType).toBe('application/problem+json');
    }
    expect((await get('/v1/Orders/unknown-1')).status).toBe(404);
  });
});

describe('PUT /v1/superorders/{id}/deliveryAddress', () => {
  async function businessOrder(status: string) {
    const items = await allSuperOrders(business.email);
    const found = items.find((s) => s.orders.every((o) => o.status === status));
    if (!found) throw new Error(`no ${status} superorder`);
    return found;
  }

  it('changes the address of an order not yet in production; the reset puts it back', async () => {
    const order = await businessOrder('Confirmed');
    const put = await request(
      'PUT',
      `/v1/superorders/${order.code}/deliveryAddress`,
      business.email,
      validAddress,
    );
    expect(put.status).toBe(204);
    const after = await get(`/v1/superorders/${order.code}`, business.email);
    expect(after.body.deliveryAddress).toEqual(validAddress);
    expect(after.body.deliveryType).toBe('Home');
    for (const fn of resets) fn();
    expect((await get(`/v1/superorders/${order.code}`, business.email)).body.deliveryAddress).toEqual(
      order.deliveryAddress,
    );
  });

  it('keeps only the declared address fields: a nested undeclared one leaves the superorder and the list intact (issue 24)', async () => {
    const order = await businessOrder('Confirmed');
    const nested = JSON.parse(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`) as unknown;
    const put = await request('PUT', `/v1/superorders/${order.code}/deliveryAddress`, business.email, {
      ...validAddress,
      extra: nested,
      note: 'not in the contract',
    });
    expect(put.status).toBe(204);
    const after = await get(`/v1/superorders/${order.code}`, business.email);
    expect(after.status).toBe(200);
    expect(after.body.deliveryAddress).toEqual(validAddress);
    const list = await get('/v2/superorders/me', business.email);
    expect(list.status).toBe(200);
  });

  it('answers 409 once the order is in production or dispatched', async () => {
    for (const status of ['ProductionStarted', 'Dispatched']) {
      const order = await businessOrder(status);
      const put = await request(
        'PUT',
        `/v1/superorders/${order.code}/deliveryAddress`,
        business.email,
        validAddress,
      );
      expect(put.status).toBe(409);
      expect(put.body.detail).toMatch(/can no longer be changed/);
      expect((await get(`/v1/superorders/${order.code}`, business.email)).body.deliveryAddress).toEqual(
        order.deliveryAddress,
      );
    }
  });

  it('answers 400 naming the field for an invalid postal code, street number or missing field', async () => {
    const order = await businessOrder('Confirmed');
    const path = `/v1/superorders/${order.code}/deliveryAddress`;
    const postal = await request('PUT', path, business.email, { ...validAddress, postalCode: '10155' });
    expect(postal.status).toBe(400);
    expect(postal.body.errors).toEqual([{ field: 'body.postalCode', message: 'Postal Code must be valid' }]);
    const street = await request('PUT', path, business.email, { ...validAddress, streetNumber: 'abc' });
    expect(street.body.errors).toEqual([
      { field: 'body.streetNumber', message: 'Street number must be valid' },
    ]);
    const missing = await request('PUT', path, business.email, { ...validAddress, city: undefined });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.errors)).toContain('city');
    expect((await get(`/v1/superorders/${order.code}`, business.email)).body.deliveryAddress).toEqual(
      order.deliveryAddress,
    );
  });

  it('answers 404 for another account order', async () => {
    const order = await businessOrder('Confirmed');
    const put = await request(
      'PUT',
      `/v1/superorders/${order.code}/deliveryAddress`,
      demo.email,
      validAddress,
    );
    expect(put.status).toBe(404);
  });
});

describe('GET /orders/byAccount/{accountId}', () => {
  it('pages the orders of the account, filtered by article names', async () => {
    const page = await get(`/orders/byAccount/${demo.accountId}`);
    expect(page.body.items).toHaveLength(10);
    const total = page.body.total as number;
    const codes: string[] = [];
    for (let offset = 0; offset < total; offset += 10) {
      codes.push(
        ...(await get(`/orders/byAccount/${demo.accountId}?offset=${offset}`)).body.items.map(
          (o: Order) => o.code,
        ),
      );
    }
    expect(new Set(codes).size).toBe(total);
    const books = await get(
      `/orders/byAccount/${demo.accountId}?articleNames=PAP_LAY_FLAT_A4,PB_HARDCOVER_A4&limit=100`,
    );
    expect(books.body.total).toBeGreaterThan(0);
    expect(books.body.total).toBeLessThan(total);
    for (const o of books.body.items) expect(['PAP_LAY_FLAT_A4', 'PB_HARDCOVER_A4']).toContain(o.articleName);
  });

  it('answers 403 for another account and 400 for a bad limit', async () => {
    const other = await get(`/orders/byAccount/${business.accountId}`);
    expect(other.status).toBe(403);
    expect(other.contentType).toBe('application/problem+json');
    expect((await get(`/orders/byAccount/${demo.accountId}?limit=0`)).status).toBe(400);
  });
});

describe('GET /OrderDeliveryDates/{id}', () => {
  it('gives in-progress orders a window from today on, the delayed one isDelayed', async () => {
    const items = await allSuperOrders(demo.email);
    const inProgress = items.filter((s) =>
      s.orders.every((o) => !['Dispatched', 'Cancelled'].includes(o.status)),
    );
    expect(inProgress.length).toBeGreaterThanOrEqual(5);
    const today = clock.toISOString().slice(0, 10);
    const delayed: string[] = [];
    for (const s of inProgress) {
      const res = await get(`/OrderDeliveryDates/${s.code}`);
      expect(res.status).toBe(200);
      expect(res.body.earliestDeliveryDate > today).toBe(true);
      expect(res.body.latestDeliveryDate >= res.body.earliestDeliveryDate).toBe(true);
      if (res.body.isDelayed) delayed.push(s.code);
      const byOrder = await get(`/OrderDeliveryDates/${s.orders[0]!.code}`);
      expect(byOrder.body.orderCode).toBe(s.orders[0]!.code);
    }
    expect(delayed).toHaveLength(1);
  });

  it('answers 404 (none) for cancelled and long-delivered orders and other accounts', async () => {
    const items = await allSuperOrders(demo.email);
    const cancelled = items.find((s) => s.orders.every((o) => o.status === 'Cancelled'))!;
    expect((await get(`/OrderDeliveryDates/${cancelled.code}`)).status).toBe(404);
    expect((await get(`/OrderDeliveryDates/${items.at(-1)!.code}`)).status).toBe(404);
    expect((await get(`/OrderDeliveryDates/${items[0]!.code}`, business.email)).status).toBe(404);
  });
});

describe('GET /api/v1/campaigns/offers/{code}', () => {
  it('answers seeded voucher codes, in any case, valid until after today', async () => {
    const res = await get('/api/v1/campaigns/offers/welcome10');
    expect(res.body).toMatchObject({ code: 'WELCOME10', discountType: 'Percentage', discountValue: 10 });
    expect(Date.parse(res.body.validUntil)).toBeGreaterThan(clock.getTime());
  });

  it('refreshes the voucher of an order by its code', async () => {
    const items = await allSuperOrders(demo.email);
    const withVoucher = items.find((s) => s.voucher)!;
    const res = await get(`/api/v1/campaigns/offers/${withVoucher.orders[0]!.code}`);
    expect(res.body.code).toBe(withVoucher.voucher);
    const without = items.find((s) => !s.voucher)!;
    expect((await get(`/api/v1/campaigns/offers/${without.code}`)).status).toBe(404);
  });

  it('answers 404 for unknown codes and 401 without a token', async () => {
    expect((await get('/api/v1/campaigns/offers/NOPE')).status).toBe(404);
    expect((await get('/api/v1/campaigns/offers/WELCOME10', null)).status).toBe(401);
  });
});

describe('cut-off data', () => {
  it('lists article groups with the coming Christmas cut-off', async () => {
    clock = new Date('2027-12-20T10:00:00Z');
    const res = await get('/v1/ArticleGroup');
    const books = res.body.find((g: { id: string }) => g.id === 'photobooks');
    expect(books.articleNames).toContain('PAP_LAY_FLAT_A4');
    expect(books.cutOffDate).toBe('2027-12-14T23:59:00Z');
    clock = new Date('2027-12-27T10:00:00Z');
    expect((await get('/v1/ArticleGroup')).body[0].cutOffDate).toMatch(/^2028-12-/);
  });

  it('answers a campaign by name (current or next period) and 404 for unknown ones', async () => {
    clock = new Date('2027-12-01T00:00:00Z');
    const christmas = await get('/v1/Campaign/Christmas');
    expect(christmas.body).toEqual({
      name: 'christmas',
      startDate: '2027-11-01T00:00:00Z',
      endDate: '2027-12-24T23:59:00Z',
    });
    const summer = await get('/v1/Campaign/summer');
    expect(summer.body.startDate).toBe('2028-07-01T00:00:00Z');
    expect((await get('/v1/Campaign/easter')).status).toBe(404);
  });
});

describe('GET /v1/blockedorders/{id} (anonymous)', () => {
  it('answers without a token: blocked with a reason, or not blocked', async () => {
    const items = await allSuperOrders(demo.email);
    const results = await Promise.all(items.map((s) => get(`/v1/blockedorders/${s.code}`, null)));
    const blocked = results.filter((r) => r.body.isBlocked);
    expect(blocked).toHaveLength(1);
    expect(blocked[0]!.body.reason).toBe('Payment verification failed');
    expect(results.every((r) => r.status === 200)).toBe(true);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await get('/v1/blockedorders/999', null)).status).toBe(404);
  });
});
