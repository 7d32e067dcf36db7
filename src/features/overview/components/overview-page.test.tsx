// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The overview when My photos' guard sent the customer here (activation status DELETING, my-photos.tsx): it says
 * why at the top (issue 23: the redirect explained nothing); a visit of its own says nothing of the kind. And the
 * A/B test sample-test (ADR 056): with marketing consent the ab-test service chooses (it pins demo@ to A: the
 * photo library above the latest orders) and the A/B tool is told; without it nothing is asked and control shows.
 * The vendor scripts themselves load in a real document: tests/e2e/third-party.spec.ts.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, StoreProvider } from '@/lib/store';
import type { Consent } from '@/lib/third-party/consent';
import { consentAtom } from '@/lib/third-party/consent-state';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { OverviewPage } from './overview-page';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(() => {
  cleanup();
  delete window.abTestQueue;
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
