/**
 * WebSocket push channels (/push/activation, /push/downloads) on the mock's HTTP server (noServer mode,
 * attached to its `upgrade` event). A client authenticates with its first message
 * `{"action":"authenticate","token":"..."}`: the server answers a plain `OK`, or closes with 4401.
 * Authenticated sockets are registered per channel and account; `publish` sends to all of an account's.
 *
 * A socket lives as long as its token (issue 24): it is closed with 4401 when the token expires (its `exp`) or stops
 * verifying (sign-out, revocation, account deletion: checked every SESSION_CHECK_MS and before every push, so no
 * push reaches a socket whose session ended). A client may send `authenticate` again with a newer token to go on.
 * Frames are at most MAX_FRAME_BYTES (the authenticate message is a token of a few kB): a larger one closes the
 * socket (1009) before it is parsed.
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
/** The largest frame a client may send: an authenticate message with a token, and room to spare. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** How often the tokens of authenticated sockets are checked again. */
export const SESSION_CHECK_MS = 1_000;

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

/** The `exp` (epoch seconds) of a JWT, read without verifying (the verifier did that); undefined for other tokens. */
function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : undefined;
  } catch {
    return undefined;
  }
}

export function createPushHub({ verifier }: { verifier: TokenVerifier }): PushHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  /** The token each authenticated socket last authenticated with. */
  const tokens = new Map<WebSocket, string>();
  const stillValid = async (ws: WebSocket): Promise<boolean> => {
    const token = tokens.get(ws);
    const valid = token !== undefined && (await verifier.verifyAccessToken(token).catch(() => null)) !== null;
    if (!valid && ws.readyState === ws.OPEN) ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
    return valid;
  };
  const sessionCheck = setInterval(() => {
    for (const ws of tokens.keys()) void stillValid(ws);
  }, SESSION_CHECK_MS);
  sessionCheck.unref();
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
    let account: string | undefined;
    let expiryTimer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized'), AUTHENTICATE_TIMEOUT_MS);
    // A frame over MAX_FRAME_BYTES (or another protocol error): ws closes the socket itself (1009, 1002).
    ws.on('error', () => {});
    ws.once('close', () => {
      clearTimeout(timer);
      clearTimeout(expiryTimer);
      tokens.delete(ws);
    });
    ws.on('message', async (data) => {
      const request = parseAuthenticate(data);
      if (!request) return;
      const claims = await verifier.verifyAccessToken(request.token).catch(() => null);
      // A newer token of another account does not move the socket: refused like a bad one.
      if (!claims || (account !== undefined && claims.sub !== account)) {
        ws.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        return;
      }
      clearTimeout(timer);
      clearTimeout(expiryTimer);
      tokens.set(ws, request.token);
      const exp = expiryOf(request.token);
      if (exp !== undefined)
        expiryTimer = setTimeout(
          () => ws.close(CLOSE_UNAUTHORIZED, 'Token expired'),
          Math.max(0, exp * 1000 - Date.now()),
        );
      if (account === undefined) register(channel, claims.sub, ws);
      account = claims.sub;
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
        // Only while its token still verifies (in order: each check resolves before the next push's).
        void stillValid(ws).then((valid) => {
          if (valid && ws.readyState === ws.OPEN) ws.send(text);
        });
        sent += 1;
      }
      return sent;
    },
    connections(channel, accountId) {
      return registry.get(channel)?.get(accountId)?.size ?? 0;
    },
    close() {
      clearInterval(sessionCheck);
      for (const ws of wss.clients) ws.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
