// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Change email address (/settings/email, /settings/b2b/email) against the mock's identity service (msw/node) as
 * emailchange@example.com: the current address and the way back, the address checked on submit at the field, the
 * service's answers in the spec's words with the typed address kept (409 another account's address, 429 too
 * often, anything else with Try again, sent once for a double click), and the request that e-mails the link.
 * Keyboard use, the mailed link and what follows are tests/e2e/email-change.spec.ts's.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userFromClaims } from '@/lib/auth/auth-user';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { fakeClaims } from '@mock/testing/fake-identity';
import { ChangeEmailPage } from './change-email-page';

const EMAIL = 'emailchange@example.com';
const OTHER = 'demo@example.com';
const BUSINESS = 'business@example.com';
const NEW_EMAIL = 'emailchange.new@example.com';
const REQUEST_PATH = '/identity/v2/identities/local/emailchange/emailchanges';
const mock = setupMockApi({ accounts: [EMAIL, OTHER, BUSINESS] });
afterEach(cleanup);

const openPage = (email = EMAIL) =>
  renderInApp(<ChangeEmailPage />, { ...mock.signIn(email), user: userFromClaims(fakeClaims(email)!) });
const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'New e-mail address' });
/** Opens the page and waits for its form. */
async function openForm() {
  openPage();
  await screen.findByRole('textbox', { name: 'New e-mail address' });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
const requests = () => mock.requests.filter((r) => r.method === 'POST' && r.path === REQUEST_PATH);
const failWith = (status: number) =>
  mock.faults.add({ method: 'POST', path: REQUEST_PATH, account: EMAIL, times: 1, fault: { status } });

async function sendAddress(address: string) {
  fireEvent.change(field(), { target: { value: address } });
  send();
  return screen.findByRole('alert');
}

describe('the change e-mail page', () => {
  it('shows the current address and the way back to the settings', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change email address' })).toBeTruthy();
    expect(screen.getByText(`Your current e-mail address is ${EMAIL}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my settings' }).getAttribute('href')).toBe('/settings');
  });

  it('leads a business account back to the business settings', async () => {
    openPage(BUSINESS);
    expect(await screen.findByText(`Your current e-mail address is ${BUSINESS}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my settings' }).getAttribute('href')).toBe(
      '/settings/b2b',
    );
  });

  it('asks for an address, then a valid one, on submit, at the field', async () => {
    await openForm();
    send();
    expect(await screen.findByText('Please enter your new e-mail address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field()));
    fireEvent.change(field(), { target: { value: 'not-an-address' } });
    send();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(requests()).toEqual([]);
  });

  it('says that another account uses the address (409), keeping it', async () => {
    await openForm();
    const alert = await sendAddress(OTHER);
    expect(alert.textContent).toBe('This e-mail address is already in use. Please use another address.');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(field().value).toBe(OTHER);
  });

  it('says too many requests with the status (429), keeping the address', async () => {
    failWith(429);
    await openForm();
    const alert = await sendAddress(NEW_EMAIL);
    expect(alert.textContent).toBe(
      "You've asked to change your e-mail address too often (error 429). Please try again later.",
    );
    expect(field().value).toBe(NEW_EMAIL);
  });

  it('says any other failure with Try again, sent once for a double click, and Try again sends the link', async () => {
    failWith(503);
    await openForm();
    fireEvent.change(field(), { target: { value: NEW_EMAIL } });
    const button = screen.getByRole('button', { name: 'Send confirmation link' });
    fireEvent.click(button);
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your request to change your e-mail address could not be sent.');
    expect(requests()).toHaveLength(1);
    expect(field().value).toBe(NEW_EMAIL);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        `We've sent a confirmation link to ${NEW_EMAIL}. Open the link in that e-mail to change your e-mail address.`,
      ),
    ).toBeTruthy();
    expect(requests().map((r) => r.body)).toEqual([
      { email: NEW_EMAIL, channel: 'bonusprint-gb' },
      { email: NEW_EMAIL, channel: 'bonusprint-gb' },
    ]);
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });
});
