// Issue 24: a push socket lives as long as its token, and frames are bounded before authentication.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AccessClaims } from '../http/auth';
import { CLOSE_UNAUTHORIZED, createPushHub, MAX_FRAME_BYTES, type PushHub } from './sockets';

const claims: AccessClaims = {
  sub: 'account-1',
  email: 'a@example.com',
  idp_type: 'local',
  idp_sub: 'a',
  amr: ['pwd'],
};
/** Tokens the verifier accepts now; a test ends a session by deleting its token. */
const valid = new Set<string>();
const jwtLike = (name: string, exp: number) =>
  `h.${Buffer.from(JSON.stringify({ exp, name })).toString('base64url')}.s`;

let server: Server;
let hub: PushHub;
let url: string;
beforeAll(async () => {
  hub = createPushHub({
    verifier: { verifyAccessToken: async (token) => (valid.has(token) ? claims : null) },
  });
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/push/activation`;
});
afterAll(async () => {
  await hub.close();
  await new Promise((resolve) => server.close(resolve));
});

interface Opened {
  ws: WebSocket;
  messages: string[];
  closed: Promise<number>;
}

async function open(token?: string): Promise<Opened> {
  const ws = new WebSocket(url);
  const messages: string[] = [];
  ws.on('message', (data) => messages.push(String(data)));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  if (token) {
    ws.send(JSON.stringify({ action: 'authenticate', token }));
    await expect.poll(() => messages).toContain('OK');
  }
  return { ws, messages, closed };
}

describe('push sockets', () => {
  it('closes a socket whose session ended (4401) and pushes it nothing more', async () => {
    const token = jwtLike('ended', Math.floor(Date.now() / 1000) + 600);
    valid.add(token);
    const socket = await open(token);
    hub.publish('activation', claims.sub, { n: 1 });
    await expect.poll(() => socket.messages).toContain('{"n":1}');
    valid.delete(token); // signed out, revoked or deleted: the token no longer verifies
    hub.publish('activation', claims.sub, { n: 2 });
    expect(await socket.closed).toBe(CLOSE_UNAUTHORIZED);
    expect(socket.messages).not.toContain('{"n":2}');
  });

  it('closes a socket when its token expires, unless it authenticated again with a newer one', async () => {
    const soon = jwtLike('soon', Math.floor(Date.now() / 1000) + 2);
    const later = jwtLike('later', Math.floor(Date.now() / 1000) + 600);
    valid.add(soon).add(later);
    const expiring = await open(soon);
    const renewed = await open(soon);
    renewed.ws.send(JSON.stringify({ action: 'authenticate', token: later }));
    await expect.poll(() => renewed.messages.filter((m) => m === 'OK')).toHaveLength(2);
    const started = Date.now();
    expect(await expiring.closed).toBe(CLOSE_UNAUTHORIZED);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(renewed.ws.readyState).toBe(WebSocket.OPEN);
    renewed.ws.close();
  });

  it('closes the socket on a frame over the limit before reading it as a message (1009)', async () => {
    const socket = await open();
    socket.ws.send(Buffer.alloc(MAX_FRAME_BYTES + 1, 0x20));
    expect(await socket.closed).toBe(1009);
    expect(MAX_FRAME_BYTES).toBeLessThanOrEqual(64 * 1024);
  });
});
