// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Ordering prints as the selection toolbar does it, against the mock's temp-selections service (msw/node) as
 * demo@example.com: the overlay, the stored selection and the redirect to the prints editor, and a failure.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountPhotos } from '@mock/db/photos';
import { clearToasts, getToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { OrderPrintsOverlay } from './order-prints-overlay';
import { useOrderPrints, type UseOrderPrintsOptions } from './use-order-prints';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });

// The overlay's dialog is a lazy chunk: loaded once here, so the tests do not wait for its first compilation.
beforeAll(() => import('./order-prints-dialog'), 30_000);

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

/** Ids of the first `count` photos of demo@example.com. */
const demoPhotoIds = (count: number) =>
  accountPhotos(mock.deps.store, mock.account(DEMO).accountId, 'created')
    .slice(0, count)
    .map((photo) => photo.imageId);

/** What the selection toolbar does: a button that starts the transfer, and the overlay. */
function Toolbar({ photoIds, ...options }: UseOrderPrintsOptions & { photoIds: string[] }) {
  const orderPrints = useOrderPrints(options);
  return (
    <>
      <button type="button" disabled={orderPrints.isPending} onClick={() => void orderPrints.start(photoIds)}>
        Order prints
      </button>
      <OrderPrintsOverlay state={orderPrints.state} />
    </>
  );
}

describe('ordering prints', () => {
  it('shows "Adding {amount} photos to editor..." and then sends the browser to the editor', async () => {
    const ids = demoPhotoIds(2);
    const redirect = vi.fn();
    const account = mock.signIn(DEMO);
    const app = renderInApp(<Toolbar photoIds={ids} redirect={redirect} minDurationMs={200} />, account);

    fireEvent.click(await screen.findByRole('button', { name: 'Order prints' }));

    expect(await screen.findByRole('dialog', { name: 'Adding 2 photos to editor...' })).toBeTruthy();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(mock.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${app.config.services.tempSelections}/temp-selections`,
        authorization: `Bearer ${account.token}`,
        body: { photoIds: ids },
      }),
    ]);
    const url = new URL(redirect.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe(app.config.services.printsEditor);
    const { tempSelectionId, ...query } = Object.fromEntries(url.searchParams);
    expect(query).toEqual({ token: account.token, channel: 'bonusprint-gb' });
    // The editor finds the photos under that id.
    const { data: selection } = await app.api.tempSelections.GET('/temp-selections/{id}', {
      params: { path: { id: tempSelectionId! } },
    });
    expect(selection).toEqual({ photoIds: ids });
    // The overlay stays until the browser has left.
    expect(screen.getByRole('dialog', { name: 'Adding 2 photos to editor...' })).toBeTruthy();
  });

  it('closes the overlay and shows the failure toast when the photos cannot be transferred', async () => {
    mock.faults.add({ method: 'POST', path: '/temp-selections-api/temp-selections', fault: { status: 503 } });
    const redirect = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInApp(
      <Toolbar photoIds={demoPhotoIds(3)} redirect={redirect} minDurationMs={5_000} />,
      mock.signIn(DEMO),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Order prints' }));

    await waitFor(() =>
      expect(getToasts().map((toast) => [toast.message, toast.tone])).toEqual([
        ['Error transferring photos. Try again.', 'error'],
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    // It can be tried again.
    expect((screen.getByRole('button', { name: 'Order prints' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('ignores a second start while one runs', async () => {
    const [id] = demoPhotoIds(1);
    const redirect = vi.fn();
    function Twice() {
      const orderPrints = useOrderPrints({ redirect, minDurationMs: 50 });
      return (
        <button
          type="button"
          onClick={() => {
            void orderPrints.start([id!]);
            void orderPrints.start([id!]);
          }}
        >
          Go
        </button>
      );
    }
    renderInApp(<Twice />, mock.signIn(DEMO));
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(mock.requests).toHaveLength(1);
  });
});
