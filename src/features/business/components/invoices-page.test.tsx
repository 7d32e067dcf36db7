// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The invoices page against the mock's invoice service (msw/node) as business@example.com: each invoice's
 * button is named by its text and the invoice (issue 23: WCAG 2.5.3, the name contains what is shown).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { InvoicesPage } from './invoices-page';

const BUSINESS = 'business@example.com';
const mock = setupMockApi({ accounts: [BUSINESS] });
afterEach(cleanup);

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
});
