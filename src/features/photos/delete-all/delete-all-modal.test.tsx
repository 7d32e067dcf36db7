// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The delete-all modal against the mock's photo service (msw/node) as demo@example.com: the confirmation word,
 * the delete, a failure and Cancel.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countPhotos } from '@mock/db/photos';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import {
  getTimelineQueryOptions,
  getTimelineMonthQueryOptions,
  TIMELINE_QUERY_KEY,
} from '@/features/photo-grid';
import { DeleteAllButton } from './delete-all-button';
import { isConfirmationWord } from './delete-all-modal';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
const photosLeft = () => countPhotos(mock.deps.store, mock.account(DEMO).accountId);
/** The requests the app sent, as "METHOD /path". */
const calls = () => mock.requests.map((request) => `${request.method} ${request.path}`);

// The modal is a lazy chunk: loaded once here, so the tests do not wait for its first compilation.
beforeAll(() => import('./delete-all-modal'), 30_000);
afterEach(cleanup);

const openModal = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete all photos' }));
  return screen.findByRole('dialog', { name: 'Delete all photos' });
};
const input = () => screen.getByRole('textbox', { name: 'To confirm, type DELETE' }) as HTMLInputElement;
const submitButton = () =>
  screen
    .getAllByRole('button', { name: 'Delete all photos' })
    .find((button) => button.closest('[role=dialog]'))!;
const WRONG_WORD = 'Type DELETE exactly as shown to delete all your photos.';

describe('the confirmation word', () => {
  it('must be typed exactly', () => {
    expect(isConfirmationWord('DELETE', 'DELETE')).toBe(true);
    for (const typed of ['delete', 'Delete', ' DELETE', 'DELETE ', 'DELET', '']) {
      expect(isConfirmationWord(typed, 'DELETE')).toBe(false);
    }
  });
});

describe('the delete-all modal', () => {
  it('checks the typed word on submit only, and sends nothing when it is wrong', async () => {
    renderInApp(<DeleteAllButton />, mock.signIn(DEMO));
    const dialog = await openModal();
    // Focus moves into the dialog (its name and description are read); the field is its first stop.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.change(input(), { target: { value: 'delete' } });
    fireEvent.blur(input());
    expect(screen.queryByText(WRONG_WORD)).toBeNull();
    expect(input().getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(submitButton());
    expect(await screen.findByText(WRONG_WORD)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    // Typing does not clear or re-check it: the next submit does.
    fireEvent.change(input(), { target: { value: 'DELETE' } });
    expect(screen.getByText(WRONG_WORD)).toBeTruthy();
    expect(calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect(photosLeft()).toBeGreaterThan(0);
  });

  it('deletes every photo with the word, refreshes the timeline and closes', async () => {
    const { api, queryClient } = renderInApp(<DeleteAllButton />, mock.signIn(DEMO));
    // The timeline page has loaded the months and the newest one.
    const [newest] = await queryClient.fetchQuery(getTimelineQueryOptions(api));
    const { year, month } = newest!;
    const monthOptions = getTimelineMonthQueryOptions(api, {
      sortKey: 'dateTaken',
      sortOrder: 'desc',
      year,
      month,
    });
    const monthKey = monthOptions.queryKey;
    expect((await queryClient.fetchInfiniteQuery(monthOptions)).pages[0]!.images.length).toBeGreaterThan(0);
    await openModal();

    fireEvent.change(input(), { target: { value: 'DELETE' } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls()).toContain('DELETE /photo/photos/all');
    expect(photosLeft()).toBe(0);
    // The timeline is asked again (the page shows it) and the loaded months are dropped.
    expect(queryClient.getQueryState(TIMELINE_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(monthKey)).toBeUndefined();
  });

  it('stays open with the alert when the delete fails, and can be tried again', async () => {
    mock.faults.add({ method: 'DELETE', path: '/photo/photos/all', times: 1, fault: { status: 500 } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(<DeleteAllButton />, mock.signIn(DEMO));
    const dialog = await openModal();

    fireEvent.change(input(), { target: { value: 'DELETE' } });
    fireEvent.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Your photos could not be deleted');
    expect(dialog.isConnected).toBe(true);
    expect(calls()).toEqual(['DELETE /photo/photos/all']);
    expect(photosLeft()).toBeGreaterThan(0);

    // The fault was for one request: the next delete goes through.
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(photosLeft()).toBe(0);
  });

  it('closes on Cancel without deleting, and gives focus back to the button', async () => {
    renderInApp(<DeleteAllButton />, mock.signIn(DEMO));
    const opener = await screen.findByRole('button', { name: 'Delete all photos' });
    opener.focus();
    await openModal();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(calls()).toEqual([]);
  });
});
