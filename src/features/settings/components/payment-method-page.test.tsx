// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Payment method (/settings/payment-method) against the mock's customer service (msw/node): a failed load of the
 * profile said with Try again (profile@example.com), then what the page says about paying; business accounts
 * (business@example.com) are pointed to their invoices.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userFromClaims } from '@/lib/auth/auth-user';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { fakeClaims } from '@mock/testing/fake-identity';
import { PaymentMethodPage } from './payment-method-page';

const CONSUMER = 'profile@example.com';
const BUSINESS = 'business@example.com';
const mock = setupMockApi({ accounts: [CONSUMER, BUSINESS] });
afterEach(cleanup);

const signedIn = (email: string) => ({ ...mock.signIn(email), user: userFromClaims(fakeClaims(email)!) });
const INVOICES = 'Business orders are paid by invoice: your invoices are under Invoices.';

describe('the payment method page', () => {
  it('says a failed load with Try again, which shows that no payment method is stored', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/customer/customers/me',
      account: CONSUMER,
      times: 1,
      fault: { status: 503 },
    });
    renderInApp(<PaymentMethodPage />, signedIn(CONSUMER));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment method' })).toBeTruthy();
    expect(alert.textContent).toContain('An error occurred loading your settings');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No payment method is stored in your account\./)).toBeTruthy();
    expect(screen.getByText(/^Choose another payment method at checkout/)).toBeTruthy();
    expect(screen.queryByText(INVOICES)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my settings' }).getAttribute('href')).toBe('/settings');
  });

  it('points a business account to its invoices, and back to the business settings', async () => {
    renderInApp(<PaymentMethodPage />, signedIn(BUSINESS));
    expect(await screen.findByText(INVOICES)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my settings' }).getAttribute('href')).toBe(
      '/settings/b2b',
    );
  });
});
