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

const renderToolbar = (source: AlbumToolbarSource) => {
  const store = createAppStore();
  const photo = { imageId: 'p1' } as Photo;
  store.set(selectionAtom, { active: true, selected: new Map([['p1', photo]]), anchorId: undefined });
  renderInApp(
    <StoreProvider store={store}>
      <AlbumSelectionToolbar source={source} />
    </StoreProvider>,
    { origin: 'http://localhost:9599', token: 'not-used' },
  );
};

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

  it('shows no tooltip on an own album’s available Copy to album', async () => {
    renderToolbar({ kind: 'album', albumId: 'a1' });
    focusByKeyboard(await screen.findByRole('button', { name: 'Copy to album' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
