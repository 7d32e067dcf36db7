// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The invoices page against the mock's invoice service (msw/node) as business@example.com (14 invoices): the
 * table, each invoice's button named by its text and the invoice (issue 23: WCAG 2.5.3, the name contains what is
 * shown), a failed list load with Try again, a failed download named by its invoice. The real PDF saved as a file
 * is tests/e2e/business.spec.ts's.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { InvoicesPage } from './invoices-page';

const BUSINESS = 'business@example.com';
const mock = setupMockApi({ accounts: [BUSINESS] });
beforeEach(() => act(() => clearToasts()));
afterEach(cleanup);

const invoiceRows = async () =>
  within(await screen.findByRole('table', { name: 'B2B invoices' }))
    .getAllByRole('row')
    .slice(1);

describe('the invoices page', () => {
  it('names each download by its visible text and the invoice', async () => {
    renderInApp(<InvoicesPage />, mock.signIn(BUSINESS));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const reference = within(row).getByRole('rowheader').textContent;
      const button = within(row).getByRole('button', { name: `Download PDF ${reference}` });
      expect(button.textContent).toBe('Download PDF');
    }
  });

  it('lists the invoices with their reference and their date as dd MMM yyyy', async () => {
    renderInApp(<InvoicesPage />, mock.signIn(BUSINESS));
    expect(await screen.findByRole('heading', { level: 1, name: 'B2B invoices' })).toBeTruthy();
    const rows = await invoiceRows();
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      expect(within(row).getByRole('rowheader').textContent).toMatch(/^INV-\d{4}-\d{6}$/);
      expect(within(row).getAllByRole('cell')[0]?.textContent).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    }
  });

  it('says a failed list load, and Try again loads the list', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/invoices/api/v1/HistoricalInvoice/me',
      account: BUSINESS,
      times: 1,
      fault: { status: 503 },
    });
    renderInApp(<InvoicesPage />, mock.signIn(BUSINESS));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your invoices could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await invoiceRows()).toHaveLength(14);
  });

  it('says which invoice failed to download, and it can be pressed again', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/invoices/api/v1/HistoricalInvoice/me/pdf/*',
      account: BUSINESS,
      times: 2,
      fault: { status: 500 },
    });
    renderInApp(<InvoicesPage />, mock.signIn(BUSINESS));
    const [first] = await invoiceRows();
    const reference = within(first!).getByRole('rowheader').textContent;
    const button = within(first!).getByRole('button', { name: `Download PDF ${reference}` });
    const pdfCalls = () => mock.requests.filter((r) => r.path.includes('/HistoricalInvoice/me/pdf/'));
    const failure = `Invoice ${reference} could not be downloaded. Please try again.`;

    fireEvent.click(button);
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual([failure]));
    expect(getToasts()[0]?.tone).toBe('error');
    await waitFor(() => expect(button.textContent).toBe('Download PDF'));
    fireEvent.click(button);
    await waitFor(() => expect(pdfCalls()).toHaveLength(2));
    await waitFor(() => expect(getToasts()).toHaveLength(2));
  });
});
