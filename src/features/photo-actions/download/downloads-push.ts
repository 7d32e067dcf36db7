/**
 * The downloads push socket (openapi/asyncapi/downloads.yaml; config.json push.downloads), shared by the
 * downloads in flight (account-area.md "Album archive download").
 *
 * - It opens when a download is about to be created (`hold()`), sends {action: 'authenticate', token} on open
 *   and counts as ready when the server acknowledges with the plain "OK"; the download is requested only then,
 *   so no notification of it can be pushed before the socket listens. No "OK" within
 *   PUSH_AUTHENTICATE_TIMEOUT_MS, a refused token (the server closes) or no token: `hold()` rejects.
 * - Notifications that are not of the contract's shape, and the "OK", are ignored. A notification for a download
 *   that is still being requested (its id is not known yet) is kept until it is (`watch`).
 * - It closes itself PUSH_CONNECTION_LIFETIME_MS (30 minutes) after it opened, as the spec says, and also as soon
 *   as no download is in flight (assumed: nothing is left to listen for; the next download opens a new one).
 * - Downloads still in flight when it closes by itself, or when the server drops it, get 'lost': the app says the
 *   download failed rather than leave the user waiting for an archive that will not come.
 */
import { z } from 'zod/mini';
import { PUSH_AUTHENTICATE_TIMEOUT_MS, PUSH_CONNECTION_LIFETIME_MS } from '../constants';

export const DOWNLOAD_NOTIFICATION_KEYS = [
  'archive-generation-started',
  'archive-generation-finished',
  'archive-generation-error',
] as const;

export const downloadNotificationSchema = z.object({
  /** `format: uuid` of the contract: any 8-4-4-4-12 hex id (z.uuid() would drop ids without RFC 9562 version bits). */
  id: z.guid(),
  timestamp: z.iso.datetime({ offset: true }),
  key: z.enum(DOWNLOAD_NOTIFICATION_KEYS),
  message: z.object({
    userId: z.string().check(z.minLength(1)),
    downloadId: z.string().check(z.minLength(1)),
  }),
});

export type DownloadNotification = z.infer<typeof downloadNotificationSchema>;

/** What happened to a download: the three notifications, or 'lost' when the socket went before its end. */
export type DownloadEvent = 'started' | 'finished' | 'error' | 'lost';

const EVENT_OF_KEY: Record<DownloadNotification['key'], DownloadEvent> = {
  'archive-generation-started': 'started',
  'archive-generation-finished': 'finished',
  'archive-generation-error': 'error',
};

/** Notifications kept for downloads whose id is not known yet (a bound, should a server push many). */
const MAX_EARLY_NOTIFICATIONS = 50;

/** The acknowledgement of the authenticate message. */
const ACKNOWLEDGEMENT = 'OK';

/** A notification, or undefined for the acknowledgement and anything that is not one. */
export function parseDownloadMessage(data: unknown): DownloadNotification | undefined {
  if (typeof data !== 'string' || data === ACKNOWLEDGEMENT) return undefined;
  try {
    const parsed = downloadNotificationSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export class PushUnavailableError extends Error {
  override name = 'PushUnavailableError';
}

export type DownloadListener = (event: DownloadEvent) => void;

/** A place on the socket for a download being requested. Exactly one of `watch` or `release` is called. */
export interface DownloadHold {
  /** Follows `downloadId` (the id the request answered) until it is finished, fails or is lost. */
  watch(downloadId: string, listener: DownloadListener): void;
  /** The download was not created: nothing to follow. */
  release(): void;
}

export interface DownloadsPush {
  /** Opens the socket if needed and resolves once it is authenticated. */
  hold(): Promise<DownloadHold>;
  /** Whether a socket is open (or opening). */
  readonly isOpen: boolean;
}

/** The parts of the WebSocket API used here (the browser's, or `ws` in Node tests). */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface DownloadsPushOptions {
  url: string;
  /** The access token sent in the authenticate message. */
  getToken: () => Promise<string | undefined> | string | undefined;
  /** Creates the socket (tests pass a fake); the browser's WebSocket by default. */
  createSocket?: (url: string) => WebSocketLike;
  lifetimeMs?: number;
  authenticateTimeoutMs?: number;
}

interface Connection {
  /** Resolves when the server acknowledged the authenticate message. */
  ready: Promise<void>;
  close(): void;
}

export function createDownloadsPush({
  url,
  getToken,
  createSocket = (address) => new WebSocket(address),
  lifetimeMs = PUSH_CONNECTION_LIFETIME_MS,
  authenticateTimeoutMs = PUSH_AUTHENTICATE_TIMEOUT_MS,
}: DownloadsPushOptions): DownloadsPush {
  let connection: Connection | undefined;
  /** Downloads being requested (held, not yet watched or released). */
  let holds = 0;
  const watchers = new Map<string, DownloadListener>();
  let early: DownloadNotification[] = [];

  const deliver = (downloadId: string, listener: DownloadListener, event: DownloadEvent) => {
    if (event !== 'started') watchers.delete(downloadId);
    listener(event);
  };

  const closeIfIdle = () => {
    if (holds > 0 || watchers.size > 0) return;
    early = [];
    const current = connection;
    connection = undefined;
    current?.close();
  };

  /** The socket `from` is gone: what was followed on it is lost. */
  const lost = (from: Connection) => {
    if (connection !== from) return;
    connection = undefined;
    early = [];
    const lostWatchers = [...watchers.entries()];
    watchers.clear();
    for (const [, listener] of lostWatchers) listener('lost');
  };

  const onNotification = (notification: DownloadNotification) => {
    const { downloadId } = notification.message;
    const listener = watchers.get(downloadId);
    if (listener) {
      deliver(downloadId, listener, EVENT_OF_KEY[notification.key]);
      closeIfIdle();
    } else if (holds > 0) {
      early = [...early.slice(1 - MAX_EARLY_NOTIFICATIONS), notification];
    }
  };

  const open = (): Connection => {
    const socket = createSocket(url);
    let closedByUs = false;
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const ready = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    // A rejection nobody awaits (e.g. the socket failed after everyone gave up) is not an unhandled one.
    ready.catch(() => {});
    const timers = [
      setTimeout(
        () => fail(new PushUnavailableError('The downloads push did not acknowledge')),
        authenticateTimeoutMs,
      ),
      setTimeout(() => {
        closeSocket();
        lost(self);
      }, lifetimeMs),
    ];
    const closeSocket = () => {
      if (closedByUs) return;
      closedByUs = true;
      for (const timer of timers) clearTimeout(timer);
      socket.close();
    };
    const fail = (error: Error) => {
      settle?.reject(error);
      settle = undefined;
      closeSocket();
      lost(self);
    };
    const self: Connection = { ready, close: closeSocket };

    socket.addEventListener('open', () => {
      void Promise.resolve(getToken()).then(
        (token) => {
          if (closedByUs) return;
          if (!token) fail(new PushUnavailableError('No access token for the downloads push'));
          else socket.send(JSON.stringify({ action: 'authenticate', token }));
        },
        (error: unknown) =>
          fail(new PushUnavailableError('No access token for the downloads push', { cause: error })),
      );
    });
    socket.addEventListener('message', ({ data }) => {
      if (closedByUs) return;
      if (data === ACKNOWLEDGEMENT) {
        clearTimeout(timers[0]);
        settle?.resolve();
        settle = undefined;
        return;
      }
      const notification = parseDownloadMessage(data);
      if (notification) onNotification(notification);
    });
    const onGone = () => {
      if (closedByUs) return;
      fail(new PushUnavailableError('The downloads push closed'));
    };
    socket.addEventListener('close', onGone);
    socket.addEventListener('error', onGone);
    return self;
  };

  return {
    get isOpen() {
      return connection !== undefined;
    },
    async hold() {
      holds += 1;
      const held = (connection ??= open());
      try {
        await held.ready;
      } catch (error) {
        holds -= 1;
        closeIfIdle();
        throw error;
      }
      let done = false;
      return {
        watch(downloadId, listener) {
          if (done) throw new Error('This hold was already used');
          done = true;
          holds -= 1;
          const pending = early.filter((n) => n.message.downloadId === downloadId);
          early = holds > 0 ? early.filter((n) => n.message.downloadId !== downloadId) : [];
          // The socket went while the download was being requested: it cannot be followed.
          if (connection !== held) {
            listener('lost');
            closeIfIdle();
            return;
          }
          watchers.set(downloadId, listener);
          for (const notification of pending) {
            if (!watchers.has(downloadId)) break;
            deliver(downloadId, listener, EVENT_OF_KEY[notification.key]);
          }
          closeIfIdle();
        },
        release() {
          if (done) return;
          done = true;
          holds -= 1;
          closeIfIdle();
        },
      };
    },
  };
}

const shared = new Map<string, DownloadsPush>();

/** The one downloads push of the app for `url` (every caller shares its socket). */
export function sharedDownloadsPush(options: DownloadsPushOptions): DownloadsPush {
  let push = shared.get(options.url);
  if (!push) shared.set(options.url, (push = createDownloadsPush(options)));
  return push;
}
