/**
 * Order prints from a selection (the selection toolbar's Order prints; my-photos.md section 4):
 *
 *   const orderPrints = useOrderPrints();
 *   <Button isDisabled={orderPrints.isPending} onPress={() => orderPrints.start(selectedIds)}>...</Button>
 *   <OrderPrintsOverlay state={orderPrints.state} />
 *
 * `start` stores the selection (transfer-photos.ts), shows the overlay "Adding {amount} photos to editor..." for
 * at least 3 s, then sends the browser to the prints editor (window.location.assign). On failure the overlay
 * closes and the toast "Error transferring photos. Try again." shows (the cause goes to the console). A second
 * `start` while one runs is ignored. If the browser comes back to this page from its cache (Back from the
 * editor), the overlay is gone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useApi } from '@/lib/api/use-api';
import { useAuth } from '@/lib/auth/use-auth';
import { useChannel } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import { showToast } from '@/lib/toasts';
import { transferToPrintsEditor } from './transfer-photos';

export type OrderPrintsState = { status: 'idle' } | { status: 'transferring'; amount: number };

const IDLE: OrderPrintsState = { status: 'idle' };

export interface UseOrderPrintsOptions {
  /** Where the browser goes (tests pass a spy); window.location.assign by default. */
  redirect?: (url: string) => void;
  /** The overlay's minimum time; ORDER_PRINTS_MIN_SPINNER_MS by default. */
  minDurationMs?: number;
}

const assignLocation = (url: string) => window.location.assign(url);

export function useOrderPrints({ redirect = assignLocation, minDurationMs }: UseOrderPrintsOptions = {}) {
  const api = useApi();
  const auth = useAuth();
  const channel = useChannel();
  const editorUrl = useRouteContext({
    from: '__root__',
    select: (context) => context.config.services.printsEditor,
  });
  const t = useT();
  const [state, setState] = useState<OrderPrintsState>(IDLE);
  const running = useRef(false);

  // Back from the editor, the page may come from the browser's cache as it was left: with the overlay.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setState(IDLE);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    async (photoIds: readonly string[]): Promise<void> => {
      if (running.current || photoIds.length === 0) return;
      running.current = true;
      setState({ status: 'transferring', amount: photoIds.length });
      try {
        const url = await transferToPrintsEditor({
          api,
          photoIds,
          editorUrl,
          channelId: channel.id,
          getAccessToken: () => auth.getAccessToken(),
          minDurationMs,
        });
        // The overlay stays until the browser has left the page.
        redirect(url);
      } catch (error) {
        console.error('Order prints: transferring the photos failed:', error);
        running.current = false;
        setState(IDLE);
        showToast({ message: t('photos.orderPrints.failed'), tone: 'error' });
      }
    },
    [api, auth, channel.id, editorUrl, minDurationMs, redirect, t],
  );

  return { start, state, isPending: state.status === 'transferring' };
}
