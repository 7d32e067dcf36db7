/**
 * Widgets and products service (openapi/services/widgets.yaml): the online versions (widgets) of ordered
 * photo books - request, view, share, delete -, their gallery entries, and the product files and PDFs of
 * orders. State lives in db/widgets.ts (seeded from db/orders.ts, put back on reset); authentication and
 * request validation happen in `createServiceHttp` (from the contract).
 *
 * Assumptions where the documents say "not shown" (see db/widgets.ts for the state's):
 * - listWidgets leaves out codes that are not photo-book orders of the account (another account's, unknown,
 *   non-photo-book, deleted widgets); NotRequested widgets are listed with status NotRequested;
 * - getWidget, requestWidget and deleteWidget answer 404 for a code that is not a photo-book order of the
 *   account (requestWidget) or has no widget (get, delete);
 * - shareWidget needs an Available widget, a known channel as vendorId, a non-blank fromName and a
 *   toEmailAddress that is the base64 of an e-mail address; otherwise 400 naming the field;
 * - createGalleryEntry needs an Available widget of the account, a known channel and known categories, and
 *   answers 400 when the widget is already in that channel's gallery (the contract has no 409); the app's
 *   trailing-slash spelling POST /v1/galleryentries/ is served too;
 * - a channel or category outside the contract's ChannelId and GalleryCategory enums is refused (400) by the
 *   request validator before a handler runs, on every operation that takes one;
 * - updateGalleryEntry replaces title and categories; the body's widgetId and channel must match the path
 *   and the query;
 * - getProduct ignores extendResponseWithUrls (the contract's files have no URL field);
 * - getProductPdf renders a real PDF (pdfkit): a cover and the pages of the book, calendar or card, sized
 *   like the article; answered with Content-Disposition attachment; filename="{id}.pdf".
 * The online version itself is a plain page at GET {publicUrl}/widgets/online/{widgetId} (not part of the
 * contract; public like a shared link), 404 until it is Available.
 */
import { http, type HttpHandler } from 'msw';
import PdfKitDocument from 'pdfkit';
import type { paths } from '../../src/api/generated/widgets';
import { SEED_REFERENCE_DATE } from '../accounts';
import { articlePageSize } from '../db/merchandise';
import { ORDER_ARTICLES, type OrderRef } from '../db/orders';
import {
  GALLERY_CATEGORIES,
  createWidgetsState,
  resetAccountWidgets,
  deleteGalleryEntry,
  deleteWidget,
  findGalleryEntry,
  findWidget,
  findWidgetById,
  hasPdf,
  ownOrder,
  productFiles,
  productPdfsOf,
  putGalleryEntry,
  requestWidget,
  shareWidget,
  toGalleryEntry,
  toWidget,
  widgetsOf,
  type WidgetsState,
} from '../db/widgets';
import type { HandlerDeps } from '../deps';
import { describeErrors, type FieldError } from '../openapi/request-validator';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

function invalid(errors: FieldError[]): Response {
  return problemResponse(400, describeErrors(errors), errors);
}

const badRequest = (field: string, message: string) => invalid([{ field, message }]);

/** The e-mail address a base64 value encodes, or undefined when it is not one. */
export function decodeEmailAddress(encoded: string): string | undefined {
  const bytes = Buffer.from(encoded, 'base64');
  // Buffer.from ignores what is not base64: only a value that encodes back to itself is one.
  if (bytes.toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, '')) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text) ? text : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Product PDFs

const MM = 72 / 25.4;

/** Pages after the cover, by article group; the page size comes from the merchandise catalogue. */
const PDF_PAGES: Record<string, number> = { photobooks: 8, calendars: 12, cards: 2 };
const DEFAULT_PAGE_SIZE: [number, number] = [297, 210];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A hue derived from a string (deterministic): the colour of a page's photo placeholder. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

const SATURATION = 0.45;
const LIGHTNESS = 0.62;

/** The placeholder colour of a hue as #rrggbb (HSL to RGB). */
function colourOf(hue: number): string {
  const a = SATURATION * Math.min(LIGHTNESS, 1 - LIGHTNESS);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = LIGHTNESS - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Renders the printable PDF of an order's product: a cover and its pages with photo placeholders. */
export function renderProductPdf({ order }: OrderRef): Promise<Buffer> {
  const article = ORDER_ARTICLES.find((a) => a.articleName === order.articleName);
  const [heightMm, widthMm] = articlePageSize(order.articleName ?? '') ?? DEFAULT_PAGE_SIZE;
  const [width, height] = [widthMm * MM, heightMm * MM];
  const pages = PDF_PAGES[article?.group ?? ''] ?? 4;
  const calendar = article?.group === 'calendars';
  const title = order.title ?? order.articleName ?? 'Product';
  const doc = new PdfKitDocument({
    size: [width, height],
    margin: 0,
    info: {
      Title: `${title} ${order.code}`,
      Author: 'Photo account mock',
      CreationDate: new Date(order.createdAt ?? SEED_REFERENCE_DATE),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const margin = Math.min(width, height) * 0.08;
  const fontSize = Math.max(8, Math.min(width, height) / 18);

  // Cover.
  doc.rect(0, 0, width, height).fill(colourOf(hueOf(order.code)));
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(fontSize * 1.4)
    .text(title, margin, height * 0.4, { width: width - 2 * margin, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(fontSize * 0.7)
    .text(`Order ${order.code}`, margin, height * 0.4 + fontSize * 2.5, {
      width: width - 2 * margin,
      align: 'center',
    });

  for (let page = 1; page <= pages; page++) {
    doc.addPage({ size: [width, height], margin: 0 });
    const caption = calendar ? MONTHS[(page - 1) % 12] : `Page ${page}`;
    const photoHeight = (height - 3 * margin) * (calendar ? 0.55 : 0.85);
    doc.rect(margin, margin, width - 2 * margin, photoHeight).fill(colourOf(hueOf(`${order.code}/${page}`)));
    doc
      .fillColor('#333333')
      .font('Helvetica')
      .fontSize(fontSize * 0.6)
      .text(caption ?? '', margin, margin * 1.5 + photoHeight, {
        width: width - 2 * margin,
        align: 'center',
      });
  }
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------------------
// The online version (plain route, not part of the contract)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function onlineVersionPage(store: WidgetsState, widgetId: string): Response {
  const record = [...store.widgets.values()].find((w) => w.widgetId === widgetId);
  if (!record || record.status !== 'Available')
    return problemResponse(404, 'No online version with this id.');
  const ref = ownOrder(record.accountId, record.orderCode);
  const title = escapeHtml(ref?.order.title ?? 'Photo book');
  const pages = Array.from(
    { length: 8 },
    (_, i) =>
      `<figure style="background:${colourOf(hueOf(`${record.orderCode}/${i + 1}`))}"><figcaption>Page ${i + 1}</figcaption></figure>`,
  ).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;margin:2rem}main{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem}
figure{margin:0;aspect-ratio:210/297;display:flex;align-items:flex-end;justify-content:center}figcaption{background:#fff;padding:.25rem}</style>
</head><body><h1>${title}</h1><p>Online version of order ${escapeHtml(record.orderCode)}</p><main>${pages}</main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

// ---------------------------------------------------------------------------------------------------------

export type WidgetsHandlerDeps = Pick<
  HandlerDeps,
  'verifier' | 'accounts' | 'publicUrl' | 'timing' | 'onReset' | 'control'
>;

export function createWidgetsHandlers(deps: WidgetsHandlerDeps): HttpHandler[] {
  const { verifier, publicUrl, timing } = deps;
  const store = createWidgetsState(deps);
  deps.onReset(store.reset);
  deps.control?.accountReset((accountId) => resetAccountWidgets(store, accountId));
  const api = createServiceHttp<paths>({ service: 'widgets', verifier });
  const notFound = (code: string) => problemResponse(404, `No online photo book for order ${code}.`);

  return [
    // Before /v1/widget/{code}: `all` is not an order code.
    api.get('/v1/widget/all', ({ claims, input, response }) => {
      const codes = input.query.orderCodes.flatMap((value) => value.split(',')).map((c) => c.trim());
      if (codes.some((c) => c === '')) return badRequest('query.orderCodes', 'must not contain empty codes');
      return response(200).json(widgetsOf(store, claims.sub, codes).map((w) => toWidget(w, publicUrl)));
    }),

    api.get('/v1/widget/{code}', ({ claims, input, response }) => {
      const record = findWidget(store, claims.sub, input.path.code);
      if (!record) return notFound(input.path.code);
      return response(200).json(toWidget(record, publicUrl));
    }),

    api.post('/v1/widget/{code}', ({ claims, input, response }) => {
      const record = requestWidget(store, claims.sub, input.path.code, timing.exportStepMs);
      if (!record) return notFound(input.path.code);
      return response(202).json(toWidget(record, publicUrl));
    }),

    api.delete('/v1/widget/{code}', ({ claims, input, response }) => {
      if (!deleteWidget(store, claims.sub, input.path.code)) return notFound(input.path.code);
      return response(204).empty();
    }),

    api.put('/v1/widget/{code}/share', ({ claims, input, response }) => {
      const record = findWidget(store, claims.sub, input.path.code);
      if (!record) return notFound(input.path.code);
      const { vendorId, fromName, personalMessage, toEmailAddress } = input.query;
      const errors: FieldError[] = [];
      if (fromName.trim() === '') errors.push({ field: 'query.fromName', message: 'must not be blank' });
      const address = decodeEmailAddress(toEmailAddress);
      if (!address)
        errors.push({ field: 'query.toEmailAddress', message: 'must be a base64-encoded e-mail address' });
      if (!address || errors.length > 0) return invalid(errors);
      if (record.status !== 'Available')
        return badRequest('path.code', `has no online version to share yet (status ${record.status})`);
      shareWidget(record, {
        vendorId,
        fromName: fromName.trim(),
        toEmailAddress: address,
        ...(personalMessage ? { personalMessage } : {}),
      });
      return response(204).empty();
    }),

    api.post('/v1/galleryentries', ({ claims, input, response }) => {
      const entry = input.body;
      const widget = findWidgetById(store, claims.sub, entry.widgetId);
      if (!widget) return badRequest('body.widgetId', 'is not a widget of this account');
      if (widget.status !== 'Available')
        return badRequest('body.widgetId', `is not available yet (status ${widget.status})`);
      if (findGalleryEntry(store, claims.sub, entry.widgetId, entry.channel))
        return badRequest(
          'body.widgetId',
          `is already in the gallery of ${entry.channel}; change it with PUT`,
        );
      return response(201).json(toGalleryEntry(putGalleryEntry(store, claims.sub, entry)));
    }),

    api.get('/v1/galleryentries/{widgetId}', ({ claims, input, response }) => {
      const entry = findGalleryEntry(store, claims.sub, input.path.widgetId, input.query.channel);
      if (!entry)
        return problemResponse(404, `No gallery entry of ${input.path.widgetId} in ${input.query.channel}.`);
      return response(200).json(toGalleryEntry(entry));
    }),

    api.put('/v1/galleryentries/{widgetId}', ({ claims, input, response }) => {
      const { widgetId } = input.path;
      const { channel } = input.query;
      const existing = findGalleryEntry(store, claims.sub, widgetId, channel);
      if (!existing) return problemResponse(404, `No gallery entry of ${widgetId} in ${channel}.`);
      const entry = input.body;
      const errors: FieldError[] = [];
      if (entry.widgetId !== widgetId)
        errors.unshift({ field: 'body.widgetId', message: 'must be the widgetId of the path' });
      if (entry.channel !== channel)
        errors.unshift({ field: 'body.channel', message: 'must be the channel of the query' });
      if (errors.length > 0) return invalid(errors);
      return response(200).json(toGalleryEntry(putGalleryEntry(store, claims.sub, entry)));
    }),

    api.delete('/v1/galleryentries/{widgetId}', ({ claims, input, response }) => {
      const entry = findGalleryEntry(store, claims.sub, input.path.widgetId, input.query.channel);
      if (!entry)
        return problemResponse(404, `No gallery entry of ${input.path.widgetId} in ${input.query.channel}.`);
      deleteGalleryEntry(store, entry);
      return response(204).empty();
    }),

    api.get('/v1/categories', ({ response }) => response(200).json([...GALLERY_CATEGORIES])),

    api.get('/v1/Products/{id}', ({ claims, input, response }) => {
      const ref = ownOrder(claims.sub, input.path.id);
      if (!ref) return problemResponse(404, `No product ${input.path.id}.`);
      return response(200).json({ id: ref.order.code, files: productFiles(ref) });
    }),

    api.get('/v1/pdf/me/{id}', async ({ claims, input }) => {
      const ref = ownOrder(claims.sub, input.path.id);
      if (!ref || !hasPdf(ref)) return problemResponse(404, `No PDF of product ${input.path.id}.`);
      const pdf = await renderProductPdf(ref);
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          'Content-Disposition': `attachment; filename="${ref.order.code}.pdf"`,
        },
      });
    }),

    api.get('/v1/Pdfs/me', ({ claims, response }) => response(200).json(productPdfsOf(claims.sub))),

    http.get('*/widgets/online/:widgetId', ({ params }) => onlineVersionPage(store, String(params.widgetId))),
  ];
}
