// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The business status banner (the account layout's banner slot) against the mock's customer service (msw/node):
 * each status of the profile in its words (New: business@, Default: bizdefault@, Blocked: blocked@) with its
 * way on, a failed load said with Try again, one profile read shared with the accountDeleted guard, and nothing
 * shown or asked for a consumer (demo@).
 */
import { Suspense } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountDeletedGuard, customerProfileQueryKey } from '@/features/settings';
import { userFromClaims } from '@/lib/auth/auth-user';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp, type RenderedApp } from '@/testing/render-in-app';
import { fakeClaims } from '@mock/testing/fake-identity';
import { StatusBanner } from './business-status-banner';
import { BusinessStatusBanner } from './business-status-slot';

const NEW = 'business@example.com';
const DEFAULT = 'bizdefault@example.com';
const BLOCKED = 'blocked@example.com';
const CONSUMER = 'demo@example.com';
const mock = setupMockApi({ accounts: [NEW, DEFAULT, BLOCKED, CONSUMER] });
afterEach(cleanup);

const banner = () => screen.findByRole('region', { name: 'Business account status' });
const profileReads = () =>
  mock.requests.filter((r) => r.method === 'GET' && r.path === '/customer/customers/me');
/** The profile's one query (customers/me) in the rendered app's cache. */
const profileQuery = (app: RenderedApp) =>
  app.queryClient.getQueryCache().find({ queryKey: customerProfileQueryKey, exact: true });
/** The slot and the guard, as the account layout renders them, signed in as `email`. */
const renderLayoutParts = (email: string) =>
  renderInApp(
    <>
      <BusinessStatusBanner />
      <Suspense fallback={null}>
        <AccountDeletedGuard />
      </Suspense>
    </>,
    { ...mock.signIn(email), user: userFromClaims(fakeClaims(email)!) },
  );

describe('the business status banner', () => {
  it('says a New account is awaiting validation', async () => {
    renderInApp(<StatusBanner />, mock.signIn(NEW));
    expect((await banner()).textContent).toContain('Your business account is awaiting validation.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells a Default account its details are incomplete and links to the business details', async () => {
    renderInApp(<StatusBanner />, mock.signIn(DEFAULT));
    expect((await banner()).textContent).toContain('Your business details are incomplete.');
    const link = screen.getByRole('link', { name: 'Complete your business details' });
    expect(link.getAttribute('href')).toBe('/settings/b2b/details');
  });

  it('points a blocked account to customer care', async () => {
    renderInApp(<StatusBanner />, mock.signIn(BLOCKED));
    expect((await banner()).textContent).toContain('Your business account has been blocked.');
    const link = screen.getByRole('link', { name: 'Contact customer care' });
    expect(link.getAttribute('href')).toBe('https://www.bonusprint.co.uk/contact');
  });

  it('says a failed status load with Try again, which loads it', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/customer/customers/me',
      account: BLOCKED,
      times: 1,
      fault: { status: 503 },
    });
    renderInApp(<StatusBanner />, mock.signIn(BLOCKED));
    await screen.findByText('The status of your business account could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await banner()).textContent).toContain('Your business account has been blocked.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("reads the profile once for a business account's page: the banner and the accountDeleted guard share it", async () => {
    const app = renderLayoutParts(NEW);
    expect((await banner()).textContent).toContain('Your business account is awaiting validation.');
    // Both readers are mounted (the guard loads lazily): two observers of the one query.
    await waitFor(() => expect(profileQuery(app)?.getObserversCount()).toBe(2));
    expect(profileReads()).toHaveLength(1);
  });

  it('shows consumers nothing and asks nothing of the profile for them (the guard reads it once)', async () => {
    const app = renderLayoutParts(CONSUMER);
    // The guard's read has answered: a banner reading it would show by now.
    await waitFor(() => expect(profileQuery(app)?.state.status).toBe('success'));
    expect(profileQuery(app)?.getObserversCount()).toBe(1);
    expect(screen.queryByRole('region', { name: 'Business account status' })).toBeNull();
    expect(profileReads()).toHaveLength(1);
  });
});
