// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * My orders against the mock's orders service (msw/node) as orders300@example.com (300 recent orders, no older
 * ones): an address past the last page shows the last page, and "Older orders" says there are none instead of
 * "You haven't ordered anything yet!" (issue 23); a list that cannot be loaded says so, and Try again loads it
 * (moved from tests/e2e/orders-faults.spec.ts, issue 21).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { OrdersPage } from './orders-page';

const ORDERS300 = 'orders300@example.com';
const mock = setupMockApi({ accounts: [ORDERS300] });
afterEach(cleanup);

describe('My orders for a customer with 300 orders', () => {
  it('an address past the last page goes to the last page', async () => {
    const app = renderInApp(<OrdersPage page={31} state="notExpired" />, {
      ...mock.signIn(ORDERS300),
      path: '/orders?page=31',
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/orders'));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 30 }));
    expect(screen.queryByText("You haven't ordered anything yet!")).toBeNull();
  });

  it('"Older orders" says there are no older orders, not that nothing was ever ordered', async () => {
    renderInApp(<OrdersPage page={1} state="expired" />, mock.signIn(ORDERS300));
    expect(await screen.findByText("You don't have any older orders.")).toBeTruthy();
    expect(screen.queryByText("You haven't ordered anything yet!")).toBeNull();
  });

  it('a list that cannot be loaded says so and loads on Try again', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/orders-api/v2/superorders/me',
      times: 1,
      fault: { status: 503 },
    });
    renderInApp(<OrdersPage page={1} state="notExpired" />, mock.signIn(ORDERS300));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred loading your orders. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'In progress' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
