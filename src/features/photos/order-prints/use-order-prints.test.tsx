import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '@/lib/toasts';
import { json, problem, renderInApp, TEST_SERVICES, TEST_TOKEN } from '../testing/render-in-app';
import { OrderPrintsOverlay } from './order-prints-overlay';
import { useOrderPrints, type UseOrderPrintsOptions } from './use-order-prints';

// The overlay's dialog is a lazy chunk: loaded once here, so the tests do not wait for its first compilation.
beforeAll(() => import('./order-prints-dialog'), 30_000);

afterEach(() => {
  cleanup();
  clearToasts();
});

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

function tempSelectionsService(answer: (body: unknown) => Response) {
  const requests: { url: string; authorization: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body: unknown = await request.json();
    requests.push({ url: request.url, authorization: request.headers.get('Authorization'), body });
    return answer(body);
  });
  return { fetch, requests };
}

describe('ordering prints', () => {
  it('shows "Adding {amount} photos to editor..." and then sends the browser to the editor', async () => {
    const service = tempSelectionsService(() => json({ tempSelectionId: 'sel-1' }, 201));
    const redirect = vi.fn();
    await renderInApp(<Toolbar photoIds={['a', 'b']} redirect={redirect} minDurationMs={200} />, service);

    fireEvent.click(screen.getByRole('button', { name: 'Order prints' }));

    expect(await screen.findByRole('dialog', { name: 'Adding 2 photos to editor...' })).toBeTruthy();
    expect(service.requests).toEqual([
      {
        url: `${TEST_SERVICES.tempSelections}/temp-selections`,
        authorization: `Bearer ${TEST_TOKEN}`,
        body: { photoIds: ['a', 'b'] },
      },
    ]);
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const url = new URL(redirect.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe(TEST_SERVICES.printsEditor);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: TEST_TOKEN,
      channel: 'bonusprint-gb',
      tempSelectionId: 'sel-1',
    });
    // The overlay stays until the browser has left.
    expect(screen.getByRole('dialog', { name: 'Adding 2 photos to editor...' })).toBeTruthy();
  });

  it('closes the overlay and shows the failure toast when the photos cannot be transferred', async () => {
    const service = tempSelectionsService(() => problem(503));
    const redirect = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInApp(
      <Toolbar photoIds={['a', 'b', 'c']} redirect={redirect} minDurationMs={5_000} />,
      service,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Order prints' }));

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
    const service = tempSelectionsService(() => json({ tempSelectionId: 'sel-3' }, 201));
    const redirect = vi.fn();
    function Twice() {
      const orderPrints = useOrderPrints({ redirect, minDurationMs: 50 });
      return (
        <button
          type="button"
          onClick={() => {
            void orderPrints.start(['a']);
            void orderPrints.start(['a']);
          }}
        >
          Go
        </button>
      );
    }
    await renderInApp(<Twice />, service);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(service.requests).toHaveLength(1);
  });
});
