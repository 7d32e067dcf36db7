import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { findOrderByCode, orderCodesOf, orderPlans, reorderAvailability } from '../db/orders';
import { fakeVerifier } from '../testing/fake-identity';
import { setupHandlerServer } from '../testing/handler-server';
import { createReorderHandlers } from './reorder';

// Every response is checked against the contract (a mismatch answers 500).
process.env.MOCK_VALIDATE_RESPONSES = '1';

const API = 'http://api.test/reorder';
const PUBLIC_URL = 'http://mock.test';
const [demo, business] = ['demo@example.com', 'business@example.com'].map((email) => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
}) as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];

const api = setupHandlerServer(
  createReorderHandlers({ verifier: fakeVerifier, accounts: DEMO_ACCOUNTS, publicUrl: PUBLIC_URL }),
  { base: API },
);

const request = (method: string, path: string, email: string | null = demo.email) =>
  api.call(method, path, { as: email });

/** demo@'s superorders by availability. */
function demoSuperOrders() {
  const plans = orderPlans(DEMO_ACCOUNTS).byAccount.get(demo.accountId) ?? [];
  const by = (status: string) => plans.filter((plan) => reorderAvailability(plan, plan.code) === status);
  return { available: by('Available'), partial: by('PartiallyAvailable'), none: by('NotAvailable') };
}

describe('GET /reorder/status/{id}', () => {
  it('gives demo@ orders of each availability', () => {
    const { available, partial, none } = demoSuperOrders();
    expect(available.length).toBeGreaterThan(5);
    expect(partial.length).toBeGreaterThanOrEqual(1);
    expect(none.length).toBeGreaterThanOrEqual(2);
    // Resnap orders (made in the app) and expired ones cannot be reordered.
    expect(none.some((plan) => plan.orders.every((o) => o.orderSource === 'Resnap'))).toBe(true);
  });

  it('answers the availability of a superorder and of its orders', async () => {
    const { partial } = demoSuperOrders();
    const plan = partial[0]!;
    const res = await request('GET', `/reorder/status/${plan.code}`);
    expect(res).toMatchObject({ status: 200, body: { orderCode: plan.code, status: 'PartiallyAvailable' } });
    const statuses = await Promise.all(
      plan.orders.map(async (o) => (await request('GET', `/reorder/status/${o.code}`)).body.status),
    );
    expect(new Set(statuses)).toEqual(new Set(['Available', 'NotAvailable']));
  });

  it('answers 404 for another account order or an unknown code, 401 without a token', async () => {
    const code = orderCodesOf(demo.accountId)[0]!;
    expect(findOrderByCode(code)?.accountId).toBe(demo.accountId);
    const other = await request('GET', `/reorder/status/${code}`, business.email);
    expect(other.status).toBe(404);
    expect(other.contentType).toBe('application/problem+json');
    expect((await request('GET', '/reorder/status/123')).status).toBe(404);
    expect((await request('GET', `/reorder/status/${code}`, null)).status).toBe(401);
  });
});

describe('POST /reorder/direct', () => {
  it('answers the shop URL of a reorderable order', async () => {
    const plan = demoSuperOrders().available[0]!;
    const res = await request('POST', `/reorder/direct?OrderCode=${plan.code}`);
    expect(res).toMatchObject({ status: 200, body: { ShopUrl: `${PUBLIC_URL}/shop/reorder/${plan.code}` } });
    const partial = demoSuperOrders().partial[0]!;
    expect((await request('POST', `/reorder/direct?OrderCode=${partial.code}`)).status).toBe(200);
  });

  it('answers 409 when nothing of the order can be reordered', async () => {
    const plan = demoSuperOrders().none[0]!;
    const res = await request('POST', `/reorder/direct?OrderCode=${plan.code}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(plan.code);
  });

  it('answers 404 for another account, 400 without OrderCode', async () => {
    const plan = demoSuperOrders().available[0]!;
    expect((await request('POST', `/reorder/direct?OrderCode=${plan.code}`, business.email)).status).toBe(
      404,
    );
    const missing = await request('POST', '/reorder/direct');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('OrderCode');
  });
});

describe('the shop page a reorder opens', () => {
  it('serves the basket page at the ShopUrl the direct reorder answered, with the code as text', async () => {
    const code = demoSuperOrders().available[0]!.code;
    const { body } = await request('POST', `/reorder/direct?OrderCode=${code}`);
    const page = await fetch(body.ShopUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`Your reorder of order ${code} is in your basket.`);
    const hostile = await fetch(`${PUBLIC_URL}/shop/reorder/${encodeURIComponent('<b>x</b>')}`);
    expect(await hostile.text()).not.toContain('<b>x</b>');
  });
});
