// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The account overview against the mock's services (msw/node): demo@example.com's latest orders and photo
 * library, empty@example.com's empty ones; and when My photos' guard sent the customer here (activation status
 * DELETING, my-photos.tsx): it says why at the top (issue 23: the redirect explained nothing); a visit of its own
 * says nothing of the kind. The menu, the small screen, the way to My orders and axe stay in tests/e2e
 * (orders.spec.ts, overview.spec.ts).
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrdersQueryOptions } from '@/features/orders';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { OverviewPage } from './overview-page';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY] });
afterEach(cleanup);

describe('the account overview', () => {
  it('shows the three latest orders with their status, the photo and album counts and the way to all orders', async () => {
    const app = renderInApp(<OverviewPage />, mock.signIn(DEMO));
    const latest = await screen.findByRole('region', { name: 'Latest orders' });
    expect(await within(latest).findAllByRole('listitem')).toHaveLength(3);
    // The newest order, as the orders service lists them.
    const { orders } = await app.queryClient.fetchQuery(
      await loadOrdersQueryOptions(app.api, { page: 1, size: 100 }),
    );
    expect(
      within(latest).getByRole('link', { name: `View details of order ${orders[0]!.code}` }),
    ).toBeTruthy();
    expect(within(latest).getAllByText('Awaiting payment').length).toBeGreaterThan(0);
    expect(within(latest).getByRole('link', { name: 'All my orders' }).getAttribute('href')).toBe('/orders');
    const library = screen.getByRole('region', { name: 'My photo library' });
    // The counts (a link where the app has the page: tests/e2e/orders.spec.ts).
    expect(await within(library).findByText(/^[\d,]+ photos$/)).toBeTruthy();
    expect(within(library).getByText(/^\d+ albums?$/)).toBeTruthy();
  });

  it('says an account without orders has not ordered anything yet, and shows its 0 photos', async () => {
    renderInApp(<OverviewPage />, mock.signIn(EMPTY));
    const latest = await screen.findByRole('region', { name: 'Latest orders' });
    expect(await within(latest).findByText("You haven't ordered anything yet!")).toBeTruthy();
    expect(await screen.findByText('0 photos')).toBeTruthy();
  });
});

const notice = 'Your photos are being deleted. My photos will be available again when this is done.';

describe('the overview after the photo area sent the customer away', () => {
  it('says the photos are being deleted when My photos redirected here', async () => {
    const app = renderInApp(<OverviewPage />, mock.signIn(DEMO));
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    expect(screen.queryByText(notice)).toBeNull();
    await act(() => app.router.navigate({ to: '/', state: { photosUnavailable: true } }));
    expect((await screen.findByRole('status')).textContent).toBe(notice);
  });
});
