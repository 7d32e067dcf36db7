// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The copy-to-album modal against the mock's real photo handlers (msw/node, in process) as demo@example.com
 * (8 albums, the last one empty): choosing an album, creating one, the name rules on submit, and failures.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@mock/accounts';
import { accountPhotos } from '@mock/db/photos';
import { clearToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp, type RenderedApp } from '@/testing/render-in-app';
import { USER_COUNTS_QUERY_KEY } from '@/features/user-counts';
import { ALBUMS_QUERY_KEY } from '../api/keys';
import { CopyToAlbumModal } from './copy-to-album-modal';

const demo = DEMO_ACCOUNTS.find((account) => account.email === 'demo@example.com')!;
const mock = setupMockApi({ accounts: [demo.email] });
const { deps, server } = mock;
/** Requests the handlers saw, as "METHOD /path". */
const requests = () => mock.requests.map((request) => `${request.method} ${request.path}`);

beforeAll(async () => {
  await import('@/components/ui/toast-region'); // the toasts' lazy chunk, loaded once
});
afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

const photoId = () => accountPhotos(deps.store, demo.accountId, 'created')[0]!.imageId;
const problem = (status: number) =>
  HttpResponse.json({ type: 'about:blank', title: 'Failure', status }, { status });

function renderModal(props: { photoIds?: string[] } = {}) {
  const onClose = vi.fn();
  const onCopied = vi.fn();
  const app = renderInApp(
    <CopyToAlbumModal photoIds={props.photoIds ?? [photoId()]} onClose={onClose} onCopied={onCopied} />,
    { ...mock.signIn(demo.email), toasts: true },
  );
  return { ...app, onClose, onCopied };
}

async function albumsOf(app: RenderedApp) {
  const { data } = await app.api.photo.GET('/albums', { params: { query: { limit: 50 } } });
  return data!.albums;
}

const dialog = () => screen.findByRole('dialog', { name: 'Copy to album' });
const albumList = () => screen.findByRole('list', { name: 'Your albums' });

async function openForm() {
  fireEvent.click(within(await dialog()).getByRole('button', { name: 'New album' }));
  return screen.getByRole('textbox', { name: 'Album name' });
}

const submitForm = () => fireEvent.click(screen.getByRole('button', { name: 'Create album' }));

describe('the copy-to-album modal', () => {
  it('lists the albums; choosing one copies the photos into it, closes and says so with a link', async () => {
    const app = renderModal();
    app.queryClient.setQueryData(USER_COUNTS_QUERY_KEY, { photosCount: 1, albumsCount: 8 });
    const [target] = await albumsOf(app);
    const list = await albumList();
    expect(within(list).getAllByRole('button')).toHaveLength(8);
    const choice = within(list).getByRole('button', { name: new RegExp(`^${target!.albumName}`) });
    expect(choice.textContent).toContain(`${target!.photosCount} photos`);

    fireEvent.click(choice);
    await waitFor(() => expect(app.onClose).toHaveBeenCalledOnce());
    expect(app.onCopied).toHaveBeenCalledOnce();
    expect(requests()).toContain(`POST /photo/albums/${target!.albumId}/photos`);
    expect((await albumsOf(app)).find((a) => a.albumId === target!.albumId)?.photosCount).toBe(
      target!.photosCount + 1,
    );
    expect(app.queryClient.getQueryState(USER_COUNTS_QUERY_KEY)?.isInvalidated).toBe(true);

    const toast = await screen.findByRole('group', { name: `Photos copied to ${target!.albumName}` });
    // react-aria shows a toast's content to assistive technology from its layout effect on (`aria-hidden` before).
    const link = await within(toast).findByRole('link', { name: target!.albumName });
    expect(link.getAttribute('href')).toBe(`/my-photos/albums/${target!.albumId}`);
  });

  it('checks the new album name on submit only', async () => {
    renderModal();
    const name = await openForm();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('placeholder')).toBe('Untitled album');

    submitForm();
    expect(await screen.findByText('Please give your album a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText('Please give your album a name').id,
    );

    // Typing does not validate: the message goes, and comes back only on submit.
    fireEvent.change(name, { target: { value: ' Trip' } });
    expect(screen.queryByText('Please give your album a name')).toBeNull();
    expect(screen.queryByText('Name not valid')).toBeNull();
    submitForm();
    expect(await screen.findByText('Name not valid')).toBeTruthy();

    for (const invalid of ['a<b', 'Trip>', 'Summer; 2025']) {
      fireEvent.change(name, { target: { value: invalid } });
      expect(screen.queryByText('Name not valid')).toBeNull();
      submitForm();
      expect(await screen.findByText('Name not valid')).toBeTruthy();
    }
    expect(requests().filter((request) => request === 'POST /photo/albums')).toEqual([]);
  });

  it('creates the album with the photos in it and goes to it', async () => {
    const app = renderModal();
    const name = await openForm();
    fireEvent.change(name, { target: { value: 'Cornwall 2026' } });
    submitForm();
    await waitFor(() => expect(app.onClose).toHaveBeenCalledOnce());
    expect(app.onCopied).toHaveBeenCalledOnce();
    const created = (await albumsOf(app)).find((album) => album.albumName === 'Cornwall 2026');
    expect(created?.photosCount).toBe(1);
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(`/my-photos/albums/${created!.albumId}`),
    );
    expect(await screen.findByRole('group', { name: 'Photos copied to Cornwall 2026' })).toBeTruthy();
  });

  it('keeps the modal open with an alert when copying fails; choosing the album again retries', async () => {
    server.use(http.post('*/photo/albums/:id/photos', () => problem(503), { once: true }));
    const app = renderModal();
    const list = await albumList();
    const choice = within(list).getAllByRole('button')[0]!;
    fireEvent.click(choice);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Your photos could not be copied to the album',
    );
    expect(app.onClose).not.toHaveBeenCalled();
    expect(app.onCopied).not.toHaveBeenCalled();

    fireEvent.click(choice);
    await waitFor(() => expect(app.onClose).toHaveBeenCalledOnce());
  });

  it('lists a new album whose photos could not be copied, with the alert, to choose again', async () => {
    server.use(http.post('*/photo/albums/:id/photos', () => problem(500), { once: true }));
    const app = renderModal();
    const name = await openForm();
    fireEvent.change(name, { target: { value: 'Half done' } });
    submitForm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Your photos could not be copied to the album',
    );
    const list = await albumList();
    await waitFor(() => expect(within(list).getByRole('button', { name: /^Half done/ })).toBeTruthy());
    expect(app.onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New album' })),
    );
  });

  it('says the album could not be created, and keeps the name', async () => {
    server.use(http.post('*/photo/albums', () => problem(503), { once: true }));
    const app = renderModal();
    const name = await openForm();
    fireEvent.change(name, { target: { value: 'Later' } });
    submitForm();
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Your album could not be created');
    expect((name as HTMLInputElement).value).toBe('Later');
    expect(app.onClose).not.toHaveBeenCalled();
  });

  it('says when the albums cannot be shown, and tries again', async () => {
    server.use(http.get('*/photo/albums', () => problem(503), { once: true }));
    renderModal();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Unable to display albums. Please refresh the page or try again later.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await albumList()).getAllByRole('button')).toHaveLength(8);
  });

  it('shows more albums page by page (the first page one less than the page size)', async () => {
    const app = renderModal();
    for (let i = 1; i <= 52; i += 1) await app.api.photo.POST('/albums', { body: { name: `Extra ${i}` } });
    await app.queryClient.resetQueries({ queryKey: ALBUMS_QUERY_KEY });
    const list = await albumList();
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(49));
    fireEvent.click(screen.getByRole('button', { name: 'Show more albums' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Show more albums' })).toBeNull();
  });

  it('closes on Escape and on Cancel without copying', async () => {
    const app = renderModal();
    await albumList();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(app.onClose).toHaveBeenCalledOnce();
    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    expect(app.onClose).toHaveBeenCalledTimes(2);
    expect(app.onCopied).not.toHaveBeenCalled();
    expect(requests().some((request) => request.startsWith('POST'))).toBe(false);
  });
});
