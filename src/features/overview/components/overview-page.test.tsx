// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
/**
 * The account overview against the mock's services (msw/node): demo@example.com's latest orders and photo
 * library, empty@example.com's empty ones; and when My photos' guard sent the customer here (activation status
 * DELETING, my-photos.tsx): it says why at the top (issue 23: the redirect explained nothing); a visit of its own
 * says nothing of the kind. And the A/B test sample-test (ADR 056): with marketing consent the ab-test service
 * chooses (it pins demo@ to A: the photo library above the latest orders) and the A/B tool is told; without it
 * nothing is asked and control shows. The menu, the small screen, the way to My orders and axe stay in tests/e2e
 * (orders.spec.ts, overview.spec.ts); the vendor scripts themselves load in a real document:
 * tests/e2e/third-party.spec.ts.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrdersQueryOptions } from '@/features/orders';
import { createAppStore, StoreProvider } from '@/lib/store';
import type { Consent } from '@/lib/third-party/consent';
import { consentAtom } from '@/lib/third-party/consent-state';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { OverviewPage } from './overview-page';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY] });
afterEach(() => {
  cleanup();
  delete window.abTestQueue;
});

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

describe('the A/B test sample-test on the overview', () => {
  /** The overview for a visitor whose consent script announced `consent` (undefined: no decision yet). */
  function openOverview(consent: Consent | undefined) {
    const store = createAppStore();
    store.set(consentAtom, consent);
    return renderInApp(
      <StoreProvider store={store}>
        <OverviewPage />
      </StoreProvider>,
      mock.signIn(DEMO),
    );
  }
  /** The sections' headings in the page's order, once both the latest orders and the library are shown. */
  const sectionHeadings = async () => {
    const main = (await screen.findByRole('heading', { level: 1, name: 'My account overview' }))
      .parentElement!;
    await screen.findByRole('heading', { level: 2, name: 'Latest orders' });
    await screen.findByRole('heading', { level: 2, name: 'My photo library' });
    return within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
  };
  const offerRequests = () => mock.requests.filter((request) => request.path.startsWith('/ab-test/offers/'));

  it('with marketing consent shows the experience the service chose (A: the photo library first) and tells the A/B tool', async () => {
    const app = openOverview({ analytics: false, marketing: true });
    await waitFor(() =>
      expect(app.container.querySelector('[data-experience]')?.getAttribute('data-experience')).toBe('A'),
    );
    expect((await sectionHeadings())[0]).toBe('My photo library');
    expect(offerRequests().map((request) => request.path)).toEqual(['/ab-test/offers/sample-test']);
    expect(window.abTestQueue).toEqual([{ mbox: 'sample-test', variant: 'A' }]);
  });

  it.each([
    ['analytics consent only', { analytics: true, marketing: false }],
    ['no consent decision', undefined],
  ] as const)(
    'with %s asks the A/B test service nothing and shows control: the latest orders first',
    async (_label, consent) => {
      const app = openOverview(consent);
      expect((await sectionHeadings())[0]).toBe('Latest orders');
      expect(app.container.querySelector('[data-experience]')?.getAttribute('data-experience')).toBe(
        'control',
      );
      expect(offerRequests()).toEqual([]);
      expect(window.abTestQueue).toBeUndefined();
    },
  );
});
