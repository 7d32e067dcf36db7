// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * What My orders shows against the mock's orders service (msw/node), by account: demo@example.com (orders in
 * progress, history over 3 years, two expired orders), empty@example.com (none), business@example.com. The
 * page, the reload and the focus stay in tests/e2e/orders.spec.ts (with axe on the list and the empty list).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getOrders } from '../api/get-orders';
import { OrdersPage } from './orders-page';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const BUSINESS = 'business@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY, BUSINESS] });
afterEach(cleanup);

/** The account's orders as the service lists them (to name the scenario's order, not to answer the page). */
const ordersOf = async (email: string, state: 'notExpired' | 'expired' = 'notExpired') =>
  (await getOrders({ api: mock.api(email), page: 1, size: 100, state })).orders;

const orderLink = (code: string) => screen.findByRole('link', { name: `View details of order ${code}` });

describe('My orders', () => {
  it('lists the orders in progress and the history with the statuses the customer knows', async () => {
    renderInApp(<OrdersPage page={1} state="notExpired" />, mock.signIn(DEMO));
    const inProgress = await screen.findByRole('region', { name: 'In progress' });
    for (const status of ['Awaiting payment', 'Ordered', 'In production'])
      expect(within(inProgress).getAllByText(status, { exact: true }).length).toBeGreaterThan(0);
    expect(await within(inProgress).findByText('Order delayed')).toBeTruthy();
    expect(within(inProgress).getAllByText(/Ordered in the Resnap app/).length).toBeGreaterThan(0);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByText('Sent', { exact: true }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('shows Cancelled in red and every other status in cyan', async () => {
    renderInApp(<OrdersPage page={2} state="notExpired" />, mock.signIn(DEMO));
    await screen.findByRole('region', { name: 'History' });
    const badges = [...document.querySelectorAll<HTMLElement>('[data-status][data-tone]')];
    expect(badges.some((badge) => badge.dataset.status === 'Cancelled')).toBe(true);
    expect(badges.some((badge) => badge.dataset.status === 'Sent')).toBe(true);
    for (const badge of badges)
      expect(badge.dataset.tone, badge.dataset.status).toBe(
        badge.dataset.status === 'Cancelled' ? 'red' : 'cyan',
      );
  });

  it('lists the older orders (order_state=expired) on their own, marked as the list shown', async () => {
    const [expired] = await ordersOf(DEMO, 'expired');
    renderInApp(<OrdersPage page={1} state="expired" />, mock.signIn(DEMO));
    expect(await orderLink(expired!.code)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Older orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Recent orders' }).getAttribute('aria-current')).toBeNull();
    const [recent] = await ordersOf(DEMO);
    expect(screen.queryByRole('link', { name: `View details of order ${recent!.code}` })).toBeNull();
  });

  it('says "You haven\'t ordered anything yet!" to an account without orders', async () => {
    renderInApp(<OrdersPage page={1} state="notExpired" />, mock.signIn(EMPTY));
    expect(await screen.findByText("You haven't ordered anything yet!")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'In progress' })).toBeNull();
  });

  it('lists the orders of a business account', async () => {
    const [newest] = await ordersOf(BUSINESS);
    renderInApp(<OrdersPage page={1} state="notExpired" />, mock.signIn(BUSINESS));
    expect(await orderLink(newest!.code)).toBeTruthy();
  });
});
