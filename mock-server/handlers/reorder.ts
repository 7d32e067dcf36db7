/**
 * Reorder service (openapi/services/reorder.yaml): whether an order can be reordered, and the direct reorder
 * that answers the shop URL to continue in. Reads the seeded orders of db/orders.ts.
 *
 * Assumptions where the documents say nothing:
 * - {id} / OrderCode is a superorder code (availability over its orders) or an order code; codes of another
 *   account answer 404 like unknown ones.
 * - An order can be reordered when it is an Albelli order (Resnap orders are made in the app) of an article
 *   still sold and has not expired (db/orders.ts `isReorderable`).
 * - The direct reorder of an order that cannot be reordered at all answers 409. Its ShopUrl is a URL on the
 *   mock ({publicUrl}/shop/reorder/{code}), where the mock serves a small shop basket page (not a contract
 *   route: the shop is another site), so the browser really arrives somewhere.
 */
import { http, type HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/reorder';
import { createOrdersState, planOfCode, reorderAvailability } from '../db/orders';
import type { TokenVerifier } from '../http/auth';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

export interface ReorderHandlerDeps extends Pick<HandlerDeps, 'accounts' | 'publicUrl'> {
  verifier: TokenVerifier;
}

export function reorderShopUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/shop/reorder/${encodeURIComponent(code)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shop's basket after a reorder (the page ShopUrl opens). */
function shopBasketPage(code: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shopping basket</title></head>
<body><main><h1>Shopping basket</h1><p>Your reorder of order ${escapeHtml(code)} is in your basket.</p></main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export function createReorderHandlers({ verifier, accounts, publicUrl }: ReorderHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'reorder', verifier });
  // Reorders change nothing the orders service shows: the seeded plans are all this service reads, so its
  // state is never changed and needs no reset.
  const store = createOrdersState({ accounts });

  return [
    api.get('/reorder/status/{id}', ({ claims, input, response }) => {
      const { id } = input.path;
      const plan = planOfCode(store, claims.sub, id);
      if (!plan) return problemResponse(404, `No order ${id}.`);
      return response(200).json({ orderCode: id, status: reorderAvailability(plan, id) });
    }),

    api.post('/reorder/direct', ({ claims, input, response }) => {
      const { OrderCode } = input.query;
      const plan = planOfCode(store, claims.sub, OrderCode);
      if (!plan) return problemResponse(404, `No order ${OrderCode}.`);
      if (reorderAvailability(plan, OrderCode) === 'NotAvailable') {
        return problemResponse(409, `Order ${OrderCode} cannot be reordered.`);
      }
      return response(200).json({ ShopUrl: reorderShopUrl(publicUrl, OrderCode) });
    }),

    http.get('*/shop/reorder/:code', ({ params }) => shopBasketPage(String(params.code))),
  ];
}
