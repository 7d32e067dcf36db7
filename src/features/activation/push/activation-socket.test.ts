import { describe, expect, it, vi } from 'vitest';
import { connectActivationSocket, parseActivationMessage } from './activation-socket';

const notification = {
  id: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'import-finished',
  data: { payload: { photosCount: 12 }, timestamp: '2026-11-23T10:00:00Z' },
};

/** A WebSocket stand-in: records what is sent, lets the test open it and deliver messages. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | undefined;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  deliver(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

describe('parseActivationMessage', () => {
  it('reads a notification of the contract', () => {
    expect(parseActivationMessage(JSON.stringify(notification))).toEqual(notification);
  });

  it('ignores the plain "OK" acknowledgement', () => {
    expect(parseActivationMessage('OK')).toBeUndefined();
  });

  it('silently ignores what cannot be parsed or is not of the contract', () => {
    expect(parseActivationMessage('{not json')).toBeUndefined();
    expect(
      parseActivationMessage(JSON.stringify({ ...notification, type: 'import-paused' })),
    ).toBeUndefined();
    expect(parseActivationMessage(JSON.stringify({ ...notification, id: 'not-a-uuid' }))).toBeUndefined();
    expect(parseActivationMessage(new Blob(['x']))).toBeUndefined();
  });
});

describe('connectActivationSocket', () => {
  it('authenticates on open, passes notifications on and ignores everything else', async () => {
    const onNotification = vi.fn();
    const socket = connectActivationSocket({
      url: 'ws://push.test/activation',
      getToken: async () => 'token-1',
      onNotification,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const fake = FakeSocket.last!;
    expect(fake.url).toBe('ws://push.test/activation');
    fake.open();
    await vi.waitFor(() =>
      expect(fake.sent).toEqual([JSON.stringify({ action: 'authenticate', token: 'token-1' })]),
    );
    fake.deliver('OK');
    fake.deliver('garbage');
    fake.deliver(JSON.stringify(notification));
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith(notification);
    socket.close();
    expect(fake.closed).toBe(true);
    fake.deliver(JSON.stringify(notification));
    expect(onNotification).toHaveBeenCalledTimes(1);
  });

  it('does not authenticate without a token', async () => {
    connectActivationSocket({
      url: 'ws://push.test/activation',
      getToken: () => undefined,
      onNotification: vi.fn(),
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    const fake = FakeSocket.last!;
    fake.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.sent).toEqual([]);
  });
});
