import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

type Order = {
  code: string;
  status: string;
  articleName?: string;
  price?: { amount: number; currency: string };
};
type SuperOrder = {
  code: string;
  createdAt: string;
  orderCount: number;
  orders: Order[];
  voucher?: string | null;
  deliveryAddress?: Record<string, string>;
  totalPrice?: { amount: number; currency: string };
};

const DAY = 24 * 60 * 60_000;

/** The subject (account id) of a JWT access token. */
function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8') || '{}') as { sub?: string };
  if (!claims.sub) throw new Error('the access token has no subject');
  return claims.sub;
}

/** Every superorder of the account: 100 at a time (the app's page size) until the total is reached. */
async function allSuperOrders(token: string, limit = 100): Promise<{ items: SuperOrder[]; total: number }> {
  const items: SuperOrder[] = [];
  let total = 0;
  do {
    const res = await call('listSuperOrders', {
      token,
      query: { Offset: items.length, Limit: limit, OrderState: 'notExpired' },
    });
    expect(res.status).toBe(200);
    total = res.body.total;
    if (res.body.items.length === 0) break;
    items.push(...res.body.items);
  } while (items.length < total);
  return { items, total };
}

const isOpen = (s: SuperOrder) => s.orders.every((o) => o.status === 'Received' || o.status === 'Confirmed');

describe.skipIf(!serviceConfigured('orders'))('orders service', () => {
  describe('listSuperOrders', () => {
    it('pages until the total is reached, each superorder once', async () => {
      const token = await tokenFor();
      const { items, total } = await allSuperOrders(token, 10);
      expect(items).toHaveLength(total);
      expect(new Set(items.map((s) => s.code)).size).toBe(total);
      for (const s of items) expect(s.orderCount).toBe(s.orders.length);
    });

    it.runIf(isMock)('prices each order and charges the superorder its sum less the voucher', async () => {
      const { items } = await allSuperOrders(await tokenFor());
      const withVoucher = items.find((s) => s.voucher === 'WELCOME10');
      const sum = withVoucher!.orders.reduce((total, o) => total + (o.price?.amount ?? 0), 0);
      expect(sum).toBeGreaterThan(0);
      expect(withVoucher!.totalPrice?.amount).toBeCloseTo(sum * 0.9, 2);
      expect(withVoucher!.totalPrice?.currency).toBe('GBP');
    });

    it.runIf(isMock)('has 300 superorders for orders300@, a page of 10 at a time', async () => {
      const token = await tokenFor('orders300@example.com');
      const res = await call('listSuperOrders', { token, query: { Offset: 290, Limit: 10 } });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(300);
      expect(res.body.items).toHaveLength(10);
    });

    it.runIf(isMock)('has demo@ 25 superorders over 3 years, recent ones in progress', async () => {
      const { items, total } = await allSuperOrders(await tokenFor());
      expect(total).toBe(25);
      const now = Date.now();
      const recent = items.filter((s) => now - Date.parse(s.createdAt) < 30 * DAY);
      expect(recent.length).toBeGreaterThanOrEqual(6);
      expect(recent.some((s) => s.orders.some((o) => o.status === 'ProductionStarted'))).toBe(true);
      expect(items.filter((s) => s.orders.every((o) => o.status === 'Cancelled'))).toHaveLength(1);
      expect(now - Date.parse(items.at(-1)!.createdAt)).toBeGreaterThan(2.5 * 365 * DAY);
    });

    it.runIf(isMock)('answers empty@ with no superorders', async () => {
      const res = await call('listSuperOrders', { token: await tokenFor('empty@example.com') });
      expect(res.body).toEqual({ items: [], total: 0 });
    });

    it('answers 400 for a limit over 100', async () => {
      const res = await call('listSuperOrders', { token: await tokenFor(), query: { Limit: 101 } });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listSuperOrders')).status).toBe(401);
    });
  });

  describe('getSuperOrder', () => {
    it('answers a superorder of the list', async () => {
      const token = await tokenFor();
      const { items } = await allSuperOrders(token);
      const first = items[0];
      if (!first) return;
      const res = await call('getSuperOrder', { token, path: { id: first.code } });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(first.code);
      expect(res.body.orders.map((o: Order) => o.code)).toEqual(first.orders.map((o) => o.code));
    });

    it('answers 404 for an unknown code', async () => {
      const res = await call('getSuperOrder', { token: await tokenFor(), path: { id: '000000001' } });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)("answers 404 for another account's superorder", async () => {
      const { items } = await allSuperOrders(await tokenFor('business@example.com'));
      const res = await call('getSuperOrder', { token: await tokenFor(), path: { id: items[0]!.code } });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getSuperOrder', { path: { id: '000000001' } })).status).toBe(401);
    });
  });

  describe('changeDeliveryAddress', () => {
    it.runIf(mutationsAllowed)(
      'changes the address of an order not in production (then puts it back)',
      async () => {
        const token = await tokenFor('business@example.com');
        const { items } = await allSuperOrders(token);
        const order = items.find(isOpen);
        if (!order?.deliveryAddress) return;
        const original = order.deliveryAddress;
        const changed = { ...original, streetNumber: '99', addressLine2: 'Back door' };
        const put = await call('changeDeliveryAddress', { token, path: { id: order.code }, body: changed });
        expect(put.status).toBe(204);
        const after = await call('getSuperOrder', { token, path: { id: order.code } });
        expect(after.body.deliveryAddress).toMatchObject({ streetNumber: '99', addressLine2: 'Back door' });
        const back = await call('changeDeliveryAddress', { token, path: { id: order.code }, body: original });
        expect(back.status).toBe(204);
        const restored = await call('getSuperOrder', { token, path: { id: order.code } });
        expect(restored.body.deliveryAddress).toEqual(original);
      },
    );

    it.runIf(isMock)('answers 409 once the order is dispatched', async () => {
      const token = await tokenFor('business@example.com');
      const { items } = await allSuperOrders(token);
      const sent = items.find((s) => s.orders.every((o) => o.status === 'Dispatched'))!;
      const res = await call('changeDeliveryAddress', {
        token,
        path: { id: sent.code },
        body: sent.deliveryAddress,
      });
      expect(res.status).toBe(409);
    });

    it('answers 400 for an address without a city', async () => {
      const token = await tokenFor('business@example.com');
      const { items } = await allSuperOrders(token);
      const body = {
        firstName: 'A',
        lastName: 'B',
        streetName: 'Main Street',
        streetNumber: '1',
        postalCode: '1015 CJ',
        countryCode: 'NL',
      };
      const res = await call('changeDeliveryAddress', {
        token,
        path: { id: items[0]?.code ?? '000000001' },
        body,
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('city');
    });

    it.runIf(isMock)('answers 400 naming the postal code when it is not valid for the country', async () => {
      const token = await tokenFor('business@example.com');
      const order = (await allSuperOrders(token)).items.find(isOpen)!;
      const res = await call('changeDeliveryAddress', {
        token,
        path: { id: order.code },
        body: { ...order.deliveryAddress, postalCode: 'ABC' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({
        field: 'body.postalCode',
        message: 'Postal Code must be valid',
      });
    });

    it('answers 404 for an unknown code', async () => {
      const body = {
        firstName: 'A',
        lastName: 'B',
        streetName: 'Main Street',
        streetNumber: '1',
        postalCode: '1015 CJ',
        city: 'Amsterdam',
        countryCode: 'NL',
      };
      const res = await call('changeDeliveryAddress', {
        token: await tokenFor(),
        path: { id: '000000001' },
        body,
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('changeDeliveryAddress', { path: { id: '000000001' }, body: {} });
      expect(res.status).toBe(401);
    });
  });

  describe('listOrdersByAccount', () => {
    /** The account id: the access token's subject (the app reads it from the token too). */
    const accountId = async (email?: string) => subjectOf(await tokenFor(email));

    it('pages the orders of the account until the total', async () => {
      const token = await tokenFor();
      const id = await accountId();
      const codes: string[] = [];
      let total = 0;
      do {
        const res = await call('listOrdersByAccount', {
          token,
          path: { accountId: id },
          query: { offset: codes.length, limit: 10 },
        });
        expect(res.status).toBe(200);
        total = res.body.total;
        if (res.body.items.length === 0) break;
        codes.push(...res.body.items.map((o: Order) => o.code));
      } while (codes.length < total);
      expect(new Set(codes).size).toBe(total);
    });

    it.runIf(isMock)('filters by article names (comma-separated)', async () => {
      const res = await call('listOrdersByAccount', {
        token: await tokenFor(),
        path: { accountId: await accountId() },
        query: { articleNames: 'PAP_LAY_FLAT_A4,PB_HARDCOVER_A4', limit: 100 },
      });
      expect(res.body.total).toBeGreaterThan(0);
      for (const o of res.body.items) expect(['PAP_LAY_FLAT_A4', 'PB_HARDCOVER_A4']).toContain(o.articleName);
    });

    it.runIf(isMock)('answers 403 for another account', async () => {
      const res = await call('listOrdersByAccount', {
        token: await tokenFor(),
        path: { accountId: await accountId('business@example.com') },
      });
      expect(res.status).toBe(403);
    });

    it('answers 400 for a limit of 0', async () => {
      const res = await call('listOrdersByAccount', {
        token: await tokenFor(),
        path: { accountId: await accountId() },
        query: { limit: 0 },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listOrdersByAccount', { path: { accountId: 'someone' } })).status).toBe(401);
    });
  });

  describe('getOrder', () => {
    it('answers an order of a superorder', async () => {
      const token = await tokenFor();
      const code = (await allSuperOrders(token)).items[0]?.orders[0]?.code;
      if (!code) return;
      const res = await call('getOrder', { token, path: { id: code } });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(code);
    });

    it('answers 404 for an unknown code', async () => {
      expect((await call('getOrder', { token: await tokenFor(), path: { id: '000000001-1' } })).status).toBe(
        404,
      );
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getOrder', { path: { id: '000000001-1' } })).status).toBe(401);
    });
  });

  describe('getOrderDeliveryDates', () => {
    it.runIf(isMock)('answers the dates of an order in progress, one of demo@ delayed', async () => {
      const token = await tokenFor();
      const { items } = await allSuperOrders(token);
      const inProgress = items.filter((s) =>
        s.orders.every((o) => !['Dispatched', 'Cancelled'].includes(o.status)),
      );
      const dates = await Promise.all(
        inProgress.map((s) => call('getOrderDeliveryDates', { token, path: { id: s.code } })),
      );
      for (const res of dates) expect(res.status).toBe(200);
      expect(dates.filter((res) => res.body.isDelayed)).toHaveLength(1);
    });

    it('answers 404 (no dates) for an unknown code', async () => {
      const res = await call('getOrderDeliveryDates', { token: await tokenFor(), path: { id: '000000001' } });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)('answers 404 for a cancelled order', async () => {
      const token = await tokenFor();
      const cancelled = (await allSuperOrders(token)).items.find((s) =>
        s.orders.every((o) => o.status === 'Cancelled'),
      )!;
      expect((await call('getOrderDeliveryDates', { token, path: { id: cancelled.code } })).status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getOrderDeliveryDates', { path: { id: '000000001' } })).status).toBe(401);
    });
  });

  describe('getVoucherOffer', () => {
    it.runIf(isMock)('answers a seeded voucher code', async () => {
      const res = await call('getVoucherOffer', { token: await tokenFor(), path: { code: 'WELCOME10' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 'WELCOME10', discountType: 'Percentage', discountValue: 10 });
    });

    it.runIf(isMock)("answers the voucher of an order by the order's code", async () => {
      const token = await tokenFor();
      const withVoucher = (await allSuperOrders(token)).items.find((s) => s.voucher)!;
      const res = await call('getVoucherOffer', { token, path: { code: withVoucher.orders[0]!.code } });
      expect(res.body.code).toBe(withVoucher.voucher);
    });

    it('answers 404 when no voucher is found', async () => {
      const res = await call('getVoucherOffer', {
        token: await tokenFor(),
        path: { code: 'NO-SUCH-VOUCHER-X' },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getVoucherOffer', { path: { code: 'WELCOME10' } })).status).toBe(401);
    });
  });

  describe('listArticleGroups', () => {
    it('answers the article groups', async () => {
      const res = await call('listArticleGroups', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    });

    it.runIf(isMock)('gives photo books a cut-off before the coming Christmas', async () => {
      const res = await call('listArticleGroups', { token: await tokenFor() });
      const books = res.body.find((g: { id: string }) => g.id === 'photobooks');
      expect(books.articleNames).toContain('PAP_LAY_FLAT_A4');
      expect(books.cutOffDate).toMatch(/^\d{4}-12-14T/);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listArticleGroups')).status).toBe(401);
    });
  });

  describe('getCampaign', () => {
    it.runIf(isMock)('answers a campaign by name', async () => {
      const res = await call('getCampaign', { token: await tokenFor(), path: { name: 'christmas' } });
      expect(res.status).toBe(200);
      expect(Date.parse(res.body.endDate)).toBeGreaterThan(Date.parse(res.body.startDate));
    });

    it('answers 404 for an unknown campaign', async () => {
      const res = await call('getCampaign', {
        token: await tokenFor(),
        path: { name: 'no-such-campaign-x' },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getCampaign', { path: { name: 'christmas' } })).status).toBe(401);
    });
  });

  describe('getBlockedOrder', () => {
    it('answers without a token for a known order', async () => {
      const code = (await allSuperOrders(await tokenFor())).items[0]?.code;
      if (!code) return;
      const res = await call('getBlockedOrder', { path: { id: code } });
      expect(res.status).toBe(200);
      expect(res.body.orderCode).toBe(code);
    });

    it.runIf(isMock)('reports the demo@ order whose payment verification failed as blocked', async () => {
      const { items } = await allSuperOrders(await tokenFor());
      const results = await Promise.all(items.map((s) => call('getBlockedOrder', { path: { id: s.code } })));
      const blocked = results.filter((r) => r.body.isBlocked);
      expect(blocked).toHaveLength(1);
      expect(blocked[0]!.body.reason).toBe('Payment verification failed');
    });

    it('answers 404 for an unknown code', async () => {
      expect((await call('getBlockedOrder', { path: { id: '000000001' } })).status).toBe(404);
    });
  });
});
