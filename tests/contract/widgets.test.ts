import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

type Order = { code: string; status: string; articleName?: string };
type Widget = { orderCode: string; widgetId?: string; status: string; url: string | null; isShared: boolean };

/** The account's order (product) codes, from the orders service as the app gets them, with their status. */
async function ordersOf(token: string): Promise<Order[]> {
  const orders: Order[] = [];
  let offset = 0;
  let total = 0;
  do {
    const res = await call('listSuperOrders', {
      token,
      query: { Offset: offset, Limit: 100, OrderState: 'all' },
    });
    expect(res.status).toBe(200);
    total = res.body.total;
    if (res.body.items.length === 0) break;
    offset += res.body.items.length;
    for (const superOrder of res.body.items) orders.push(...superOrder.orders);
  } while (offset < total);
  return orders;
}

async function widgetsOf(token: string, orders: Order[]): Promise<Widget[]> {
  if (orders.length === 0) return [];
  const res = await call('listWidgets', {
    token,
    query: { orderCodes: orders.map((o) => o.code).join(',') },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const b64 = (text: string) => Buffer.from(text).toString('base64');
const UNKNOWN_CODE = '000000000-9';
const CHANNEL = 'bonusprint-gb';

describe.skipIf(!serviceConfigured('widgets') || !serviceConfigured('orders'))('widgets service', () => {
  describe('listWidgets', () => {
    it('answers the widgets of the account’s photo-book orders', async () => {
      const token = await tokenFor();
      const orders = await ordersOf(token);
      const widgets = await widgetsOf(token, orders);
      const codes = new Set(orders.map((o) => o.code));
      for (const widget of widgets) {
        expect(codes.has(widget.orderCode)).toBe(true);
        if (widget.status !== 'Available') expect(widget.url).toBeNull();
      }
    });

    it.runIf(isMock)('shows demo@ widgets in every state, and none to a business account', async () => {
      const widgets = await widgetsOf(await tokenFor(), await ordersOf(await tokenFor()));
      expect(new Set(widgets.map((w) => w.status))).toEqual(
        new Set(['NotRequested', 'Requested', 'Available']),
      );
      const business = await tokenFor('business@example.com');
      expect(await widgetsOf(business, await ordersOf(business))).toEqual([]);
    });

    it('answers 400 without order codes', async () => {
      const res = await call('listWidgets', { token: await tokenFor() });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('orderCodes');
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listWidgets', { query: { orderCodes: UNKNOWN_CODE } })).status).toBe(401);
    });
  });

  describe('getWidget', () => {
    it('answers the widget of an order', async () => {
      const token = await tokenFor();
      const [widget] = await widgetsOf(token, await ordersOf(token));
      if (!widget) return;
      const res = await call('getWidget', { token, path: { code: widget.orderCode } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(widget);
    });

    it('answers 404 for an order code the account does not have', async () => {
      const res = await call('getWidget', { token: await tokenFor(), path: { code: UNKNOWN_CODE } });
      expect(res.status).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    });

    it('answers 401 without a bearer token (the app treats it as no widget)', async () => {
      expect((await call('getWidget', { path: { code: UNKNOWN_CODE } })).status).toBe(401);
    });
  });

  describe('the life of an online version: request, share, publish, delete', () => {
    it.runIf(mutationsAllowed)(
      'requests it, waits until it is Available, shares it, publishes it in the gallery and deletes it',
      async () => {
        const token = await tokenFor();
        const orders = await ordersOf(token);
        const produced = new Set(
          orders
            .filter((o) => o.status === 'Dispatched' || o.status === 'ProductionCompleted')
            .map((o) => o.code),
        );
        const candidate = (await widgetsOf(token, orders)).find(
          (w) => w.status === 'NotRequested' && produced.has(w.orderCode),
        );
        // A real account may have no such book; the mock's demo@ has several.
        if (!isMock && !candidate) return;
        expect(candidate, 'a produced photo book without an online version').toBeDefined();
        const code = candidate!.orderCode;

        const requested = await call('requestWidget', { token, path: { code } });
        expect(requested.status).toBe(202);
        expect(requested.body).toMatchObject({ orderCode: code, status: 'Requested' });

        let widget: Widget = requested.body;
        for (let i = 0; i < 40 && widget.status !== 'Available'; i++) {
          await sleep(250);
          widget = (await call('getWidget', { token, path: { code } })).body;
        }
        expect(widget.status).toBe('Available');
        expect(widget.url).toEqual(expect.any(String));
        const widgetId = widget.widgetId!;

        const shared = await call('shareWidget', {
          token,
          path: { code },
          query: {
            vendorId: CHANNEL,
            fromName: 'Contract Test',
            personalMessage: 'Have a look!',
            toEmailAddress: b64('friend@example.com'),
          },
        });
        expect(shared.status).toBe(204);
        expect((await call('getWidget', { token, path: { code } })).body.isShared).toBe(true);

        const entry = { widgetId, channel: CHANNEL, title: 'Contract test', categories: ['Travel'] };
        const created = await call('createGalleryEntry', { token, body: entry });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject(entry);
        const read = await call('getGalleryEntry', {
          token,
          path: { widgetId },
          query: { channel: CHANNEL },
        });
        expect(read.status).toBe(200);
        expect(read.body).toMatchObject(entry);
        const changed = { ...entry, title: 'Contract test, changed', categories: ['Travel', 'Family'] };
        const updated = await call('updateGalleryEntry', {
          token,
          path: { widgetId },
          query: { channel: CHANNEL },
          body: changed,
        });
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject(changed);
        const removed = await call('deleteGalleryEntry', {
          token,
          path: { widgetId },
          query: { channel: CHANNEL },
        });
        expect(removed.status).toBe(204);
        const gone = await call('getGalleryEntry', {
          token,
          path: { widgetId },
          query: { channel: CHANNEL },
        });
        expect(gone.status).toBe(404);

        expect((await call('deleteWidget', { token, path: { code } })).status).toBe(204);
        expect((await call('getWidget', { token, path: { code } })).status).toBe(404);
      },
    );

    it('answers 404 to a request for an order code the account does not have', async () => {
      const res = await call('requestWidget', { token: await tokenFor(), path: { code: UNKNOWN_CODE } });
      expect(res.status).toBe(404);
    });

    it('answers 401 to a request without a bearer token', async () => {
      expect((await call('requestWidget', { path: { code: UNKNOWN_CODE } })).status).toBe(401);
    });

    it('answers 404 to deleting a widget that does not exist', async () => {
      const res = await call('deleteWidget', { token: await tokenFor(), path: { code: UNKNOWN_CODE } });
      expect(res.status).toBe(404);
    });

    it('answers 400 to a share whose address is not a base64 e-mail address', async () => {
      const token = await tokenFor();
      const available = (await widgetsOf(token, await ordersOf(token))).find((w) => w.status === 'Available');
      const code = available?.orderCode ?? UNKNOWN_CODE;
      const res = await call('shareWidget', {
        token,
        path: { code },
        query: { vendorId: CHANNEL, fromName: 'Contract Test', toEmailAddress: b64('not-an-address') },
      });
      expect(res.status).toBe(available ? 400 : 404);
    });

    it('answers 404 to a share of a widget that does not exist', async () => {
      const res = await call('shareWidget', {
        token: await tokenFor(),
        path: { code: UNKNOWN_CODE },
        query: { vendorId: CHANNEL, fromName: 'Contract Test', toEmailAddress: b64('friend@example.com') },
      });
      expect(res.status).toBe(404);
    });
  });

  describe('gallery entries', () => {
    it.runIf(isMock)('serves the seeded gallery entry of demo@’s shared photo book', async () => {
      const token = await tokenFor();
      const shared = (await widgetsOf(token, await ordersOf(token))).filter((w) => w.isShared && w.widgetId);
      const entries = await Promise.all(
        shared.map((w) =>
          call('getGalleryEntry', { token, path: { widgetId: w.widgetId! }, query: { channel: CHANNEL } }),
        ),
      );
      expect(entries.some((e) => e.status === 200 && e.body.channel === CHANNEL)).toBe(true);
    });

    it('answers 400 to publishing a widget the account does not have', async () => {
      const res = await call('createGalleryEntry', {
        token: await tokenFor(),
        body: { widgetId: 'w-00000000', channel: CHANNEL },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 to publishing without a bearer token', async () => {
      const res = await call('createGalleryEntry', { body: { widgetId: 'w-00000000', channel: CHANNEL } });
      expect(res.status).toBe(401);
    });

    it('answers 404 for an entry that does not exist, 400 without the channel', async () => {
      const token = await tokenFor();
      const missing = await call('getGalleryEntry', {
        token,
        path: { widgetId: 'w-00000000' },
        query: { channel: CHANNEL },
      });
      expect(missing.status).toBe(404);
      const noChannel = await call('getGalleryEntry', { token, path: { widgetId: 'w-00000000' } });
      expect(noChannel.status).toBe(400);
    });

    it('answers 404 to changing or removing an entry that does not exist', async () => {
      const token = await tokenFor();
      const path = { widgetId: 'w-00000000' };
      const query = { channel: CHANNEL };
      const put = await call('updateGalleryEntry', { token, path, query, body: { ...path, ...query } });
      expect(put.status).toBe(404);
      expect((await call('deleteGalleryEntry', { token, path, query })).status).toBe(404);
    });

    it('answers 400 to a change without a body', async () => {
      const res = await call('updateGalleryEntry', {
        token: await tokenFor(),
        path: { widgetId: 'w-00000000' },
        query: { channel: CHANNEL },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('listGalleryCategories', () => {
    it('answers the category names', async () => {
      const res = await call('listGalleryCategories', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listGalleryCategories')).status).toBe(401);
    });
  });

  describe('products and their PDFs', () => {
    it('lists the products with a PDF; each has a product.pdf file and downloads as a PDF', async () => {
      const token = await tokenFor();
      const list = await call('listProductPdfs', { token });
      expect(list.status).toBe(200);
      const [first] = list.body as { id: string }[];
      if (!first) return;
      const product = await call('getProduct', {
        token,
        path: { id: first.id },
        query: { extendResponseCommand: 'none', extendResponseWithUrls: false },
      });
      expect(product.status).toBe(200);
      expect(product.body.files.map((f: { purpose: string }) => f.purpose)).toContain('product.pdf');
      const pdf = await call('getProductPdf', { token, path: { id: first.id } });
      expect(pdf.status).toBe(200);
      expect(pdf.contentType).toBe('application/pdf');
      expect(
        Buffer.from(pdf.body as ArrayBuffer)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it.runIf(isMock)('has PDFs of exactly the demo@ products whose files include product.pdf', async () => {
      const token = await tokenFor();
      const pdfs = new Set(
        ((await call('listProductPdfs', { token })).body as { id: string }[]).map((p) => p.id),
      );
      for (const order of await ordersOf(token)) {
        const product = await call('getProduct', { token, path: { id: order.code } });
        const hasPdf = product.body.files.some((f: { purpose: string }) => f.purpose === 'product.pdf');
        expect(pdfs.has(order.code), order.code).toBe(hasPdf);
      }
    });

    it('answers 404 for a product the account does not have, 400 for an unknown extension', async () => {
      const token = await tokenFor();
      expect((await call('getProduct', { token, path: { id: UNKNOWN_CODE } })).status).toBe(404);
      const res = await call('getProduct', {
        token,
        path: { id: UNKNOWN_CODE },
        query: { extendResponseCommand: 'all' },
      });
      expect(res.status).toBe(400);
    });

    it.runIf(isMock)('answers 404 for the PDF of a product without one', async () => {
      const token = await tokenFor();
      const orders = await ordersOf(token);
      const pdfs = new Set(
        ((await call('listProductPdfs', { token })).body as { id: string }[]).map((p) => p.id),
      );
      const withoutPdf = orders.find((o) => !pdfs.has(o.code))!;
      expect((await call('getProductPdf', { token, path: { id: withoutPdf.code } })).status).toBe(404);
    });

    it('answers 404 for the PDF of an unknown product, 401 without a bearer token', async () => {
      expect(
        (await call('getProductPdf', { token: await tokenFor(), path: { id: UNKNOWN_CODE } })).status,
      ).toBe(404);
      expect((await call('getProductPdf', { path: { id: UNKNOWN_CODE } })).status).toBe(401);
    });

    it('answers 401 to the PDF list without a bearer token', async () => {
      expect((await call('listProductPdfs')).status).toBe(401);
    });
  });
});
