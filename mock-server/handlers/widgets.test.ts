// Over 500 lines on purpose: one file per service's handlers; the widgets service's operations (widgets, gallery,
// products and their PDFs) share one seeded state, and their tests read it in the same order as widgets.ts.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { createPhotoStore } from '../db/photos';
import { findOrderByCode, isPhotoBookArticle, orderCodesOf } from '../db/orders';
import { fakeToken } from '../testing/fake-identity';
import { setupHandlerServer } from '../testing/handler-server';
import { testHandlerDeps } from '../testing/handler-deps';
import { createWidgetsHandlers, decodeEmailAddress } from './widgets';

const API = 'http://api.test/widgets';
const PUBLIC_URL = 'http://mock.test';
const STEP_MS = 15;
const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found;
};
const demo = account('demo@example.com');
const business = account('business@example.com');
const large = account('large@example.com');

// The photo store is not used by this service: an empty one saves seeding photos.
const deps = testHandlerDeps({
  store: createPhotoStore(),
  accounts: [demo, business, large],
  publicUrl: PUBLIC_URL,
  timing: { exportStepMs: STEP_MS },
});
const api = setupHandlerServer(createWidgetsHandlers(deps), { base: API, deps });

interface Res {
  status: number;
  contentType: string | null;
  body: any;
}

async function send(
  method: string,
  path: string,
  { email = demo.email, body }: { email?: string | null; body?: unknown } = {},
): Promise<Res> {
  const res = await api.call(method, path, { as: email, body });
  return { status: res.status, contentType: res.contentType, body: res.body ?? '' };
}

type Widget = { orderCode: string; widgetId?: string; status: string; url: string | null; isShared: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const demoCodes = orderCodesOf(demo.accountId);
const articleOf = (code: string) => findOrderByCode(code)?.order;

async function demoWidgets(): Promise<Widget[]> {
  const res = await send('GET', `/v1/widget/all?orderCodes=${demoCodes.join(',')}`);
  expect(res.status).toBe(200);
  return res.body;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** An Available widget of large@example.com (another account than demo@'s). */
async function largeWidget(): Promise<Widget> {
  const codes = orderCodesOf(large.accountId).join(',');
  const widgets: Widget[] = (await send('GET', `/v1/widget/all?orderCodes=${codes}`, { email: large.email }))
    .body;
  const widget = widgets.find((w) => w.status === 'Available');
  if (!widget) throw new Error('large@example.com has no Available widget');
  return widget;
}

describe('listWidgets', () => {
  it('answers the widgets of the photo-book orders asked for, in every state', async () => {
    const widgets = await demoWidgets();
    const photoBooks = demoCodes.filter((code) => {
      const order = articleOf(code);
      return isPhotoBookArticle(order?.articleName) && order?.status !== 'Cancelled';
    });
    expect(widgets.map((w) => w.orderCode)).toEqual(photoBooks);
    expect(new Set(widgets.map((w) => w.status))).toEqual(
      new Set(['NotRequested', 'Requested', 'Available']),
    );
    expect(widgets.some((w) => w.isShared)).toBe(true);
    for (const w of widgets) {
      if (w.status === 'Available') expect(w.url).toBe(`${PUBLIC_URL}/widgets/online/${w.widgetId}`);
      else expect(w.url).toBeNull();
      if (w.status === 'NotRequested') expect(w).not.toHaveProperty('widgetId');
      else expect(w.widgetId).toMatch(/^w-[0-9a-f]{8}$/);
    }
  });

  it('accepts the codes as repeated parameters too, and leaves out unknown and other accounts’ codes', async () => {
    const [first, second] = (await demoWidgets()).map((w) => w.orderCode);
    const other = orderCodesOf(large.accountId)[0];
    const res = await send(
      'GET',
      `/v1/widget/all?orderCodes=${first}&orderCodes=${second},999999999-1,${other}`,
    );
    expect(res.body.map((w: Widget) => w.orderCode)).toEqual([first, second]);
  });

  it('answers no widgets for a business account', async () => {
    const codes = orderCodesOf(business.accountId);
    expect(codes.length).toBeGreaterThan(0);
    const res = await send('GET', `/v1/widget/all?orderCodes=${codes.join(',')}`, { email: business.email });
    expect(res.body).toEqual([]);
  });

  it('answers 400 without codes or with an empty one, 401 without a token', async () => {
    expect((await send('GET', '/v1/widget/all')).status).toBe(400);
    expect((await send('GET', '/v1/widget/all?orderCodes=')).status).toBe(400);
    const empty = await send('GET', `/v1/widget/all?orderCodes=${demoCodes[0]},,x`);
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toMatch(/^query\.orderCodes\b/);
    expect((await send('GET', `/v1/widget/all?orderCodes=${demoCodes[0]}`, { email: null })).status).toBe(
      401,
    );
  });
});

describe('getWidget and the online version', () => {
  it('answers an Available widget whose URL shows the book', async () => {
    const available = (await demoWidgets()).find((w) => w.status === 'Available')!;
    const res = await send('GET', `/v1/widget/${available.orderCode}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(available);
    const page = await fetch(available.url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(available.orderCode);
  });

  it('answers 404 for a non-photo-book order, another account’s order and an unknown code', async () => {
    const prints = demoCodes.find((code) => !isPhotoBookArticle(articleOf(code)?.articleName))!;
    for (const code of [prints, orderCodesOf(large.accountId)[0]!, 'nope']) {
      const res = await send('GET', `/v1/widget/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.contentType).toBe('application/problem+json');
    }
  });

  it('answers 401 without a valid token', async () => {
    expect((await send('GET', `/v1/widget/${demoCodes[0]}`, { email: null })).status).toBe(401);
    expect((await send('GET', `/v1/widget/${demoCodes[0]}`, { email: 'nobody@example.com' })).status).toBe(
      401,
    );
  });
});

describe('requestWidget', () => {
  const producedNotRequested = async () =>
    (await demoWidgets()).find(
      (w) =>
        w.status === 'NotRequested' &&
        ['Dispatched', 'ProductionCompleted'].includes(articleOf(w.orderCode)!.status),
    )!;

  it('moves a produced book Requested -> Available after two steps', async () => {
    const widget = await producedNotRequested();
    const res = await send('POST', `/v1/widget/${widget.orderCode}`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ orderCode: widget.orderCode, status: 'Requested', url: null });
    const { widgetId } = res.body;
    expect(widgetId).toMatch(/^w-[0-9a-f]{8}$/);
    expect((await fetch(`${PUBLIC_URL}/widgets/online/${widgetId}`)).status).toBe(404);
    await sleep(STEP_MS * 2 + 30);
    const after = await send('GET', `/v1/widget/${widget.orderCode}`);
    expect(after.body).toMatchObject({
      status: 'Available',
      widgetId,
      url: `${PUBLIC_URL}/widgets/online/${widgetId}`,
    });
    expect((await fetch(after.body.url)).status).toBe(200);
  });

  it('keeps a book that is still in production Requested', async () => {
    const widget = (await demoWidgets()).find(
      (w) =>
        w.status === 'NotRequested' &&
        ['Received', 'Confirmed', 'ProductionStarted'].includes(articleOf(w.orderCode)!.status),
    )!;
    expect((await send('POST', `/v1/widget/${widget.orderCode}`)).body.status).toBe('Requested');
    await sleep(STEP_MS * 2 + 30);
    expect((await send('GET', `/v1/widget/${widget.orderCode}`)).body.status).toBe('Requested');
  });

  it('answers a widget already requested or available as it is', async () => {
    const available = (await demoWidgets()).find((w) => w.status === 'Available')!;
    const res = await send('POST', `/v1/widget/${available.orderCode}`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual(available);
  });

  it('answers 404 for codes that are not photo-book orders of the account', async () => {
    const prints = demoCodes.find((code) => !isPhotoBookArticle(articleOf(code)?.articleName))!;
    const cancelled = demoCodes.find((code) => articleOf(code)?.status === 'Cancelled')!;
    for (const code of [prints, cancelled, orderCodesOf(large.accountId)[0]!, 'nope']) {
      expect((await send('POST', `/v1/widget/${code}`)).status, code).toBe(404);
    }
    const businessBook = orderCodesOf(business.accountId).find((c) =>
      isPhotoBookArticle(articleOf(c)?.articleName),
    )!;
    expect((await send('POST', `/v1/widget/${businessBook}`, { email: business.email })).status).toBe(404);
  });

  it('is undone by a reset, which also cancels the pending progression', async () => {
    const before = await demoWidgets();
    const widget = await producedNotRequested();
    await send('POST', `/v1/widget/${widget.orderCode}`);
    deps.reset();
    expect(await demoWidgets()).toEqual(before);
    await sleep(STEP_MS * 2 + 30);
    expect((await send('GET', `/v1/widget/${widget.orderCode}`)).body.status).toBe('NotRequested');
  });
});

describe('deleteWidget', () => {
  it('removes the widget and its gallery entries; a new request creates it again', async () => {
    const shared = (await demoWidgets()).find((w) => w.isShared)!;
    const entry = await send('GET', `/v1/galleryentries/${shared.widgetId}?channel=bonusprint-gb`);
    expect(entry.status).toBe(200);

    expect((await send('DELETE', `/v1/widget/${shared.orderCode}`)).status).toBe(204);
    expect((await send('GET', `/v1/widget/${shared.orderCode}`)).status).toBe(404);
    expect((await demoWidgets()).map((w) => w.orderCode)).not.toContain(shared.orderCode);
    expect((await send('GET', `/v1/galleryentries/${shared.widgetId}?channel=bonusprint-gb`)).status).toBe(
      404,
    );
    expect((await fetch(shared.url!)).status).toBe(404);
    expect((await send('DELETE', `/v1/widget/${shared.orderCode}`)).status).toBe(404);

    const again = await send('POST', `/v1/widget/${shared.orderCode}`);
    expect(again.body).toMatchObject({ status: 'Requested', isShared: false });
    expect(again.body.widgetId).not.toBe(shared.widgetId);
  });

  it('answers 404 for another account’s widget', async () => {
    const other = (await largeWidget()).orderCode;
    expect((await send('GET', `/v1/widget/${other}`, { email: large.email })).status).toBe(200);
    expect((await send('DELETE', `/v1/widget/${other}`)).status).toBe(404);
    expect((await send('GET', `/v1/widget/${other}`, { email: large.email })).status).toBe(200);
  });
});

describe('shareWidget', () => {
  const share = (code: string, query: Record<string, string>) =>
    send('PUT', `/v1/widget/${code}/share?${new URLSearchParams(query)}`);
  const valid = { vendorId: 'bonusprint-gb', fromName: 'Dana', toEmailAddress: b64('friend@example.com') };

  it('shares an Available widget: isShared becomes true', async () => {
    const widget = (await demoWidgets()).find((w) => w.status === 'Available' && !w.isShared)!;
    const res = await share(widget.orderCode, { ...valid, personalMessage: 'Look!' });
    expect(res.status).toBe(204);
    expect((await send('GET', `/v1/widget/${widget.orderCode}`)).body.isShared).toBe(true);
  });

  it('answers 400 naming the field for an address that is not a base64 e-mail address', async () => {
    const widget = (await demoWidgets()).find((w) => w.status === 'Available')!;
    for (const toEmailAddress of [b64('not-an-address'), b64('a b@example.com'), 'ZnJpZW5k@', '////']) {
      const res = await share(widget.orderCode, { ...valid, toEmailAddress });
      expect(res.status, toEmailAddress).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('query.toEmailAddress');
    }
  });

  it('answers 400 for an unknown channel, a blank sender, or a widget not available yet', async () => {
    const widgets = await demoWidgets();
    const available = widgets.find((w) => w.status === 'Available')!;
    const channel = await share(available.orderCode, { ...valid, vendorId: 'nowhere-xx' });
    expect(channel.body.errors[0].field).toBe('query.vendorId');
    const blank = await share(available.orderCode, { ...valid, fromName: '  ' });
    expect(blank.body.errors[0].field).toBe('query.fromName');
    const requested = widgets.find((w) => w.status === 'Requested')!;
    const early = await share(requested.orderCode, valid);
    expect(early.status).toBe(400);
    expect(early.body.errors[0].field).toBe('path.code');
    const missing = await send('PUT', `/v1/widget/${available.orderCode}/share?vendorId=bonusprint-gb`);
    expect(missing.status).toBe(400);
  });

  it('answers 404 without a widget', async () => {
    expect((await share('nope', valid)).status).toBe(404);
  });

  it('decodes base64 e-mail addresses', () => {
    expect(decodeEmailAddress(b64('friend@example.com'))).toBe('friend@example.com');
    expect(decodeEmailAddress(b64('friend@example.com').replace(/=+$/, ''))).toBe('friend@example.com');
    expect(decodeEmailAddress(b64('jörg@example.de'))).toBe('jörg@example.de');
    expect(decodeEmailAddress('ZnJpZW5k')).toBeUndefined();
    expect(
      decodeEmailAddress(Buffer.from([0xff, 0x40, 0x61, 0x2e, 0x62]).toString('base64')),
    ).toBeUndefined();
  });
});

describe('gallery entries', () => {
  const entryPath = (widgetId: string, channel = 'bonusprint-gb') =>
    `/v1/galleryentries/${widgetId}?channel=${channel}`;

  it('serves the seeded entry of the first shared widget', async () => {
    const shared = (await demoWidgets()).find((w) => w.isShared)!;
    const res = await send('GET', entryPath(shared.widgetId!));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ widgetId: shared.widgetId, channel: 'bonusprint-gb' });
    expect(res.body.categories).toContain('Travel');
  });

  it('creates, reads, changes and deletes an entry (POST also with a trailing slash)', async () => {
    const widget = (await demoWidgets()).find((w) => w.status === 'Available' && !w.isShared)!;
    const entry = {
      widgetId: widget.widgetId!,
      channel: 'albelli-nl',
      title: 'Texel',
      categories: ['Holidays'],
    };
    const created = await send('POST', '/v1/galleryentries/', { body: entry });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(entry);
    expect((await send('GET', entryPath(widget.widgetId!, 'albelli-nl'))).body).toEqual(entry);
    // Another channel's gallery is another entry.
    expect((await send('GET', entryPath(widget.widgetId!, 'albelli-be'))).status).toBe(404);

    const changed = { ...entry, title: 'Texel 2025', categories: ['Holidays', 'Family'] };
    const put = await send('PUT', entryPath(widget.widgetId!, 'albelli-nl'), { body: changed });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(changed);
    const noTitle = { widgetId: entry.widgetId, channel: entry.channel };
    expect((await send('PUT', entryPath(widget.widgetId!, 'albelli-nl'), { body: noTitle })).body).toEqual(
      noTitle,
    );

    expect((await send('DELETE', entryPath(widget.widgetId!, 'albelli-nl'))).status).toBe(204);
    expect((await send('GET', entryPath(widget.widgetId!, 'albelli-nl'))).status).toBe(404);
    expect((await send('DELETE', entryPath(widget.widgetId!, 'albelli-nl'))).status).toBe(404);
    expect((await send('POST', '/v1/galleryentries', { body: entry })).status).toBe(201);
  });

  it('answers 400 for a widget that is not the account’s or not available, unknown values and duplicates', async () => {
    const widgets = await demoWidgets();
    const available = widgets.find((w) => w.status === 'Available')!;
    const requested = widgets.find((w) => w.status === 'Requested')!;
    const other = await largeWidget();
    const cases: [object, string][] = [
      [{ widgetId: 'w-00000000', channel: 'bonusprint-gb' }, 'body.widgetId'],
      [{ widgetId: other.widgetId, channel: 'bonusprint-gb' }, 'body.widgetId'],
      [{ widgetId: requested.widgetId, channel: 'bonusprint-gb' }, 'body.widgetId'],
      [{ widgetId: available.widgetId, channel: 'nowhere-xx' }, 'body.channel'],
      [{ widgetId: available.widgetId, channel: 'bonusprint-gb', categories: ['Cats'] }, 'body.categories.0'],
      [{ widgetId: available.widgetId, channel: 'Bonusprint GB' }, 'body.channel'],
      [{ channel: 'bonusprint-gb' }, 'body.widgetId'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/v1/galleryentries', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const shared = widgets.find((w) => w.isShared)!;
    const duplicate = await send('POST', '/v1/galleryentries', {
      body: { widgetId: shared.widgetId, channel: 'bonusprint-gb' },
    });
    expect(duplicate.status).toBe(400);
  });

  it('keeps entries to their account and checks PUT bodies against the path', async () => {
    const shared = (await demoWidgets()).find((w) => w.isShared)!;
    expect((await send('GET', entryPath(shared.widgetId!), { email: large.email })).status).toBe(404);
    expect((await send('DELETE', entryPath(shared.widgetId!), { email: large.email })).status).toBe(404);
    const mismatch = await send('PUT', entryPath(shared.widgetId!), {
      body: { widgetId: shared.widgetId, channel: 'albelli-nl' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0].field).toBe('body.channel');
    expect(
      (
        await send('PUT', entryPath('w-00000000'), {
          body: { widgetId: 'w-00000000', channel: 'bonusprint-gb' },
        })
      ).status,
    ).toBe(404);
    expect((await send('GET', `/v1/galleryentries/${shared.widgetId}`)).status).toBe(400);
  });

  it('lists the categories', async () => {
    const res = await send('GET', '/v1/categories');
    expect(res.body).toEqual(expect.arrayContaining(['Travel', 'Family', 'Wedding']));
    expect((await send('GET', '/v1/categories', { email: null })).status).toBe(401);
  });
});

describe('channels and categories outside the contract', () => {
  // The contract's ChannelId and GalleryCategory enums name them: the request validator refuses any other with 400
  // before the handler runs (its message names the allowed values), on every operation that takes one.
  const oneOf = (first: string) => expect.stringMatching(new RegExp(`^must be one of: ${first}, `));
  const channelError = (field: string) => ({ field, message: oneOf('bonusprint-gb') });
  const categoryError = (field: string) => ({ field, message: oneOf('Travel') });

  it('refuses them on share, and on creating, reading, changing and deleting a gallery entry', async () => {
    const widgets = await demoWidgets();
    const available = widgets.find((w) => w.status === 'Available')!;
    const shared = widgets.find((w) => w.isShared)!;
    const entry = `/v1/galleryentries/${shared.widgetId}`;
    const share = new URLSearchParams({
      vendorId: 'acme-xx',
      fromName: 'Dana',
      toEmailAddress: b64('friend@example.com'),
    });
    const cases: [string, string, { body?: unknown }, object][] = [
      ['PUT', `/v1/widget/${available.orderCode}/share?${share}`, {}, channelError('query.vendorId')],
      [
        'POST',
        '/v1/galleryentries',
        { body: { widgetId: available.widgetId, channel: 'acme-xx' } },
        channelError('body.channel'),
      ],
      [
        'POST',
        '/v1/galleryentries/',
        { body: { widgetId: available.widgetId, channel: 'acme-xx' } },
        channelError('body.channel'),
      ],
      [
        'POST',
        '/v1/galleryentries',
        { body: { widgetId: available.widgetId, channel: 'bonusprint-gb', categories: ['Travel', 'Cats'] } },
        categoryError('body.categories.1'),
      ],
      ['GET', `${entry}?channel=acme-xx`, {}, channelError('query.channel')],
      [
        'PUT',
        `${entry}?channel=acme-xx`,
        { body: { widgetId: shared.widgetId, channel: 'bonusprint-gb' } },
        channelError('query.channel'),
      ],
      [
        'PUT',
        `${entry}?channel=bonusprint-gb`,
        { body: { widgetId: shared.widgetId, channel: 'acme-xx' } },
        channelError('body.channel'),
      ],
      [
        'PUT',
        `${entry}?channel=bonusprint-gb`,
        { body: { widgetId: shared.widgetId, channel: 'bonusprint-gb', categories: ['Cats'] } },
        categoryError('body.categories.0'),
      ],
      ['DELETE', `${entry}?channel=acme-xx`, {}, channelError('query.channel')],
    ];
    for (const [method, path, options, error] of cases) {
      const res = await send(method, path, options);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.errors, `${method} ${path}`).toEqual([error]);
    }
    // Nothing was changed: the seeded entry is still there, in its channel only.
    expect((await send('GET', `${entry}?channel=bonusprint-gb`)).body.categories).toContain('Travel');
  });
});

describe('products and PDFs', () => {
  const byGroup = (prefix: string) =>
    demoCodes.find(
      (c) => articleOf(c)?.articleName?.startsWith(prefix) && articleOf(c)?.status !== 'Cancelled',
    )!;

  it('describes the files of a product: product.pdf for books, calendars and cards only', async () => {
    const book = await send(
      'GET',
      `/v1/Products/${byGroup('PB_')}?extendResponseCommand=none&extendResponseWithUrls=false`,
    );
    expect(book.status).toBe(200);
    expect(book.body.files.map((f: { purpose: string }) => f.purpose)).toEqual(['product.pdf', 'cover.jpg']);
    const prints = await send('GET', `/v1/Products/${byGroup('PRINTS_')}`);
    expect(prints.body.files.map((f: { purpose: string }) => f.purpose)).not.toContain('product.pdf');
    const cancelled = demoCodes.find((code) => articleOf(code)?.status === 'Cancelled')!;
    expect((await send('GET', `/v1/Products/${cancelled}`)).body.files).toEqual([]);
  });

  it('lists exactly the products that have a PDF, and serves each as a real PDF', async () => {
    const list = await send('GET', '/v1/Pdfs/me');
    expect(list.status).toBe(200);
    const ids = list.body.map((p: { id: string }) => p.id);
    for (const code of demoCodes) {
      const product = await send('GET', `/v1/Products/${code}`);
      const hasPdf = product.body.files.some((f: { purpose: string }) => f.purpose === 'product.pdf');
      expect(ids.includes(code), code).toBe(hasPdf);
    }
    const calendar = byGroup('CAL_');
    const pdf = await fetch(`${API}/v1/pdf/me/${calendar}`, {
      headers: { Authorization: `Bearer ${fakeToken(demo.email)}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${calendar}.pdf"`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
    // A cover and twelve months.
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(13);
  });

  it('answers 404 for a product without a PDF, another account’s and an unknown one', async () => {
    expect((await send('GET', `/v1/pdf/me/${byGroup('PRINTS_')}`)).status).toBe(404);
    const other = orderCodesOf(large.accountId)[0]!;
    expect((await send('GET', `/v1/pdf/me/${other}`)).status).toBe(404);
    expect((await send('GET', `/v1/Products/${other}`)).status).toBe(404);
    expect((await send('GET', '/v1/Products/nope')).status).toBe(404);
    expect((await send('GET', `/v1/Products/${byGroup('PB_')}?extendResponseCommand=all`)).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await send('GET', '/v1/Pdfs/me', { email: null })).status).toBe(401);
    expect((await send('GET', `/v1/pdf/me/${byGroup('PB_')}`, { email: null })).status).toBe(401);
  });
});
