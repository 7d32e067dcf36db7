import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDownloadsPush,
  parseDownloadMessage,
  PushUnavailableError,
  type DownloadEvent,
  type DownloadNotification,
  type WebSocketLike,
} from './downloads-push';

type Listener = (event: { data: unknown }) => void;

/** A WebSocket double: the test plays the server (open, answer, push, close). */
class FakeSocket implements WebSocketLike {
  readonly sent: string[] = [];
  closed = false;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  emit(type: 'open' | 'close' | 'error' | 'message', data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  /** Opens and acknowledges the authenticate message, as the server does. */
  async accept() {
    this.emit('open');
    await vi.waitFor(() => expect(this.sent).toHaveLength(1));
    this.emit('message', 'OK');
  }
}

const URL = 'ws://push.test/push/downloads';

const notification = (
  key: DownloadNotification['key'],
  downloadId: string,
  id = crypto.randomUUID(),
): DownloadNotification => ({
  id,
  timestamp: '2025-11-03T10:00:00Z',
  key,
  message: { userId: 'user-1', downloadId },
});
const push = (socket: FakeSocket, key: DownloadNotification['key'], downloadId: string) =>
  socket.emit('message', JSON.stringify(notification(key, downloadId)));

let sockets: FakeSocket[];
const setup = (
  options: { token?: string | undefined; lifetimeMs?: number; authenticateTimeoutMs?: number } = {},
) =>
  createDownloadsPush({
    url: URL,
    getToken: () => ('token' in options ? options.token : 'access-token'),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    lifetimeMs: options.lifetimeMs,
    authenticateTimeoutMs: options.authenticateTimeoutMs,
  });

beforeEach(() => {
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a downloads push message', () => {
  it('is a notification only when it has the contract shape; OK and anything else are ignored', () => {
    const started = notification('archive-generation-started', 'd-1');
    expect(parseDownloadMessage(JSON.stringify(started))).toEqual(started);
    expect(parseDownloadMessage('OK')).toBeUndefined();
    expect(parseDownloadMessage('not json')).toBeUndefined();
    expect(
      parseDownloadMessage(JSON.stringify({ ...started, key: 'archive-generation-paused' })),
    ).toBeUndefined();
    expect(parseDownloadMessage(JSON.stringify({ ...started, id: 'not-a-uuid' }))).toBeUndefined();
    expect(parseDownloadMessage(JSON.stringify({ ...started, message: { userId: 'u' } }))).toBeUndefined();
    expect(parseDownloadMessage(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('the downloads push socket', () => {
  it('authenticates on open with the access token and is ready on the OK', async () => {
    const downloads = setup();
    let ready = false;
    const held = downloads.hold().then((hold) => {
      ready = true;
      return hold;
    });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe(URL);
    sockets[0]!.emit('open');
    await vi.waitFor(() => expect(sockets[0]!.sent).toHaveLength(1));
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ action: 'authenticate', token: 'access-token' });
    await Promise.resolve();
    expect(ready).toBe(false);
    sockets[0]!.emit('message', 'OK');
    await held;
    expect(ready).toBe(true);
  });

  it('tells each download what happens to it, ignoring what is not a notification', async () => {
    const downloads = setup();
    const held = downloads.hold();
    await sockets[0]!.accept();
    const events: DownloadEvent[] = [];
    (await held).watch('d-1', (event) => events.push(event));

    sockets[0]!.emit('message', 'OK');
    sockets[0]!.emit('message', '{"broken":');
    push(sockets[0]!, 'archive-generation-started', 'another-download');
    push(sockets[0]!, 'archive-generation-started', 'd-1');
    push(sockets[0]!, 'archive-generation-finished', 'd-1');
    expect(events).toEqual(['started', 'finished']);
  });

  it('keeps a notification that comes before the download id is known, and gives it to the download', async () => {
    const downloads = setup();
    const held = downloads.hold();
    await sockets[0]!.accept();
    const hold = await held;
    push(sockets[0]!, 'archive-generation-started', 'd-1');
    const events: DownloadEvent[] = [];
    hold.watch('d-1', (event) => events.push(event));
    expect(events).toEqual(['started']);
  });

  it('shares one socket between downloads in flight and closes it when none is left', async () => {
    const downloads = setup();
    const first = downloads.hold();
    const second = downloads.hold();
    expect(sockets).toHaveLength(1);
    await sockets[0]!.accept();
    const events: Record<string, DownloadEvent[]> = { a: [], b: [] };
    (await first).watch('a', (event) => events.a!.push(event));
    (await second).watch('b', (event) => events.b!.push(event));

    push(sockets[0]!, 'archive-generation-error', 'a');
    expect(sockets[0]!.closed).toBe(false);
    push(sockets[0]!, 'archive-generation-finished', 'b');
    expect(events).toEqual({ a: ['error'], b: ['finished'] });
    expect(sockets[0]!.closed).toBe(true);
    expect(downloads.isOpen).toBe(false);

    // The next download opens a new socket (here it closes before it opens: that download is told, and no
    // acknowledgement timer is left running into the next test file).
    const next = downloads.hold();
    expect(sockets).toHaveLength(2);
    sockets[1]!.emit('close');
    await expect(next).rejects.toThrow('The downloads push closed');
  });

  it('closes when the download it was opened for is not created after all', async () => {
    const downloads = setup();
    const held = downloads.hold();
    await sockets[0]!.accept();
    (await held).release();
    expect(sockets[0]!.closed).toBe(true);
  });

  it('closes itself 30 minutes after it opened; a download still in flight is lost', async () => {
    vi.useFakeTimers();
    const downloads = setup();
    const held = downloads.hold();
    sockets[0]!.emit('open');
    // (no waiting with timers here: they are fake, and the 30 minutes count from the open)
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(sockets[0]!.sent).toHaveLength(1);
    sockets[0]!.emit('message', 'OK');
    const events: DownloadEvent[] = [];
    (await held).watch('slow', (event) => events.push(event));
    push(sockets[0]!, 'archive-generation-started', 'slow');

    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(sockets[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    expect(events).toEqual(['started', 'lost']);
    expect(downloads.isOpen).toBe(false);
  });

  it('loses the downloads in flight when the server drops the socket', async () => {
    const downloads = setup();
    const held = downloads.hold();
    await sockets[0]!.accept();
    const events: DownloadEvent[] = [];
    (await held).watch('d-1', (event) => events.push(event));
    sockets[0]!.emit('close');
    expect(events).toEqual(['lost']);
    expect(downloads.isOpen).toBe(false);
  });

  it('loses a download whose socket went while it was being requested', async () => {
    const downloads = setup();
    const held = downloads.hold();
    await sockets[0]!.accept();
    const hold = await held;
    sockets[0]!.emit('error');
    const events: DownloadEvent[] = [];
    hold.watch('d-1', (event) => events.push(event));
    expect(events).toEqual(['lost']);
  });

  it('is unavailable when the server refuses the token (it closes the socket)', async () => {
    const downloads = setup();
    const held = downloads.hold();
    sockets[0]!.emit('open');
    sockets[0]!.emit('close');
    await expect(held).rejects.toThrow(PushUnavailableError);
    expect(downloads.isOpen).toBe(false);
  });

  it('is unavailable without an access token, and sends nothing', async () => {
    const downloads = setup({ token: undefined });
    const held = downloads.hold();
    sockets[0]!.emit('open');
    await expect(held).rejects.toThrow('No access token');
    expect(sockets[0]!.sent).toEqual([]);
    expect(sockets[0]!.closed).toBe(true);
  });

  it('is unavailable when the OK does not come in time', async () => {
    vi.useFakeTimers();
    const downloads = setup({ authenticateTimeoutMs: 10_000 });
    const held = downloads.hold();
    const failed = expect(held).rejects.toThrow('did not acknowledge');
    sockets[0]!.emit('open');
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(sockets[0]!.closed).toBe(true);
  });
});
