// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The business details page against the mock's customer service (msw/node): a Default account (no company name)
 * is told its details are not complete, a blank name is refused on submit with the field focused and nothing
 * sent, a failed save keeps the typed name and is sent once for a double click, a saved name makes the account
 * New ("being validated") on the page; a blocked account gets no form.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { BusinessDetailsPage } from './business-details-page';

const DEFAULT = 'bizdefault@example.com';
const BLOCKED = 'blocked@example.com';
const mock = setupMockApi({ accounts: [DEFAULT, BLOCKED] });
afterEach(cleanup);

describe('the business details page', () => {
  it('completes the details of a Default account: checked on submit, then the status is New', async () => {
    const sent = () => mock.requests.filter((r) => r.method === 'PUT');
    renderInApp(<BusinessDetailsPage />, mock.signIn(DEFAULT));
    const field = await screen.findByRole('textbox', { name: 'Company name' });
    expect(screen.getByText('Your business details are not complete yet.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Please enter your company name')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(sent()).toEqual([]);

    fireEvent.change(field, { target: { value: '  Bo Prints Ltd ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText('Your business account is being validated.')).toBeTruthy();
    expect(sent().map((r) => [r.path, r.body])).toEqual([
      ['/customer/customers/me/business-details', { companyName: 'Bo Prints Ltd' }],
    ]);
  });

  it('says a failed save, sends it once for a double click and keeps the typed name', async () => {
    mock.faults.add({
      method: 'PUT',
      path: '/customer/customers/me/business-details',
      account: DEFAULT,
      times: 1,
      fault: { status: 500 },
    });
    renderInApp(<BusinessDetailsPage />, mock.signIn(DEFAULT));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Company name' });
    fireEvent.change(field, { target: { value: 'Bo Prints Ltd' } });
    const save = screen.getByRole('button', { name: 'Save business details' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save changes. Please try again');
    expect(mock.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(field.value).toBe('Bo Prints Ltd');
    expect(screen.getByText('Your business details are not complete yet.')).toBeTruthy();
  });

  it('shows a blocked account its status and no form', async () => {
    renderInApp(<BusinessDetailsPage />, mock.signIn(BLOCKED));
    expect(
      await screen.findByText('Your business account is blocked. Please contact customer care.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Company name' })).toBeNull();
  });
});
