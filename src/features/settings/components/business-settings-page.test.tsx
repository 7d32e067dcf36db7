// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Business settings (/settings/b2b) against the mock's customer service (msw/node): the business account's
 * details and status, and the entries, of which the business details one follows the status: "Complete your
 * business details" for a Default account (company@), "Business details" once New (business@), none when blocked
 * (blocked@). The address book it shows is the addresses feature's (its tests are there).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { BusinessSettingsPage } from './business-settings-page';

const DEFAULT = 'company@example.com';
const NEW = 'business@example.com';
const BLOCKED = 'blocked@example.com';
const mock = setupMockApi({ accounts: [DEFAULT, NEW, BLOCKED] });
afterEach(cleanup);

const details = () => screen.getByRole('region', { name: 'Business account' });
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the business settings page', () => {
  it('shows a Default account its details, that they are not complete, and the entry to complete them', async () => {
    renderInApp(<BusinessSettingsPage addresses={null} />, mock.signIn(DEFAULT));
    expect(await screen.findByText('Cora Company')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My settings' })).toBeTruthy();
    expect(details().textContent).toContain('Your business details are not complete yet.');
    expect(href('Complete your business details')).toBe('/settings/b2b/details');
    expect(href('Personal details')).toBe('/settings/personal-details');
    expect(href('Payment method')).toBe('/settings/payment-method');
    expect(href('Change e-mail address')).toBe('/settings/b2b/email');
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });

  it('names the entry "Business details" once the account is being validated', async () => {
    renderInApp(<BusinessSettingsPage addresses={null} />, mock.signIn(NEW));
    expect(await screen.findByText('Your business account is being validated.')).toBeTruthy();
    expect(href('Business details')).toBe('/settings/b2b/details');
    expect(screen.queryByRole('link', { name: 'Complete your business details' })).toBeNull();
  });

  it('offers a blocked account no business details entry', async () => {
    renderInApp(<BusinessSettingsPage addresses={null} />, mock.signIn(BLOCKED));
    expect(
      await screen.findByText('Your business account is blocked. Please contact customer care.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /business details/i })).toBeNull();
    expect(href('Payment method')).toBe('/settings/payment-method');
  });
});
