import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIMELINE_MONTHS_QUERY_KEY, TIMELINE_QUERY_KEY } from '../api/keys';
import { json, problem, renderInApp } from '../testing/render-in-app';
import { DeleteAllButton } from './delete-all-button';
import { isConfirmationWord } from './delete-all-modal';

// The modal is a lazy chunk: loaded once here, so the tests do not wait for its first compilation.
beforeAll(() => import('./delete-all-modal'), 30_000);
afterEach(cleanup);

/** The photo service: DELETE /photos/all answers `deleteAll()`, the timeline and counts answer empty. */
function photoService(deleteAll: () => Response) {
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (request.method === 'DELETE' && path === '/photo/photos/all') return deleteAll();
    if (path === '/photo/users/timeline') return json({});
    if (path === '/photo/users') return json({ photosCount: 0, albumsCount: 0 });
    return problem(404);
  });
  return { fetch, calls };
}

const openModal = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Delete all photos' }));
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
    const service = photoService(() => new Response(null, { status: 204 }));
    await renderInApp(<DeleteAllButton />, service);
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
    expect(service.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });

  it('deletes every photo with the word, refreshes the timeline and closes', async () => {
    const service = photoService(() => new Response(null, { status: 204 }));
    const queryClient = new QueryClient();
    const monthKey = [...TIMELINE_MONTHS_QUERY_KEY, 'dateTaken', 'desc', 2026, 10];
    queryClient.setQueryData(TIMELINE_QUERY_KEY, [{ year: 2026, month: 10, count: 3 }]);
    queryClient.setQueryData(monthKey, { pages: [{ cursor: null, images: [] }], pageParams: [undefined] });
    await renderInApp(<DeleteAllButton />, { ...service, queryClient });
    await openModal();

    fireEvent.change(input(), { target: { value: 'DELETE' } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.calls).toContain('DELETE /photo/photos/all');
    // The timeline is asked again (the page shows it) and the loaded months are dropped.
    expect(queryClient.getQueryState(TIMELINE_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(monthKey)).toBeUndefined();
  });

  it('stays open with the alert when the delete fails, and can be tried again', async () => {
    let answer = problem(500);
    const service = photoService(() => answer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInApp(<DeleteAllButton />, service);
    const dialog = await openModal();

    fireEvent.change(input(), { target: { value: 'DELETE' } });
    fireEvent.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Your photos could not be deleted');
    expect(dialog.isConnected).toBe(true);
    expect(service.calls).toEqual(['DELETE /photo/photos/all']);

    answer = new Response(null, { status: 204 });
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Cancel without deleting, and gives focus back to the button', async () => {
    const service = photoService(() => new Response(null, { status: 204 }));
    await renderInApp(<DeleteAllButton />, service);
    const opener = screen.getByRole('button', { name: 'Delete all photos' });
    opener.focus();
    await openModal();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(service.calls).toEqual([]);
  });
});
