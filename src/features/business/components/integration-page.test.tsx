// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * FTP instructions (/integration) against the mock's customer service (msw/node) as bizdefault@example.com (a
 * callback to https://erp.example.org/photo-orders/bizdefault in xml): the instructions and the saved callback,
 * the URL checked before the call, a failed save that keeps the typed values, and a save with PATCH customers/me.
 * Keyboard use and the settings kept over a reload are tests/e2e/business.spec.ts's.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { IntegrationPage } from './integration-page';

const EMAIL = 'bizdefault@example.com';
const mock = setupMockApi({ accounts: [EMAIL] });
beforeEach(() => act(() => clearToasts()));
afterEach(cleanup);

const urlField = () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Callback URL' });
const formatField = () => screen.getByLabelText<HTMLSelectElement>('Callback format');
const saveButton = () => screen.getByRole('button', { name: 'Save callback' });
const save = () => fireEvent.click(saveButton());
const patches = () =>
  mock.requests.filter((r) => r.method === 'PATCH' && r.path === '/customer/customers/me');

async function typeCallback(url: string, format: 'json' | 'xml') {
  fireEvent.change(await urlField(), { target: { value: url } });
  fireEvent.change(formatField(), { target: { value: format } });
}

describe('the FTP instructions page', () => {
  it('explains the integration and shows the saved callback', async () => {
    renderInApp(<IntegrationPage />, mock.signIn(EMAIL));
    expect(await screen.findByRole('heading', { level: 1, name: 'FTP instructions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How the FTP integration works' })).toBeTruthy();
    expect((await urlField()).value).toBe('https://erp.example.org/photo-orders/bizdefault');
    expect(formatField().value).toBe('xml');
  });

  it('refuses a URL that is not http or https before the call, at the field, which gets the focus', async () => {
    renderInApp(<IntegrationPage />, mock.signIn(EMAIL));
    await typeCallback('ftp://erp.example.org/in', 'xml');
    save();
    expect(await screen.findByText('Please enter a URL starting with https:// or http://')).toBeTruthy();
    const url = await urlField();
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(patches()).toEqual([]);
  });

  it('says a failed save, sends it once for a double click and keeps the typed values', async () => {
    mock.faults.add({
      method: 'PATCH',
      path: '/customer/customers/me',
      account: EMAIL,
      times: 1,
      fault: { status: 500 },
    });
    renderInApp(<IntegrationPage />, mock.signIn(EMAIL));
    await typeCallback('https://erp.example.org/callbacks/v2', 'json');
    const button = saveButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your callback settings could not be saved. Please try again.',
    );
    expect(patches()).toHaveLength(1);
    expect((await urlField()).value).toBe('https://erp.example.org/callbacks/v2');
    expect(formatField().value).toBe('json');
  });

  it('saves the URL and the format with PATCH customers/me and says so', async () => {
    renderInApp(<IntegrationPage />, mock.signIn(EMAIL));
    await typeCallback('https://erp.example.org/callbacks/v3', 'json');
    save();
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toEqual(['Your callback settings have been saved']),
    );
    expect(patches().map((r) => r.body)).toEqual([
      { callbackUrl: 'https://erp.example.org/callbacks/v3', callbackFormat: 'json' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
