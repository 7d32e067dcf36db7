/**
 * Contract tests of the invoices service, read-only, on business@example.com (the business demo account:
 * 14 invoices in the mock). The PDFs must be real PDFs (%PDF- header).
 */
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, serviceConfigured, tokenFor } from './lib/target';

const BUSINESS = 'business@example.com';

interface Invoice {
  id: string;
  reference: string;
  invoiceDate: string;
  groupFileId?: string;
}

async function invoices(email = BUSINESS): Promise<Invoice[]> {
  const res = await call('listHistoricalInvoices', { token: await tokenFor(email) });
  return res.body.historicalInvoices;
}

const pdfHeader = (body: ArrayBuffer) => new TextDecoder('latin1').decode(body.slice(0, 5));

describe.skipIf(!serviceConfigured('invoices'))('invoices service', () => {
  describe('listHistoricalInvoices', () => {
    it('answers the invoices and their total', async () => {
      const res = await call('listHistoricalInvoices', { token: await tokenFor(BUSINESS) });
      expect(res.status).toBe(200);
      expect(res.body.total).toBeGreaterThanOrEqual(res.body.historicalInvoices.length);
    });

    it.runIf(isMock)('answers 14 invoices, newest first, for business@ and none for demo@', async () => {
      const list = await invoices();
      expect(list).toHaveLength(14);
      const dates = list.map((i) => i.invoiceDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const demo = await call('listHistoricalInvoices', { token: await tokenFor() });
      expect(demo.body).toEqual({ historicalInvoices: [], total: 0 });
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listHistoricalInvoices')).status).toBe(401);
    });
  });

  describe('getHistoricalInvoicePdf', () => {
    it.runIf(isMock)('answers the PDF of an invoice', async () => {
      const [invoice] = await invoices();
      const res = await call('getHistoricalInvoicePdf', {
        token: await tokenFor(BUSINESS),
        path: { id: invoice!.id, channel: 'bonusprint-gb' },
      });
      expect(res.status).toBe(200);
      expect(res.contentType).toBe('application/pdf');
      expect(pdfHeader(res.body)).toBe('%PDF-');
      expect(res.headers.get('content-disposition')).toContain(`invoice_${invoice!.reference}.pdf`);
    });

    it('answers 404 for an invoice that does not exist', async () => {
      const res = await call('getHistoricalInvoicePdf', {
        token: await tokenFor(BUSINESS),
        path: { id: 'no-such-invoice', channel: 'bonusprint-gb' },
      });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)('answers 404 for an invoice of another account', async () => {
      const [invoice] = await invoices();
      const res = await call('getHistoricalInvoicePdf', {
        token: await tokenFor(),
        path: { id: invoice!.id, channel: 'bonusprint-gb' },
      });
      expect(res.status).toBe(404);
    });

    it('answers 400 for a channel that is not one, 401 without a token', async () => {
      const token = await tokenFor(BUSINESS);
      const res = await call('getHistoricalInvoicePdf', {
        token,
        path: { id: '1', channel: 'Not A Channel' },
      });
      expect(res.status).toBe(400);
      const path = { id: '1', channel: 'bonusprint-gb' };
      expect((await call('getHistoricalInvoicePdf', { path })).status).toBe(401);
    });
  });

  describe('getInvoiceGroupFile', () => {
    it.runIf(isMock)('answers the PDF of the group file an invoice names', async () => {
      const [invoice] = await invoices();
      const res = await call('getInvoiceGroupFile', {
        token: await tokenFor(BUSINESS),
        path: { id: invoice!.groupFileId! },
      });
      expect(res.status).toBe(200);
      expect(res.contentType).toBe('application/pdf');
      expect(pdfHeader(res.body)).toBe('%PDF-');
    });

    it('answers 404 for a group file that does not exist, 401 without a token', async () => {
      const token = await tokenFor(BUSINESS);
      expect((await call('getInvoiceGroupFile', { token, path: { id: 'no-such-file' } })).status).toBe(404);
      expect((await call('getInvoiceGroupFile', { path: { id: 'no-such-file' } })).status).toBe(401);
    });
  });
});
