/**
 * A shared album's selection toolbar (account-area.md sections 2 and 4): Copy to album and Delete from album are
 * disabled with the spec's tooltip "Unavailable for shared albums" (issue 23: a caption only before); an own
 * album's available buttons have no tooltip.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Photo } from '@/lib/api/schemas/photo';
import { createAppStore, StoreProvider } from '@/lib/store';
import { renderInApp } from '@/testing/render-in-app';
import { selectionAtom } from '@/features/photo-grid';
import AlbumSelectionToolbar, { type AlbumToolbarSource } from './album-selection-toolbar';

afterEach(cleanup);

const selectionOf = (count: number) =>
  new Map(
    Array.from({ length: count }, (_, index) => [`p${index}`, { imageId: `p${index}` } as Photo] as const),
  );

/** The toolbar with `count` photos selected, the flags as the address gives them. */
const renderToolbar = (source: AlbumToolbarSource, { count = 1, search = '' } = {}) => {
  const store = createAppStore();
  store.set(selectionAtom, { active: true, selected: selectionOf(count), anchorId: undefined });
  renderInApp(
    <StoreProvider store={store}>
      <AlbumSelectionToolbar source={source} />
    </StoreProvider>,
    { origin: 'http://localhost:9599', token: 'not-used', path: `/${search}` },
  );
  return store;
};

/** The text of what describes `element` (aria-describedby). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const FLAGS_ON = '?PhotoManagementDownloadEnabled=true&PhotoManagementOrderPrintsEnabled=true';

const focusByKeyboard = (element: HTMLElement) => {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => element.focus());
};

describe('the album selection toolbar', () => {
  it.each(['Copy to album', 'Delete from album'])(
    'says in a tooltip that %s is unavailable for a shared album',
    async (name) => {
      renderToolbar({ kind: 'shared', albumId: 'a1', ownerOf: () => 'owner' });
      const button = await screen.findByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      focusByKeyboard(button);
      expect((await screen.findByRole('tooltip')).textContent).toBe('Unavailable for shared albums');
    },
  );

  it('disables Download for more than 100 photos and says why; at 100 it is available again', async () => {
    const store = renderToolbar({ kind: 'album', albumId: 'a1' }, { count: 102, search: FLAGS_ON });
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(download.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(download)).toBe('Up to 100 photos can be downloaded at a time');
    act(() => store.set(selectionAtom, { active: true, selected: selectionOf(100), anchorId: undefined }));
    expect(screen.getByRole('button', { name: 'Download' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('offers Order prints with its flag on, and not with it off', async () => {
    renderToolbar({ kind: 'album', albumId: 'a1' }, { search: FLAGS_ON });
    expect(await screen.findByRole('button', { name: 'Order prints' })).toBeTruthy();
    cleanup();
    renderToolbar(
      { kind: 'album', albumId: 'a1' },
      { search: '?PhotoManagementDownloadEnabled=true&PhotoManagementOrderPrintsEnabled=false' },
    );
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Order prints' })).toBeNull();
  });

  it('shows no tooltip on an own album’s available Copy to album', async () => {
    renderToolbar({ kind: 'album', albumId: 'a1' });
    focusByKeyboard(await screen.findByRole('button', { name: 'Copy to album' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
