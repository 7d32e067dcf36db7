// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The order details page against the mock's orders service (msw/node): what an order shows by its scenario
 * (demo@example.com: the voucher order, the pickup point, the delayed and the blocked order; business@example.com)
 * and the delivery address change (orders-edit@example.com: orders whose address can change, one in production).
 * The real PDF download, the reorder's trip to the shop, the focus after the list's link, a reload and axe stay in
 * tests/e2e/orders.spec.ts and orders-address.spec.ts.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getOrders } from '../api/get-orders';
import type { Order } from '../api/order-schema';
import { OrderDetailsPage } from './order-details-page';

const DEMO = 'demo@example.com';
const BUSINESS = 'business@example.com';
const EDIT = 'orders-edit@example.com';
const mock = setupMockApi({ accounts: [DEMO, BUSINESS, EDIT] });
afterEach(cleanup);

/** The account's order of the scenario a test needs, as the service lists it. */
async function orderOf(email: string, pick: (order: Order) => boolean): Promise<Order> {
  const { orders } = await getOrders({ api: mock.api(email), page: 1, size: 100 });
  const order = orders.find(pick);
  if (!order) throw new Error(`${email} has no such order`);
  return order;
}

const openOrder = (email: string, code: string) =>
  renderInApp(<OrderDetailsPage orderCode={code} />, mock.signIn(email));

const delivery = () => screen.findByRole('region', { name: 'Delivery' });
const addressText = async () => (await delivery()).querySelector('address')?.textContent ?? '';
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The text of what describes a field (its error). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const addressPuts = () =>
  mock.requests.filter((request) => request.method === 'PUT' && request.path.endsWith('/deliveryAddress'));

describe('the order details', () => {
  it('show the products with their prices, the voucher and its offer, the expected delivery and the address', async () => {
    const order = await orderOf(DEMO, (o) => o.voucher === 'WELCOME10' && o.status === 'Ordered');
    openOrder(DEMO, order.code);
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(order.products.length);
    expect(within(products).getAllByText(/£\d+\.\d\d/).length).toBeGreaterThan(0);
    const voucher = screen.getByRole('region', { name: 'Voucher' });
    expect(within(voucher).getByText('Voucher code: WELCOME10')).toBeTruthy();
    expect(await within(voucher).findByText('10% off your next photo book')).toBeTruthy();
    const box = await delivery();
    expect(
      await within(box).findByText(/^Expected delivery: \d\d \w{3,4} \d{4} – \d\d \w{3,4} \d{4}/),
    ).toBeTruthy();
    expect(await addressText()).toContain('Dana Demo');
    expect(within(box).getByRole('button', { name: 'Change delivery address' })).toBeTruthy();
  });

  it('say a pickup point order is delivered there and offer no address change', async () => {
    const order = await orderOf(DEMO, (o) => o.deliveryType === 'PickupPoint' && o.status !== 'Sent');
    openOrder(DEMO, order.code);
    const box = await delivery();
    expect(within(box).getByText(/Delivered to a pickup point/)).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Change delivery address' })).toBeNull();
  });

  it('say "Order delayed" beside the expected delivery of a delayed order', async () => {
    const order = await orderOf(
      DEMO,
      (o) => o.status === 'InProduction' && o.products[0]?.articleName === 'PB_HARDCOVER_A4_LANDSCAPE',
    );
    openOrder(DEMO, order.code);
    expect(await within(await delivery()).findByText('Order delayed')).toBeTruthy();
  });

  it('say a blocked order is on hold, with the reason as text, and that it can no longer be reordered', async () => {
    const order = await orderOf(DEMO, (o) => o.status === 'AwaitingPayment' && o.source === 'Resnap');
    openOrder(DEMO, order.code);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order is on hold: Payment verification failed',
    );
    const reorder = screen.getByRole('region', { name: 'Reorder' });
    expect(await within(reorder).findByText('This order can no longer be reordered.')).toBeTruthy();
    expect(within(reorder).queryByRole('button')).toBeNull();
  });

  it('say "Order not found" for a code the account does not have', async () => {
    openOrder(DEMO, '000000000');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByText('There is no order 000000000 in your account.')).toBeTruthy();
  });

  it('show a business account its order with the total paid', async () => {
    const [order] = (await getOrders({ api: mock.api(BUSINESS), page: 1 })).orders;
    openOrder(BUSINESS, order!.code);
    expect(await screen.findByRole('heading', { level: 2, name: `Order ${order!.code}` })).toBeTruthy();
    expect(screen.getByText('Total paid:')).toBeTruthy();
  });
});

describe('changing the delivery address', () => {
  const FORM_HEADING = 'New delivery address';
  const CANCEL = 'Cancel';
  const homeOrder = (article: string) =>
    orderOf(EDIT, (o) => o.deliveryType === 'Home' && o.products[0]?.articleName === article);

  async function openForm(article: string) {
    const order = await homeOrder(article);
    openOrder(EDIT, order.code);
    fireEvent.click(await within(await delivery()).findByRole('button', { name: 'Change delivery address' }));
    await screen.findByRole('button', { name: 'Save address' });
    return order;
  }
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

  it('moves the focus into the form when it opens, and back to its button when it is cancelled', async () => {
    const order = await homeOrder('PB_HARDCOVER_A4');
    openOrder(EDIT, order.code);
    const change = await within(await delivery()).findByRole('button', { name: 'Change delivery address' });
    change.focus();
    fireEvent.click(change);
    const heading = await screen.findByRole('heading', { level: 3, name: FORM_HEADING });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: CANCEL }));
    const again = await within(await delivery()).findByRole('button', { name: 'Change delivery address' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('refuses bad input before sending: the first wrong field gets the focus, each says what is wrong', async () => {
    await openForm('PB_HARDCOVER_A4');
    fireEvent.change(field('Street'), { target: { value: '' } });
    fireEvent.change(field('Phone number (optional)'), { target: { value: 'call me' } });
    save();
    await waitFor(() => expect(descriptionOf(field('Street'))).toContain('Street name must be valid'));
    expect(descriptionOf(field('Phone number (optional)'))).toContain('Phone number must be valid');
    await waitFor(() => expect(document.activeElement).toBe(field('Street')));
    expect(addressPuts()).toEqual([]);
  });

  it('shows the new address once the service has it, and closes the form', async () => {
    await openForm('PB_HARDCOVER_A4');
    fireEvent.change(field('Street'), { target: { value: 'Harbour Lane' } });
    fireEvent.change(field('House number'), { target: { value: '42' } });
    save();
    const box = await delivery();
    expect(await within(box).findByText('The delivery address was changed')).toBeTruthy();
    expect(await addressText()).toContain('Harbour Lane 42');
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
    expect(addressPuts()).toHaveLength(1);
  });

  it("shows the service's reason (400) on the field, keeping what was typed and the old address", async () => {
    await openForm('CAL_WALL_A3');
    const before = await addressText();
    fireEvent.change(field('Postal code'), { target: { value: 'NOT A CODE' } });
    save();
    await waitFor(() => expect(descriptionOf(field('Postal code'))).toContain('Postal Code must be valid'));
    expect(field('Postal code').value).toBe('NOT A CODE');
    expect(await addressText()).toBe(before);
  });

  it('says when saving fails, keeps the values and the old address, and saving again works', async () => {
    const order = await homeOrder('POSTER_50X70');
    mock.faults.add({
      method: 'PUT',
      path: `/orders-api/v1/superorders/${order.code}/deliveryAddress`,
      times: 1,
      fault: { status: 503 },
    });
    await openForm('POSTER_50X70');
    const before = await addressText();
    fireEvent.change(field('City'), { target: { value: 'Bristol' } });
    save();
    const box = await delivery();
    expect(
      await within(box).findByText('The delivery address could not be changed. Please try again.'),
    ).toBeTruthy();
    expect(field('City').value).toBe('Bristol');
    expect(await addressText()).toBe(before);

    save();
    await waitFor(async () => expect(await addressText()).toContain('Bristol'));
  });

  it('is not offered for an order already in production', async () => {
    const order = await orderOf(EDIT, (o) => o.status === 'InProduction');
    openOrder(EDIT, order.code);
    const box = await delivery();
    expect(await within(box).findByText('The delivery address can no longer be changed.')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Change delivery address' })).toBeNull();
  });
});
