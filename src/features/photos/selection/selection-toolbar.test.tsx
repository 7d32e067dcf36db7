/**
 * The selection toolbar's Download with more than 100 photos selected (account-area.md section 4): disabled,
 * with the spec's tooltip "Up to 100 photos can be downloaded at a time" on keyboard focus (issue 23: it was a
 * caption only, and the button showed an empty tooltip).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Photo } from '@/lib/api/schemas/photo';
import { createAppStore, StoreProvider } from '@/lib/store';
import { renderInApp } from '@/testing/render-in-app';
import { selectionAtom } from '@/features/photo-grid';
import SelectionToolbar from './selection-toolbar';

afterEach(cleanup);

const selectionOf = (count: number) =>
  new Map(
    Array.from({ length: count }, (_, index) => [`p${index}`, { imageId: `p${index}` } as Photo] as const),
  );

const renderToolbar = (count: number) => {
  const store = createAppStore();
  store.set(selectionAtom, { active: true, selected: selectionOf(count), anchorId: undefined });
  renderInApp(
    <StoreProvider store={store}>
      <SelectionToolbar />
    </StoreProvider>,
    { origin: 'http://localhost:9599', token: 'not-used', path: '/?PhotoManagementDownloadEnabled=true' },
  );
};

const focusByKeyboard = (element: HTMLElement) => {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => element.focus());
};

describe('the selection toolbar', () => {
  it('says why Download is unavailable for more than 100 photos in a tooltip', async () => {
    renderToolbar(101);
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(download.getAttribute('aria-disabled')).toBe('true');
    focusByKeyboard(download);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Up to 100 photos can be downloaded at a time',
    );
  });

  it('shows no tooltip on a Download that is available', async () => {
    renderToolbar(3);
    const download = await screen.findByRole('button', { name: 'Download' });
    focusByKeyboard(download);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
