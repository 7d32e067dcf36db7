// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Add or change a delivery address against the mock's customer service (msw/node) as addresses@example.com
 * (consumer) and company@example.com (business): the channel's country, its four rules checked before sending
 * with the first invalid field focused, a failed save that keeps the typed values, one POST however often it is
 * submitted while on its way and then the address book, a change of an address, one that is not there. Keyboard
 * use, the service's refusal of a field and the pages around it are tests/e2e/addresses.spec.ts's.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getAddresses } from '../api/get-addresses';
import { AddressFormPage } from './address-form-page';

const CONSUMER = 'addresses@example.com';
const BUSINESS = 'company@example.com';
const mock = setupMockApi({ accounts: [CONSUMER, BUSINESS] });
beforeEach(() => act(() => clearToasts()));
afterEach(cleanup);

const field = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
const sent = (method: string) =>
  mock.requests.filter((r) => r.method === method && r.path.startsWith('/customer/customers/me/addresses'));
const toasts = () => getToasts().map((t) => t.message);

async function type(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(await field(name), { target: { value } });
}

const VALID = {
  'First name': 'Ada',
  'Last name': 'Tester',
  'Street name': 'Baker Street',
  'Street number': '221B',
  'Postal Code': 'NW1 6XE',
  City: 'London',
  'Phone number (optional)': '020 7946 0000',
};

describe('a new delivery address', () => {
  it('is in the channel’s country, whose four rules are checked before sending', async () => {
    renderInApp(<AddressFormPage area="consumer" />, mock.signIn(CONSUMER));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery address' })).toBeTruthy();
    expect(screen.getByText('Country: United Kingdom')).toBeTruthy();
    await type({
      ...VALID,
      'Street name': '123',
      'Street number': 'no number',
      'Postal Code': '1012 AB',
      'Phone number (optional)': '12',
    });
    save();
    expect(await screen.findByText('Street name must be valid')).toBeTruthy();
    for (const message of [
      'Street number must be valid',
      'Postal Code must be valid',
      'Phone number must be valid',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    const streetName = await field('Street name');
    await waitFor(() => expect(document.activeElement).toBe(streetName));
    expect(sent('POST')).toEqual([]);
  });

  it('says a failed save and keeps every typed value', async () => {
    mock.faults.add({
      method: 'POST',
      path: '/customer/customers/me/addresses',
      account: CONSUMER,
      times: 1,
      fault: { status: 500 },
    });
    renderInApp(<AddressFormPage area="consumer" />, mock.signIn(CONSUMER));
    await type(VALID);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save changes. Please try again');
    for (const [name, value] of Object.entries(VALID)) expect((await field(name)).value).toBe(value);
  });

  it('is sent once, however often it is submitted while on its way, then the address book shows', async () => {
    const app = renderInApp(<AddressFormPage area="consumer" />, mock.signIn(CONSUMER));
    await type(VALID);
    const gate = mock.hold('POST', '/customer/customers/me/addresses');
    save();
    const pending = await screen.findByRole('button', { name: 'Saving address…' });
    fireEvent.click(pending);
    fireEvent.submit(pending.closest('form')!);
    gate.release();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/settings/addresses/all'));
    expect(toasts()).toEqual(['Address added']);
    expect(sent('POST').map((r) => r.body)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Tester',
        streetName: 'Baker Street',
        streetNumber: '221B',
        postalCode: 'NW1 6XE',
        city: 'London',
        countryCode: 'GB',
        phoneNumber: '020 7946 0000',
      },
    ]);
  });

  it('of a business account keeps its company name and goes back to the business settings', async () => {
    const app = renderInApp(<AddressFormPage area="business" />, mock.signIn(BUSINESS));
    const back = await screen.findByRole('link', { name: 'Back to my settings' });
    expect(back.getAttribute('href')).toBe('/settings/b2b');
    await type({ ...VALID, 'First name': 'Bo', 'Company name': 'Example Prints Ltd' });
    save();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/settings/b2b'));
    expect(sent('POST')[0]?.body).toMatchObject({ firstName: 'Bo', companyName: 'Example Prints Ltd' });
  });
});

describe('changing a delivery address', () => {
  it('shows the address, and sends the change with PUT', async () => {
    const [address] = await getAddresses({ api: mock.api(CONSUMER) });
    const app = renderInApp(
      <AddressFormPage area="consumer" addressId={address!.id} />,
      mock.signIn(CONSUMER),
    );
    const back = await screen.findByRole('link', { name: 'Back to my addresses' });
    expect(back.getAttribute('href')).toBe('/settings/addresses/all');
    expect((await field('Street number')).value).toBe(address!.streetNumber);
    expect((await field('City')).value).toBe(address!.city);
    await type({ 'Street number': '221C' });
    save();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/settings/addresses/all'));
    expect(toasts()).toEqual(['Address saved']);
    expect(sent('PUT').map((r) => [r.path, (r.body as { streetNumber: string }).streetNumber])).toEqual([
      [`/customer/customers/me/addresses/${address!.id}`, '221C'],
    ]);
  });

  it('says that an address that is not there no longer exists', async () => {
    renderInApp(<AddressFormPage area="consumer" addressId="no-such-address" />, mock.signIn(CONSUMER));
    expect((await screen.findByRole('alert')).textContent).toBe('This address no longer exists.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
