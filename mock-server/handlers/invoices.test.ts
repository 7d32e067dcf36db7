import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { INVOICES_PER_BUSINESS_ACCOUNT, createInvoiceState } from '../db/invoices';
import { fakeToken } from '../testing/fake-identity';
import { testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createInvoicesHandlers } from './invoices';

const API = 'http://api.test/invoices/api/v1';
const deps = testHandlerDeps();
setupHandlerServer(createInvoicesHandlers(deps), { base: API });

async function get(path: string, email: string | null = 'business@example.com') {
  const response = await fetch(`${API}${path}`, {
    headers: email ? { Authorization: `Bearer ${fakeToken(email)}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const text = new TextDecoder('latin1').decode(bytes);
  return {
    status: response.status,
    contentType,
    disposition: response.headers.get('content-disposition'),
    text,
    body: contentType?.endsWith('json') ? JSON.parse(text) : undefined,
  };
}

/** The text a PDF shows: the hex strings of the TJ operators of its (deflated) content streams. */
function pdfText(pdf: string): string {
  const lines: string[] = [];
  for (const [, stream = ''] of pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, array = ''] of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map((m) => m[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

type Invoice = {
  id: string;
  reference: string;
  invoiceDate: string;
  amount: number;
  groupFileId: string;
  orderCode: string;
};

describe('GET /HistoricalInvoice/me', () => {
  it('lists the business account invoices newest first with their total', async () => {
    const { status, body } = await get('/HistoricalInvoice/me');
    expect(status).toBe(200);
    expect(body.total).toBe(INVOICES_PER_BUSINESS_ACCOUNT);
    const invoices = body.historicalInvoices as Invoice[];
    expect(invoices).toHaveLength(INVOICES_PER_BUSINESS_ACCOUNT);
    const dates = invoices.map((i) => i.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(invoices.map((i) => i.id)).size).toBe(invoices.length);
    for (const invoice of invoices) {
      expect(invoice.reference).toMatch(/^INV-\d{4}-\d{6}$/);
      expect(invoice.invoiceDate < '2026-11-01').toBe(true);
      expect(invoice.groupFileId).toMatch(/^\d{6}$/);
    }
  });

  it('is the same on every run', () => {
    expect([...createInvoiceState({ accounts: DEMO_ACCOUNTS }).invoices]).toEqual([
      ...createInvoiceState({ accounts: DEMO_ACCOUNTS }).invoices,
    ]);
  });

  it('answers an empty list for an account that is not business, 401 without a token', async () => {
    expect((await get('/HistoricalInvoice/me', 'demo@example.com')).body).toEqual({
      historicalInvoices: [],
      total: 0,
    });
    expect((await get('/HistoricalInvoice/me', null)).status).toBe(401);
  });
});

describe('GET /HistoricalInvoice/me/pdf/{id}/{channel}', () => {
  it('answers a real PDF with the invoice number, date, lines and totals', async () => {
    const [invoice] = (await get('/HistoricalInvoice/me')).body.historicalInvoices as Invoice[];
    const res = await get(`/HistoricalInvoice/me/pdf/${invoice!.id}/bonusprint-gb`);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/pdf');
    expect(res.disposition).toBe(`attachment; filename="invoice_${invoice!.reference}.pdf"`);
    expect(res.text.startsWith('%PDF-')).toBe(true);
    expect(res.text.trimEnd().endsWith('%%EOF')).toBe(true);
    const text = pdfText(res.text);
    const total = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
      invoice!.amount,
    );
    const date = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${invoice!.invoiceDate}T00:00:00Z`));
    for (const expected of [
      'Bonusprint',
      'INVOICE',
      invoice!.reference,
      invoice!.orderCode,
      date,
      'Shipping',
      'VAT 20%',
      'Total',
      total,
    ]) {
      expect(text).toContain(expected);
    }
    // The customer it is billed to.
    expect(text).toContain('Bea Business');
  });

  it('renders for the channel: brand and number format', async () => {
    const [invoice] = (await get('/HistoricalInvoice/me')).body.historicalInvoices as Invoice[];
    const text = pdfText((await get(`/HistoricalInvoice/me/pdf/${invoice!.id}/albelli-de`)).text);
    expect(text).toContain('Albelli');
    const total = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'GBP' }).format(
      invoice!.amount,
    );
    expect(text).toContain(total.replace(/\u00a0/g, ' '));
  });

  it('answers 404 for unknown ids and invoices of another account, 400 for an unknown channel', async () => {
    const [invoice] = (await get('/HistoricalInvoice/me')).body.historicalInvoices as Invoice[];
    expect((await get('/HistoricalInvoice/me/pdf/99999/bonusprint-gb')).status).toBe(404);
    expect(
      (await get(`/HistoricalInvoice/me/pdf/${invoice!.id}/bonusprint-gb`, 'demo@example.com')).status,
    ).toBe(404);
    const unknown = await get(`/HistoricalInvoice/me/pdf/${invoice!.id}/acme-xx`);
    expect(unknown.status).toBe(400);
    // The contract's ChannelId enum names the channels: the request validator refuses the others.
    expect(unknown.body.errors).toEqual([
      { field: 'path.channel', message: expect.stringMatching(/^must be one of: bonusprint-gb, /) },
    ]);
    expect((await get(`/HistoricalInvoice/me/pdf/${invoice!.id}/Not_A_Channel`)).status).toBe(400);
  });
});

describe('GET /InvoiceGroupFiles/me/{id}', () => {
  it('answers the monthly statement with every invoice of the month', async () => {
    const invoices = (await get('/HistoricalInvoice/me')).body.historicalInvoices as Invoice[];
    const groupFileId = invoices[0]!.groupFileId;
    const ofMonth = invoices.filter((i) => i.groupFileId === groupFileId);
    expect(ofMonth.every((i) => i.invoiceDate.slice(0, 7) === invoices[0]!.invoiceDate.slice(0, 7))).toBe(
      true,
    );
    const res = await get(`/InvoiceGroupFiles/me/${groupFileId}`);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/pdf');
    expect(res.text.startsWith('%PDF-')).toBe(true);
    const text = pdfText(res.text);
    for (const invoice of ofMonth) expect(text).toContain(invoice.reference);
    const others = invoices.filter((i) => i.groupFileId !== groupFileId);
    for (const invoice of others) expect(text).not.toContain(invoice.reference);
  });

  it('answers 404 for unknown ids and for accounts that are not business, 401 without a token', async () => {
    const [invoice] = (await get('/HistoricalInvoice/me')).body.historicalInvoices as Invoice[];
    expect((await get('/InvoiceGroupFiles/me/1')).status).toBe(404);
    expect((await get(`/InvoiceGroupFiles/me/${invoice!.groupFileId}`, 'demo@example.com')).status).toBe(404);
    expect((await get(`/InvoiceGroupFiles/me/${invoice!.groupFileId}`, null)).status).toBe(401);
  });
});
