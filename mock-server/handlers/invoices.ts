/**
 * Invoices service (openapi/services/invoices.yaml): the historical invoices of the signed-in business
 * customer and their PDFs, and the monthly invoice group files (statements) as PDF. State and seed:
 * db/invoices.ts. The PDFs are real (pdfkit): brand, invoice number, date, order, the customer, the lines,
 * subtotal, VAT and total, amounts formatted in the channel's locale.
 *
 * Answers (assumed where the documents are silent):
 *   - An account that is not business has no invoices: an empty list, 404 for every PDF.
 *   - An unknown id or an id of another account: 404. A well-formed channel the app does not know: 400.
 *   - The group file PDF is rendered for the default channel (bonusprint-gb); its path has no channel.
 *   - PDFs are sent with Content-Disposition attachment; filename invoice_<reference>.pdf (the name the app
 *     saves), statement_<month>.pdf for a group file.
 */
import type { HttpHandler } from 'msw';
import PdfKit from 'pdfkit';
import type { components, paths } from '../../src/api/generated/invoices';
import { CHANNELS, DEFAULT_CHANNEL_ID, channelLocale, type Channel } from '../../src/shared/channels';
import { createCustomerState, type Customer } from '../db/customers';
import {
  accountGroupFile,
  accountInvoice,
  accountInvoices,
  createInvoiceState,
  resetAccountInvoices,
  type GroupFileRecord,
  type InvoiceRecord,
} from '../db/invoices';
import { sharedState } from '../db/state';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

type HistoricalInvoice = components['schemas']['HistoricalInvoice'];

export function toHistoricalInvoice(invoice: InvoiceRecord): HistoricalInvoice {
  return {
    id: invoice.id,
    reference: invoice.reference,
    invoiceDate: invoice.invoiceDate,
    orderCode: invoice.orderCode,
    amount: invoice.totalCents / 100,
    currency: invoice.currency,
    groupFileId: invoice.groupFileId,
  };
}

/** Standard PDF fonts are WinAnsi: no narrow or non-breaking spaces. */
const pdfText = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function formatters(channel: Channel, currency: string) {
  const locale = channelLocale(channel);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    money: (cents: number) => pdfText(money.format(cents / 100)),
    date: (ymd: string) => pdfText(date.format(new Date(`${ymd}T00:00:00Z`))),
  };
}

function toBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, channel: Channel, title: string, customer: Customer | undefined) {
  const brand = channel.brand.charAt(0).toUpperCase() + channel.brand.slice(1);
  doc.font('Helvetica-Bold').fontSize(22).text(brand, 50, 50);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`www.${channel.domain}`, 50, 76);
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(title, 350, 50, { width: 195, align: 'right' });
  if (customer) {
    doc.font('Helvetica-Bold').fontSize(10).text('Bill to', 50, 120);
    doc.font('Helvetica').fontSize(10);
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
    for (const line of [customer.companyName, name, customer.email].filter(Boolean)) {
      doc.text(pdfText(String(line)));
    }
  }
}

interface Column {
  label: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

function tableRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  columns.forEach((column, i) =>
    doc.text(cells[i] ?? '', column.x, y, { width: column.width, align: column.align, lineBreak: false }),
  );
}

export function renderInvoicePdf(
  invoice: InvoiceRecord,
  channel: Channel,
  customer: Customer | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PdfKit({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Invoice ${invoice.reference}`,
      Author: channel.brand,
      CreationDate: new Date(`${invoice.invoiceDate}T12:00:00Z`),
    },
  });
  const f = formatters(channel, invoice.currency);
  header(doc, channel, 'INVOICE', customer);
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Invoice number', invoice.reference],
    ['Invoice date', f.date(invoice.invoiceDate)],
    ['Order', invoice.orderCode],
  ];
  facts.forEach(([label, value], i) => {
    doc.font('Helvetica-Bold').text(label, 330, 120 + i * 16, { width: 100, lineBreak: false });
    doc.font('Helvetica').text(value, 430, 120 + i * 16, { width: 115, align: 'right', lineBreak: false });
  });

  const columns: Column[] = [
    { label: 'Description', x: 50, width: 250, align: 'left' },
    { label: 'Qty', x: 300, width: 50, align: 'right' },
    { label: 'Unit price', x: 360, width: 85, align: 'right' },
    { label: 'Amount', x: 455, width: 90, align: 'right' },
  ];
  let y = 220;
  tableRow(
    doc,
    columns,
    columns.map((c) => c.label),
    y,
    true,
  );
  doc
    .moveTo(50, y + 15)
    .lineTo(545, y + 15)
    .stroke();
  y += 24;
  for (const line of invoice.lines) {
    tableRow(
      doc,
      columns,
      [
        line.description,
        String(line.quantity),
        f.money(line.unitPriceCents),
        f.money(line.quantity * line.unitPriceCents),
      ],
      y,
    );
    y += 18;
  }
  doc
    .moveTo(300, y + 4)
    .lineTo(545, y + 4)
    .stroke();
  y += 14;
  const totals: [string, number, boolean][] = [
    ['Subtotal (excl. VAT)', invoice.netCents, false],
    [`VAT ${invoice.vatRate}%`, invoice.vatCents, false],
    ['Total', invoice.totalCents, true],
  ];
  for (const [label, cents, bold] of totals) {
    tableRow(doc, [columns[0]!, columns[2]!, columns[3]!], ['', label, f.money(cents)], y, bold);
    y += 18;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text('Thank you for your order.', 50, y + 30);
  return toBytes(doc);
}

export function renderGroupFilePdf(
  groupFile: GroupFileRecord,
  invoices: InvoiceRecord[],
  channel: Channel,
  customer: Customer | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const [year = 1970, month = 1] = groupFile.month.split('-').map(Number);
  const doc = new PdfKit({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Invoice statement ${groupFile.month}`,
      Author: channel.brand,
      CreationDate: new Date(Date.UTC(year, month, 1)),
    },
  });
  const currency = invoices[0]?.currency ?? 'GBP';
  const f = formatters(channel, currency);
  const monthName = new Intl.DateTimeFormat(channelLocale(channel), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  header(doc, channel, 'INVOICE STATEMENT', customer);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Statement ${groupFile.id}: ${pdfText(monthName)}`, 330, 120, {
      width: 215,
      align: 'right',
    });
  const columns: Column[] = [
    { label: 'Invoice', x: 50, width: 130, align: 'left' },
    { label: 'Date', x: 180, width: 130, align: 'left' },
    { label: 'Order', x: 310, width: 100, align: 'left' },
    { label: 'Amount', x: 430, width: 115, align: 'right' },
  ];
  let y = 220;
  tableRow(
    doc,
    columns,
    columns.map((c) => c.label),
    y,
    true,
  );
  doc
    .moveTo(50, y + 15)
    .lineTo(545, y + 15)
    .stroke();
  y += 24;
  for (const invoice of invoices) {
    tableRow(
      doc,
      columns,
      [invoice.reference, f.date(invoice.invoiceDate), invoice.orderCode, f.money(invoice.totalCents)],
      y,
    );
    y += 18;
  }
  const total = invoices.reduce((sum, i) => sum + i.totalCents, 0);
  doc
    .moveTo(310, y + 4)
    .lineTo(545, y + 4)
    .stroke();
  tableRow(doc, [columns[2]!, columns[3]!], ['Total', f.money(total)], y + 14, true);
  return toBytes(doc);
}

function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

export function createInvoicesHandlers(deps: HandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'invoices', verifier: deps.verifier });
  const state = createInvoiceState(deps);
  deps.onReset(state.reset);
  deps.control?.accountReset((accountId) => resetAccountInvoices(state, deps.accounts, accountId));
  const customers = sharedState(deps, createCustomerState);
  const defaultChannel = CHANNELS.find((c) => c.id === DEFAULT_CHANNEL_ID) as Channel;

  return [
    api.get('/api/v1/HistoricalInvoice/me', ({ claims, response }) => {
      const invoices = accountInvoices(state, claims.sub).map(toHistoricalInvoice);
      return response(200).json({ historicalInvoices: invoices, total: invoices.length });
    }),

    api.get('/api/v1/HistoricalInvoice/me/pdf/{id}/{channel}', async ({ claims, input, response }) => {
      // One of CHANNELS: the request validator refuses any other (the contract's ChannelId enum).
      const channel = CHANNELS.find((c) => c.id === input.path.channel) as Channel;
      const invoice = accountInvoice(state, claims.sub, input.path.id);
      if (!invoice) return problemResponse(404, `No invoice ${input.path.id}.`);
      const bytes = await renderInvoicePdf(invoice, channel, customers.byAccount.get(claims.sub)?.profile);
      return response.untyped(pdfResponse(bytes, `invoice_${invoice.reference}.pdf`));
    }),

    api.get('/api/v1/InvoiceGroupFiles/me/{id}', async ({ claims, input, response }) => {
      const groupFile = accountGroupFile(state, claims.sub, input.path.id);
      if (!groupFile) return problemResponse(404, `No invoice group file ${input.path.id}.`);
      const invoices = groupFile.invoiceIds.flatMap((id) => state.invoices.get(id) ?? []);
      const profile = customers.byAccount.get(claims.sub)?.profile;
      const bytes = await renderGroupFilePdf(groupFile, invoices, defaultChannel, profile);
      return response.untyped(pdfResponse(bytes, `statement_${groupFile.month}.pdf`));
    }),
  ];
}
