import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, serviceConfigured, tokenFor } from './lib/target';

type SuperOrder = { code: string; orders: { code: string; orderSource: string }[] };

/** The signed-in customer's superorders (orders service), the codes the reorder service takes. */
async function superOrders(token: string): Promise<SuperOrder[]> {
  const res = await call('listSuperOrders', { token, query: { Limit: 100, OrderState: 'notExpired' } });
  return res.body.items;
}

async function statusOf(token: string, code: string): Promise<string> {
  const res = await call('getReorderStatus', { token, path: { id: code } });
  expect(res.status).toBe(200);
  return res.body.status;
}

describe.skipIf(!serviceConfigured('reorder') || !serviceConfigured('orders'))('reorder service', () => {
  describe('getReorderStatus', () => {
    it('answers the availability of an order of the customer', async () => {
      const token = await tokenFor();
      const first = (await superOrders(token))[0];
      if (!first) return;
      const res = await call('getReorderStatus', { token, path: { id: first.code } });
      expect(res.status).toBe(200);
      expect(res.body.orderCode).toBe(first.code);
    });

    it.runIf(isMock)(
      'gives demo@ orders of every availability; Resnap orders are not available',
      async () => {
        const token = await tokenFor();
        const items = await superOrders(token);
        const statuses = await Promise.all(items.map((s) => statusOf(token, s.code)));
        expect(new Set(statuses)).toEqual(new Set(['Available', 'PartiallyAvailable', 'NotAvailable']));
        items.forEach((s, i) => {
          if (s.orders.every((o) => o.orderSource === 'Resnap')) expect(statuses[i]).toBe('NotAvailable');
        });
      },
    );

    it('answers 404 for an unknown code', async () => {
      const res = await call('getReorderStatus', { token: await tokenFor(), path: { id: '000000001' } });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)("answers 404 for another account's order", async () => {
      const code = (await superOrders(await tokenFor('business@example.com')))[0]!.code;
      expect((await call('getReorderStatus', { token: await tokenFor(), path: { id: code } })).status).toBe(
        404,
      );
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getReorderStatus', { path: { id: '000000001' } })).status).toBe(401);
    });
  });

  describe('reorderDirect', () => {
    it.runIf(isMock)('answers the shop URL of an order that can be reordered', async () => {
      const token = await tokenFor();
      const items = await superOrders(token);
      const statuses = await Promise.all(items.map((s) => statusOf(token, s.code)));
      const available = items[statuses.indexOf('Available')]!;
      const res = await call('reorderDirect', { token, query: { OrderCode: available.code } });
      expect(res.status).toBe(200);
      expect(new URL(res.body.ShopUrl).pathname).toContain(available.code);
    });

    it.runIf(isMock)('answers 409 for an order that cannot be reordered', async () => {
      const token = await tokenFor();
      const items = await superOrders(token);
      const statuses = await Promise.all(items.map((s) => statusOf(token, s.code)));
      const none = items[statuses.indexOf('NotAvailable')]!;
      expect((await call('reorderDirect', { token, query: { OrderCode: none.code } })).status).toBe(409);
    });

    it('answers 404 for an unknown order', async () => {
      const res = await call('reorderDirect', { token: await tokenFor(), query: { OrderCode: '000000001' } });
      expect(res.status).toBe(404);
    });

    it('answers 400 without OrderCode', async () => {
      const res = await call('reorderDirect', { token: await tokenFor() });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('reorderDirect', { query: { OrderCode: '000000001' } })).status).toBe(401);
    });
  });
});
