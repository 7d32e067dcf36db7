// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Order details against the mock's orders, reorder and widgets services (msw/node) as
 * orders-faults@example.com (an order with the voucher WELCOME10, one in production, one dispatched): what the
 * page shows when a call fails, the spec's error texts, Try again, nothing half changed (moved from
 * tests/e2e/orders-faults.spec.ts, issue 21).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getOrders } from '../api/get-orders';
import { OrderDetailsPage } from './order-details-page';

const ORDERS_FAULTS = 'orders-faults@example.com';
const mock = setupMockApi({ accounts: [ORDERS_FAULTS] });
beforeAll(async () => {
  await import('@/components/ui/toast-region'); // the toasts' lazy chunk, loaded once
});
afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.restoreAllMocks();
});

/** The account's orders: the one with a voucher and the dispatched one. */
async function codes() {
  const { orders } = await getOrders({ api: mock.api(ORDERS_FAULTS), page: 1 });
  return {
    withVoucher: orders.find((order) => order.voucher)!.code,
    sent: orders.find((order) => order.list === 'history')!.code,
  };
}

const openPage = (orderCode: string) => {
  return renderInApp(<OrderDetailsPage orderCode={orderCode} />, {
    ...mock.signIn(ORDERS_FAULTS),
    path: `/orders/${orderCode}`,
    toasts: true,
  });
};

describe('order details when a call fails', () => {
  it("an order that cannot be loaded shows the spec's error text and loads on Try again", async () => {
    const { withVoucher } = await codes();
    mock.faults.add({
      method: 'GET',
      path: `/orders-api/v1/superorders/${withVoucher}`,
      times: 1,
      fault: { status: 500 },
    });
    openPage(withVoucher);
    expect(
      await screen.findByText(
        'An error occurred loading this order, please contact us to report this issue.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: `Order ${withVoucher}` })).toBeTruthy();
  });

  it('a voucher look-up that fails shows "Error {text}; Status Code: {status} Received from {url}"', async () => {
    const { withVoucher } = await codes();
    mock.faults.add({
      method: 'GET',
      path: '/orders-api/api/v1/campaigns/offers/WELCOME10',
      times: 1,
      fault: { status: 503 },
    });
    openPage(withVoucher);
    const voucher = await screen.findByRole('region', { name: 'Voucher' });
    const alert = await within(voucher).findByRole('alert');
    expect(
      within(alert).getByText(
        'Error Service Unavailable; Status Code: 503 Received from http://mock.test/orders-api/api/v1/campaigns/offers/WELCOME10',
      ),
    ).toBeTruthy();
    fireEvent.click(within(voucher).getByRole('button', { name: 'Try again' }));
    expect(await within(voucher).findByText('10% off your next photo book')).toBeTruthy();
  });

  it('delivery dates that cannot be loaded say so and load on Try again', async () => {
    const { withVoucher } = await codes();
    mock.faults.add({
      method: 'GET',
      path: `/orders-api/OrderDeliveryDates/${withVoucher}`,
      times: 1,
      fault: { status: 503 },
    });
    openPage(withVoucher);
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    const alert = await within(delivery).findByRole('alert');
    expect(alert.textContent).toContain('The expected delivery dates could not be loaded.');
    fireEvent.click(within(delivery).getByRole('button', { name: 'Try again' }));
    expect(await within(delivery).findByText(/^Expected delivery:/)).toBeTruthy();
  });

  it('a reorder that fails says so and stays on the order; Reorder again goes to the shop', async () => {
    const { sent } = await codes();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mock.faults.add({ method: 'POST', path: '/reorder/reorder/direct', times: 1, fault: { status: 500 } });
    openPage(sent);
    fireEvent.click(await screen.findByRole('button', { name: `Reorder ${sent}` }));
    expect(await screen.findByText('The order could not be reordered. Please try again.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: `Reorder ${sent}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(String(assign.mock.calls[0]![0])).toMatch(new RegExp(`/shop/reorder/${sent}$`));
    // Until the shop opens the button says it is busy, and another press does not order again.
    const button = screen.getByRole('button', { name: `Reorder ${sent}` });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assign).toHaveBeenCalledOnce();
  });

  it('a PDF that cannot be downloaded says so', async () => {
    const { sent } = await codes();
    mock.faults.add({ method: 'GET', path: '/widgets/v1/pdf/me/*', times: 1, fault: { status: 500 } });
    openPage(sent);
    const [pdf] = await screen.findAllByRole('button', { name: /^Download the PDF of / });
    fireEvent.click(pdf!);
    expect(await screen.findByText('The PDF could not be downloaded. Please try again.')).toBeTruthy();
  });
});
