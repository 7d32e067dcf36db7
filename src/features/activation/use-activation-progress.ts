/**
 * The activation's progress on the photos page (my-photos.md section 4, account-area.md "Photo activation
 * status"):
 * - while the status is IMPORTING it is polled (every ACTIVATION_POLL_MS; the interval is not in the spec);
 * - while an import is in progress the push socket is open: it authenticates on open, ignores "OK" and
 *   unparseable messages; import-finished sends an analytics event, waits PUSH_FINISH_DELAY_MS (10 s),
 *   invalidates the activation status, ends the in-progress state and closes the socket; import-error ends the
 *   in-progress state, marks the import failed (the page offers Try again) and closes the socket;
 * - when the status becomes ACTIVE after IMPORTING, albums, photos, the timeline and the user's counts refresh.
 * The socket's code loads only when an import is in progress (it is not part of the timeline's first screen).
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { ACTIVATION_POLL_MS, PUSH_FINISH_DELAY_MS } from './constants';
import { trackEvent } from '@/lib/analytics/analytics';
import { useApi } from '@/lib/api/use-api';
import { useAtom } from '@/lib/store';
import { activationFailedAtom, activationInProgressAtom } from './activation-state';
import { activationStatusQueryOptions, type ActivationStatus } from './api/activation';
import { ACTIVATION_STATUS_QUERY_KEY } from './api/keys';
import type { ActivationNotification, ActivationSocket } from './push/activation-socket';

export interface ActivationProgress {
  status: ActivationStatus | undefined;
  /** An import is running (started here, or IMPORTING when the page loaded). */
  inProgress: boolean;
  /** The last import of this session failed. */
  failed: boolean;
}

export interface ActivationProgressOptions {
  /**
   * The import ended and the account is ACTIVE (IMPORTING -> ACTIVE, by polling or after the push): the page
   * that shows the progress refreshes the data the import changed (the photos page: photos, albums, counts).
   * Activation knows no other feature's queries (ADR 010).
   */
  onActivated?: () => void;
}

export function useActivationProgress({ onActivated }: ActivationProgressOptions = {}): ActivationProgress {
  const api = useApi();
  const queryClient = useQueryClient();
  const { auth, config } = useRouteContext({ from: '__root__' });
  const [inProgressFlag, setInProgress] = useAtom(activationInProgressAtom);
  const [failed, setFailed] = useAtom(activationFailedAtom);
  const { data: status } = useQuery({
    ...activationStatusQueryOptions(api),
    refetchInterval: (query) => (query.state.data === 'IMPORTING' ? ACTIVATION_POLL_MS : false),
  });
  const inProgress = inProgressFlag || status === 'IMPORTING';
  const finishing = useRef(false);

  // The push socket, open while an import is in progress.
  useEffect(() => {
    if (!inProgress) return;
    let finishTimer: ReturnType<typeof setTimeout> | undefined;
    let socket: ActivationSocket | undefined;
    let ended = false;
    // Without the socket's code (offline, a new deployment) polling still sees the import end.
    void import('./push/activation-socket').then(
      ({ connectActivationSocket }) => {
        if (ended) return;
        socket = connectActivationSocket({
          url: config.push.activation,
          getToken: () => auth.getAccessToken(),
          onNotification: (notification: ActivationNotification) => {
            if (notification.type === 'import-error') {
              socket?.close();
              setFailed(true);
              setInProgress(false);
              void queryClient.invalidateQueries({ queryKey: ACTIVATION_STATUS_QUERY_KEY });
            } else if (notification.type === 'import-finished') {
              trackEvent('photo_import_finished', { notificationId: notification.id });
              finishing.current = true;
              finishTimer = setTimeout(() => {
                finishing.current = false;
                void queryClient.invalidateQueries({ queryKey: ACTIVATION_STATUS_QUERY_KEY });
                setInProgress(false);
                socket?.close();
              }, PUSH_FINISH_DELAY_MS);
            }
          },
        });
      },
      () => undefined,
    );
    return () => {
      ended = true;
      clearTimeout(finishTimer);
      finishing.current = false;
      socket?.close();
    };
  }, [inProgress, config.push.activation, auth, queryClient, setFailed, setInProgress]);

  // IMPORTING -> ACTIVE (by polling or after the push): the photo data is refreshed.
  const previous = useRef(status);
  const activated = useRef(onActivated);
  useEffect(() => {
    activated.current = onActivated;
  });
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status !== 'ACTIVE' || before === 'ACTIVE' || before === undefined) return;
    activated.current?.();
    // Polling saw the import end before any push did (or the push is unavailable): the import is over.
    if (!finishing.current) setInProgress(false);
  }, [status, setInProgress]);

  return { status, inProgress, failed };
}
