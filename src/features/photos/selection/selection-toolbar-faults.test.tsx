// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The timeline's selection toolbar against the mock (msw/node) as demo@example.com when an action fails
 * (account-area.md section 4): a failed transfer to the prints editor closes the overlay, says "Error transferring
 * photos. Try again." and keeps the selection for another try. The transfer that reaches the editor, and the
 * downloads, are tests/e2e/selection-actions.spec.ts's (a real redirect, a real file).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountPhotos } from '@mock/db/photos';
import { selectionAtom } from '@/features/photo-grid';
import type { Photo } from '@/lib/api/schemas/photo';
import { createAppStore, StoreProvider } from '@/lib/store';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import SelectionToolbar from './selection-toolbar';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

/** The toolbar with demo@'s first `count` photos selected, Order prints on. */
function renderToolbar(count: number) {
  const photos = accountPhotos(mock.deps.store, mock.account(DEMO).accountId, 'created').slice(0, count);
  const store = createAppStore();
  const selected = new Map(photos.map((photo) => [photo.imageId, photo as unknown as Photo] as const));
  store.set(selectionAtom, { active: true, selected, anchorId: undefined });
  renderInApp(
    <StoreProvider store={store}>
      <SelectionToolbar />
    </StoreProvider>,
    { ...mock.signIn(DEMO), path: '/?PhotoManagementOrderPrintsEnabled=true' },
  );
  return { store, ids: [...selected.keys()] };
}

describe('the selection toolbar when an action fails', () => {
  it('a failed transfer to the prints editor closes the overlay, says so, and keeps the selection', async () => {
    mock.faults.add({ method: 'POST', path: '/temp-selections-api/temp-selections', fault: { status: 500 } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, ids } = renderToolbar(2);

    fireEvent.click(await screen.findByRole('button', { name: 'Order prints' }));

    await waitFor(() =>
      expect(getToasts().map((toast) => [toast.message, toast.tone])).toEqual([
        ['Error transferring photos. Try again.', 'error'],
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const selection = store.get(selectionAtom);
    expect(selection.active).toBe(true);
    expect([...selection.selected.keys()]).toEqual(ids);
    expect(screen.getByRole('button', { name: 'Order prints' }).getAttribute('aria-disabled')).toBeNull();
  });
});
