// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Change personal details (/settings/personal-details) against the mock's customer service (msw/node) as
 * profile@example.com (Pia Profile): checked on submit with the first invalid field focused and nothing sent, a
 * failed save that keeps the typed values, one PUT however often it is submitted while on its way. Keyboard use,
 * the service's refusal of a field and the saved details on the other pages are tests/e2e/settings.spec.ts's.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { PersonalDetailsPage } from './personal-details-page';

const PROFILE = 'profile@example.com';
const mock = setupMockApi({ accounts: [PROFILE] });
afterEach(cleanup);

const field = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name });
const puts = () => mock.requests.filter((r) => r.method === 'PUT' && r.path === '/customer/customers/me');

async function type(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(await field(name), { target: { value } });
}

const PETRA = {
  'First name': 'Petra',
  'Last name': 'Profile-Smith',
  'Phone number (optional)': '+44 20 7946 0001',
};

describe('the personal details page', () => {
  it('checks on submit: the first invalid field gets the focus, each field its message, nothing is sent', async () => {
    renderInApp(<PersonalDetailsPage />, mock.signIn(PROFILE));
    expect((await field('First name')).value).toBe('Pia');
    await type({ 'First name': '', 'Phone number (optional)': 'call me' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your first name')).toBeTruthy();
    expect(screen.getByText('Phone number must be valid')).toBeTruthy();
    const firstName = await field('First name');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('says a failed save and keeps the typed values', async () => {
    mock.faults.add({
      method: 'PUT',
      path: '/customer/customers/me',
      account: PROFILE,
      times: 1,
      fault: { status: 500 },
    });
    renderInApp(<PersonalDetailsPage />, mock.signIn(PROFILE));
    await type(PETRA);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save changes. Please try again');
    for (const [name, value] of Object.entries(PETRA)) expect((await field(name)).value).toBe(value);
    expect(puts()).toHaveLength(1);
  });

  it('saves once, however often it is submitted while on its way, and says so', async () => {
    renderInApp(<PersonalDetailsPage />, mock.signIn(PROFILE));
    await type(PETRA);
    const gate = mock.hold('PUT', '/customer/customers/me');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const pending = await screen.findByRole('button', { name: 'Saving…' });
    fireEvent.click(pending);
    fireEvent.submit(pending.closest('form')!);
    gate.release();
    expect(await screen.findByText('Your personal details have been saved')).toBeTruthy();
    expect(puts().map((r) => r.body)).toEqual([
      { firstName: 'Petra', lastName: 'Profile-Smith', phoneNumber: '+44 20 7946 0001' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
