// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * My settings (/settings) against the mock's customer service (msw/node) as leaving@example.com (Leo Leaving):
 * the profile's details and the entries to the settings pages, a failed load said with Try again while the
 * entries stay usable, and the deletion dialog's Cancel, which sends nothing. The deletion request itself (its
 * call reads the identity from a real access token), keyboard use and focus are tests/e2e/settings.spec.ts's.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { SettingsPage } from './settings-page';

const LEAVING = 'leaving@example.com';
const mock = setupMockApi({ accounts: [LEAVING] });
afterEach(cleanup);

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('My settings', () => {
  it('shows the profile’s details and the entries to the settings pages', async () => {
    renderInApp(<SettingsPage />, mock.signIn(LEAVING));
    expect(await screen.findByText('Leo Leaving')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My settings' })).toBeTruthy();
    expect(screen.getByText(LEAVING)).toBeTruthy();
    expect(href('Personal details')).toBe('/settings/personal-details');
    expect(href('Payment method')).toBe('/settings/payment-method');
    expect(href('Delivery addresses')).toBe('/settings/addresses/all');
    expect(href('Change e-mail address')).toBe('/settings/email');
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });

  it('says a failed load with Try again, the entries staying usable', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/customer/customers/me',
      account: LEAVING,
      times: 1,
      fault: { status: 503 },
    });
    renderInApp(<SettingsPage />, mock.signIn(LEAVING));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred loading your settings');
    expect(href('Personal details')).toBe('/settings/personal-details');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Leo Leaving')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before requesting the deletion, and Cancel sends nothing', async () => {
    renderInApp(<SettingsPage />, mock.signIn(LEAVING));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('Your account is deleted once you open that link.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mock.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
