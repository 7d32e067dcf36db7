/**
 * WebSocket push channels (/push/activation, /push/downloads) on the mock's HTTP server (noServer mode,
 * attached to its `upgrade` event). A client authenticates with its first message
 * `{"action":"authenticate","token":"..."}`: the server answers a plain `OK`, or closes with 4401.
 * Authenticated sockets are registered per channel and account; `publish` sends to all of an account's.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { TokenVerifier } from '../http/auth';

export const PUSH_CHANNELS = ['activation', 'downloads'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

export const CLOSE_UNAUTHORIZED = 4401;
/** A socket that has not authenticated by then is closed (4401). */
const AUTHENTICATE_TIMEOUT_MS = 30_000;

export interface PushHub {
  /** Takes over an HTTP upgrade when its path is a push channel; false otherwise (caller answers). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends `message` (JSON-encoded unless a string) to every authenticated socket of the account. Returns how many. */
  publish(channel: PushChannel, accountId: string, message: unknown): number;
  /** Authenticated sockets of an account on a channel. */
  connections(channel: PushChannel, accountId: string): number;
  close(): Promise<void>;
}

function channelOf(url: string | undefined): PushChannel | undefined {
  const pathname = new URL(url ?? '/', 'http://mock').pathname.replace(/\/+$/, '');
  return PUSH_CHANNELS.find((channel) => pathname === `/push/${channel}`);
}

function parseAuthenticate(data: RawData): { token: string } | undefined {
  try {
    const message = JSON.parse(data.toString()) as { action?: unknown; token?: unknown };
    if (message.action === 'authenticate' && typeof message.token === 'string')
      return { token: message.token };
  } catch {
    // not JSON: ignored, like the app ignores what it cannot parse
  }
  return undefined;
}

export function createPushHub({ verifier }: { verifier: TokenVerifier }): PushHub {
  const wss = new WebSocketServer({ noServer: true });
  const registry = new Map<PushChannel, Map<string, Set<WebSocket>>>(
    PUSH_CHANNELS.map((c) => [c, new Map()]),
  );

  const register = (channel: PushChannel, accountId: string, ws: WebSocket) => {
    const accounts = registry.get(channel)!;
    let sockets = accounts.get(accountId);
    if (!sockets) accounts.set(accountId, (sockets = new Set()));
    sockets.add(ws);
    ws.once('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0) accounts.delete(accountId);
    });
  };

  const onConnection = (ws: WebSocket, channel: PushChannel) => {
    let authenticated = false;
    const timer = setTimeout(() => ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized'), AUTHENTICATE_TIMEOUT_MS);
    ws.once('close', () => clearTimeout(timer));
    ws.on('message', async (data) => {
      const request = parseAuthenticate(data);
      if (!request) return;
      const claims = await verifier.verifyAccessToken(request.token).catch(() => null);
      if (!claims) {
        ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        return;
      }
      clearTimeout(timer);
      if (!authenticated) register(channel, claims.sub, ws);
      authenticated = true;
      ws.send('OK');
    });
  };

  return {
    handleUpgrade(req, socket, head) {
      const channel = channelOf(req.url);
      if (!channel) return false;
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, channel));
      return true;
    },
    publish(channel, accountId, message) {
      const sockets = registry.get(channel)?.get(accountId) ?? new Set<WebSocket>();
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      let sent = 0;
      for (const ws of sockets) {
        if (ws.readyState !== ws.OPEN) continue;
        ws.send(text);
        sent += 1;
      }
      return sent;
    },
    connections(channel, accountId) {
      return registry.get(channel)?.get(accountId)?.size ?? 0;
    },
    close() {
      for (const ws of wss.clients) ws.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
