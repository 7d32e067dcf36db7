/**
 * The activation push socket (openapi/asyncapi/activation.yaml): on open it sends {action: 'authenticate',
 * token}; the plain "OK" that acknowledges it and any message that is not a notification of the contract's
 * shape are ignored; notifications (import-started, import-error, import-finished) go to `onNotification`.
 */
import { z } from 'zod/mini';

export const activationNotificationSchema = z.object({
  /** `format: uuid` of the contract: any 8-4-4-4-12 hex id (z.uuid() would drop ids without RFC 9562 version bits). */
  id: z.guid(),
  type: z.enum(['import-started', 'import-error', 'import-finished']),
  data: z.object({
    payload: z.unknown(),
    timestamp: z.iso.datetime({ offset: true }),
  }),
});

export type ActivationNotification = z.infer<typeof activationNotificationSchema>;

/** A notification, or undefined for the acknowledgement and for anything that cannot be parsed. */
export function parseActivationMessage(data: unknown): ActivationNotification | undefined {
  if (typeof data !== 'string' || data === 'OK') return undefined;
  try {
    const parsed = activationNotificationSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface ActivationSocketOptions {
  /** config.json push.activation. */
  url: string;
  /** The access token sent in the authenticate message. */
  getToken: () => Promise<string | undefined> | string | undefined;
  onNotification: (notification: ActivationNotification) => void;
  /** The WebSocket class (tests pass a fake). */
  WebSocketImpl?: typeof WebSocket;
}

export interface ActivationSocket {
  close(): void;
}

export function connectActivationSocket({
  url,
  getToken,
  onNotification,
  WebSocketImpl = WebSocket,
}: ActivationSocketOptions): ActivationSocket {
  let closed = false;
  const socket = new WebSocketImpl(url);
  socket.addEventListener('open', () => {
    void Promise.resolve(getToken()).then((token) => {
      if (!closed && token) socket.send(JSON.stringify({ action: 'authenticate', token }));
    });
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    if (closed) return;
    const notification = parseActivationMessage(event.data);
    if (notification) onNotification(notification);
  });
  return {
    close() {
      closed = true;
      socket.close();
    },
  };
}
