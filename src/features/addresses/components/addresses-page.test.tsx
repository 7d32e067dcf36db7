// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The delivery addresses page (/settings/addresses/all) against the mock's customer service (msw/node) as
 * addresses@example.com: the address book with the default address first, a failed load said with Try again, and
 * a deletion confirmed in a dialog, where a failure is said and the address stays. Keyboard use, focus and the
 * browser's Back on the dialog are tests/e2e/addresses.spec.ts's.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getAddresses } from '../api/get-addresses';
import { AddressesPage } from './addresses-page';

const CONSUMER = 'addresses@example.com';
const mock = setupMockApi({ accounts: [CONSUMER] });
beforeEach(() => act(() => clearToasts()));
afterEach(cleanup);

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Your addresses' })).getAllByRole('listitem');

describe('the delivery addresses page', () => {
  it('lists the addresses, the default one first, with the ways to add and back', async () => {
    const addresses = await getAddresses({ api: mock.api(CONSUMER) });
    renderInApp(<AddressesPage />, mock.signIn(CONSUMER));
    const list = await cards();
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeTruthy();
    expect(list.map((card) => card.getAttribute('aria-label'))).toEqual(
      addresses.map((a) => `${a.firstName} ${a.lastName}`),
    );
    expect(within(list[0]!).getByText('Default address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add address' }).getAttribute('href')).toBe(
      '/settings/new-address',
    );
    expect(screen.getByRole('link', { name: 'Back to my settings' }).getAttribute('href')).toBe('/settings');
  });

  it('says a failed load with Try again, which loads the addresses', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/customer/customers/me/addresses',
      account: CONSUMER,
      times: 1,
      fault: { status: 503 },
    });
    renderInApp(<AddressesPage />, mock.signIn(CONSUMER));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred loading your settings');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await cards()).length).toBeGreaterThan(0);
    expect(screen.getByText('Default address')).toBeTruthy();
  });

  it('deletes an address once confirmed; a failure is said in the dialog and the address stays', async () => {
    const [address] = await getAddresses({ api: mock.api(CONSUMER) });
    const name = `${address!.firstName} ${address!.lastName}`;
    mock.faults.add({
      method: 'DELETE',
      path: '/customer/customers/me/addresses/*',
      account: CONSUMER,
      times: 1,
      fault: { status: 503 },
    });
    renderInApp(<AddressesPage />, mock.signIn(CONSUMER));
    const before = (await cards()).length;
    fireEvent.click(screen.getByRole('button', { name: `Delete the address of ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog.textContent).toContain(
      `${name}, ${address!.streetName} ${address!.streetNumber}, ${address!.postalCode} ${address!.city} will be removed`,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete address' });
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The address could not be deleted. Please try again.',
    );
    expect(await cards()).toHaveLength(before);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name })).toBeNull());
    expect(getToasts().map((t) => t.message)).toEqual(['Address deleted']);
    expect(mock.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });
});
