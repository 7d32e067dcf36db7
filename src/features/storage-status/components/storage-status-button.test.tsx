// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The photos page's storage-status button and its modal against the mock's deletion service (msw/node): the safe
 * status (demo@example.com: kept for over a year, the period extended), the critical one (critical@example.com:
 * deleted in 12 days) with the modal opening by itself once per session, the reactivation flag off, and the
 * mock-data flag. What needs a real browser (focus back on the button after Escape, the modal's code fetched only
 * when it opens, a reload, axe) is in tests/e2e/storage-activation.spec.ts.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { REACTIVATION_MODAL_SHOWN_KEY } from '../session-flag';
import { StorageStatusButton } from './storage-status-button';

const DEMO = 'demo@example.com';
const CRITICAL = 'critical@example.com';
const mock = setupMockApi({ accounts: [DEMO, CRITICAL] });
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const ACCOUNT_INFORMATION = '/deletion/accounts/getaccountinformation';
/** The reactivation feature on, as the app's configuration has it (the tests' configuration lists no host). */
const REACTIVATION_ON = '?PhotoManagementReactivationEnabled=true';

/** The button on the photos page of an account with photos (`search`: the address's flags). */
function renderButton(email: string, search = '') {
  return renderInApp(<StorageStatusButton hasPhotos />, {
    ...mock.signIn(email),
    path: `/my-photos/photos${search}`,
  });
}

const storageModal = () => screen.findByRole('dialog', { name: 'Photo storage' });
const statement = (dialog: HTMLElement) => dialog.querySelector('[data-status]')?.textContent;

/**
 * The button has shown and the modal did not open by itself: its lazily loaded code has arrived and React has
 * rendered whatever was waiting for it, so a modal that opened by itself would be on screen now.
 */
async function expectNoModalByItself(button: HTMLElement) {
  await act(async () => {
    await import('./storage-status-modal');
  });
  expect(button.isConnected).toBe(true);
  expect(screen.queryByRole('dialog')).toBeNull();
}

describe('the storage-status button', () => {
  it('says until when the photos are kept; its modal explains the storage period and closes', async () => {
    renderButton(DEMO, REACTIVATION_ON);
    const button = await screen.findByRole('button', { name: /^Photos kept until \d{1,2} \w{3} \d{4}$/ });
    const until = button.textContent!.replace('Photos kept until ', '');
    expect(button.getAttribute('data-status')).toBe('safe');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await expectNoModalByItself(button);
    expect(mock.requests.filter((request) => request.path === ACCOUNT_INFORMATION)).toHaveLength(1);

    fireEvent.click(button);
    const dialog = await storageModal();
    expect(statement(dialog)).toBe(`Your photos are stored until ${until}.`);
    expect(dialog.textContent).toContain('Your storage period has been extended.');
    expect(dialog.textContent).toContain('We keep your photos for 18 months after your last order');
    expect(dialog.textContent).not.toContain('place an order before then');
    // Opened by the button: the session does not count it as opened by itself.
    expect(window.sessionStorage.getItem(REACTIVATION_MODAL_SHOWN_KEY)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('critical: the modal opens by itself once per session and says in how many days', async () => {
    renderButton(CRITICAL, REACTIVATION_ON);
    const dialog = await storageModal();
    expect(statement(dialog)).toMatch(/^Your photos will be deleted in 12 days, on \d{1,2} \w{3} \d{4}\.$/);
    expect(dialog.textContent).toContain('To keep your photos for longer, place an order before then.');
    expect(window.sessionStorage.getItem(REACTIVATION_MODAL_SHOWN_KEY)).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Photos will be deleted in 12 days' });
    expect(button.getAttribute('data-status')).toBe('critical');

    // The page again in the same session: the button warns, the modal waits for it.
    cleanup();
    renderButton(CRITICAL, REACTIVATION_ON);
    const again = await screen.findByRole('button', { name: 'Photos will be deleted in 12 days' });
    await expectNoModalByItself(again);
    fireEvent.click(again);
    expect(statement(await storageModal())).toMatch(/^Your photos will be deleted in 12 days, on /);
  });

  it('critical with the reactivation feature off: no modal by itself, the button still warns, the session not marked', async () => {
    renderButton(CRITICAL, '?PhotoManagementReactivationEnabled=false');
    const button = await screen.findByRole('button', { name: 'Photos will be deleted in 12 days' });
    await expectNoModalByItself(button);
    expect(window.sessionStorage.getItem(REACTIVATION_MODAL_SHOWN_KEY)).toBeNull();
    fireEvent.click(button);
    expect(statement(await storageModal())).toMatch(/^Your photos will be deleted in 12 days, on /);
    // Opened by the button, not by itself: the session does not count it as shown.
    expect(window.sessionStorage.getItem(REACTIVATION_MODAL_SHOWN_KEY)).toBeNull();
  });

  it('the reactivation mock-data flag serves the critical mock status instead of asking the service', async () => {
    renderButton(DEMO, `${REACTIVATION_ON}&PhotoManagementUseReactivationMockData=true`);
    const dialog = await storageModal();
    expect(statement(dialog)).toMatch(/^Your photos will be deleted in 7 days, on \d{1,2} \w{3} \d{4}\.$/);
    expect(screen.getByRole('button', { name: 'Photos will be deleted in 7 days' })).toBeTruthy();
    expect(mock.requests.filter((request) => request.path === ACCOUNT_INFORMATION)).toEqual([]);
  });
});
